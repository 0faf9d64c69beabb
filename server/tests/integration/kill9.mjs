// SIGKILL while 200 posts are in flight; after a restart, every lead that got a 2xx is there.
// 200 clients post in a closed loop (each sends its next lead as soon as the last is answered),
// so 200 posts are always in flight; the server is killed once a given number were acknowledged.
// Two rounds on the same database: right after the first acknowledgement, then mid-flood.
import { Server, tempSite, postLead, blogAudit, check, main } from './harness.mjs';

const CLIENTS = 200;

async function round(binary, dir, round, killAfterAcks, acknowledged) {
  const server = await new Server(binary, dir).start();
  let acked = 0, cutOff = 0, sent = 0, dead = false, reachedTarget;
  const reached = new Promise((r) => { reachedTarget = r; });
  const client = async (c) => {
    for (let n = 0; !dead; n++) {
      sent++;
      try {
        const res = await postLead(server.port, blogAudit(`${round}-${c}-${n}`));
        if (res.status < 200 || res.status >= 300) { cutOff++; return; }
        acknowledged.push(JSON.parse(res.body).id);
        if (++acked >= killAfterAcks) reachedTarget();
      } catch {
        cutOff++;
        return;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  await reached;
  dead = true;
  const { signal } = await server.kill('SIGKILL');
  await Promise.allSettled(clients);
  check(signal === 'SIGKILL', `round ${round}: killed after ${killAfterAcks} acknowledgement(s); ${sent} sent, ${acked} acknowledged, ${cutOff} cut off`);
  check(cutOff > 0, `round ${round}: posts were still in flight at the kill`);
}

main(async () => {
  const site = tempSite();
  const acknowledged = [];
  await round(process.argv[2], site.dir, 1, 1, acknowledged);
  await round(process.argv[2], site.dir, 2, 400, acknowledged);

  const restarted = await new Server(process.argv[2], site.dir).start();
  const csv = restarted.cli('leads', 'export', '--csv');
  await restarted.kill();
  const stored = new Set(csv.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',')[0]));
  const missing = acknowledged.filter((id) => !stored.has(id));
  console.log(`acknowledged ${acknowledged.length}, stored ${stored.size}, acknowledged but missing ${missing.length}`);
  check(acknowledged.length > 0, 'some posts were acknowledged before the kills');
  check(missing.length === 0, 'every acknowledged lead survived SIGKILL');
  site.cleanup();
});
