// SIGKILL while 200 posts are in flight; after a restart, every lead that got a 2xx is there.
// Two rounds on the same database, killing at different moments of the flood.
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

async function round(binary, dir, offset, delayMs, acknowledged) {
  const server = await new Server(binary, dir).start();
  let cutOff = 0, acked = 0, firstAck;
  const firstAckSeen = new Promise((r) => { firstAck = r; });
  const posts = Array.from({ length: 200 }, (_, i) => postLead(server.port, blogAudit(offset + i)).then((res) => {
    if (res.status >= 200 && res.status < 300) { acknowledged.push(JSON.parse(res.body).id); acked++; firstAck(); }
    else cutOff++;
  }, () => { cutOff++; }));
  await firstAckSeen;
  await sleep(delayMs);
  const { signal } = await server.kill('SIGKILL');
  await Promise.allSettled(posts);
  check(signal === 'SIGKILL', `round at +${delayMs} ms: SIGKILL with ${acked} acknowledged, ${cutOff} cut off`);
}

main(async () => {
  const site = tempSite();
  const acknowledged = [];
  await round(process.argv[2], site.dir, 0, 0, acknowledged);
  await round(process.argv[2], site.dir, 1000, 20, acknowledged);

  const restarted = await new Server(process.argv[2], site.dir).start();
  const csv = restarted.cli('leads', 'export', '--csv');
  await restarted.kill();
  const stored = new Set(csv.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',')[0]));
  const missing = acknowledged.filter((id) => !stored.has(id));
  console.log(`400 posts: acknowledged ${acknowledged.length}, stored ${stored.size}, acknowledged but missing ${missing.length}`);
  check(acknowledged.length > 0, 'some posts were acknowledged before the kills');
  check(missing.length === 0, 'every acknowledged lead survived SIGKILL');
  site.cleanup();
});
