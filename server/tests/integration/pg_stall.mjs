// A hung database must not hold posts: with PostgreSQL paused (SIGSTOP) in the middle of a flood,
// every post is answered 503 with Retry-After within the store deadline (a full queue answers at
// once), /healthz says 503, the server's memory stays bounded, and after SIGCONT no acknowledged
// lead is missing. The cluster is the test's own (throwaway_pg.mjs), never a shared one.
import { readFileSync } from 'node:fs';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, request } from './harness.mjs';
import { startPostgres } from './throwaway_pg.mjs';

const CLIENTS = 100;
const DEADLINE_MS = 2000;
const PAUSE_MS = 6000;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
// The timer is cleared once the post is answered: a pending one would keep the test alive.
function withTimeout(promise, ms) {
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(() => resolve({ status: 0, headers: {}, body: 'no answer' }), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

main(async () => {
  const pg = await startPostgres();
  const site = tempSite();
  let server;
  try {
    server = await new Server(process.argv[2], site.dir, { DATABASE_URL: pg.url, STORE_DEADLINE_MS: String(DEADLINE_MS), STORE_QUEUE_LIMIT: '64',
      // 100 clients from one address: the per-client connection cap would close some of them.
      MAX_CONNECTIONS_PER_CLIENT: '0' }).start();
    const acknowledged = [];
    const answers = [];  // { sentAt, latency, status, headers, body }
    let stop = false;
    const client = async (c) => {
      for (let n = 0; !stop; n++) {
        const sentAt = Date.now();
        const res = await withTimeout(postLead(server.port, blogAudit(`s-${c}-${n}`)).catch(() => ({ status: -1, headers: {}, body: '' })), 30_000);
        answers.push({ sentAt, latency: Date.now() - sentAt, ...res });
        if (res.status === 201) acknowledged.push(JSON.parse(res.body).id);
        else await sleep(20);  // a refused client backs off a little, as the page does
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    for (const t0 = Date.now(); acknowledged.length < 100 && Date.now() - t0 < 5_000;) await sleep(50);
    const rssBefore = rssKb(server.child.pid);
    const ackedBefore = acknowledged.length;
    pg.pause();
    const pausedAt = Date.now();
    let rssMax = rssBefore, health;
    while (Date.now() - pausedAt < PAUSE_MS) {
      await sleep(200);
      rssMax = Math.max(rssMax, rssKb(server.child.pid));
      if (!health && Date.now() - pausedAt > DEADLINE_MS + 500) health = await withTimeout(request(server.port, 'GET', '/healthz'), 5000);
    }
    const resumedAt = Date.now();
    pg.resume();
    await sleep(2000);
    stop = true;
    await Promise.all(clients);
    // Posts sent while PostgreSQL was paused (after the batch in flight at the pause).
    const paused = answers.filter((a) => a.sentAt >= pausedAt + 100 && a.sentAt + a.latency < resumedAt);
    // Posts sent around the pause and still unanswered when PostgreSQL came back, long after
    // their deadline (the client's clock includes connecting and queueing on this busy machine).
    const hung = answers.filter((a) => a.sentAt >= pausedAt - 1000 && a.sentAt < resumedAt - DEADLINE_MS - 2000 &&
                                       a.sentAt + a.latency >= resumedAt);
    // The server's own clock (access log: from the request read to the answer written).
    const serverMs = [...server.log.matchAll(/POST \/api\/audit (\d+) \d+B ([\d.]+)ms/g)].map((m) => ({ status: Number(m[1]), ms: Number(m[2]) }));
    const serverMax = Math.max(...serverMs.map((e) => e.ms));
    const server503 = serverMs.filter((e) => e.status === 503).length;
    const refused = paused.filter((a) => a.status === 503);
    const latencies = refused.map((a) => a.latency).sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
    console.log(`before the pause: ${ackedBefore} acknowledged; during ${PAUSE_MS} ms paused: ${paused.length} answers, ` +
                `${refused.length} 503, ${hung.length} held past the resume; 503 latency ms: min ${latencies[0]} median ${pct(0.5)} ` +
                `p99 ${pct(0.99)} max ${latencies.at(-1)} (deadline ${DEADLINE_MS}); server side: ${server503} 503, slowest answer ${serverMax} ms; RSS ${rssBefore} kB before, max ${rssMax} kB paused`);
    if (hung.length) console.log('held:', JSON.stringify(hung.slice(0, 5).map((a) => ({ at: a.sentAt - pausedAt, latency: a.latency, status: a.status }))));
    check(hung.length === 0, `no post held past the deadline while PostgreSQL was paused (${hung.length} were)`);
    check(paused.length > 0 && refused.length === paused.length, 'every post answered while paused is a 503');
    check(serverMax <= DEADLINE_MS + 500, `the server answered every post within the deadline (+0.5 s): slowest ${serverMax} ms`);
    check(latencies[0] < DEADLINE_MS / 2, 'a full queue answers at once');
    const sample = refused[0];
    check(Number(sample.headers['retry-after']) > 0, `503 carries Retry-After: ${sample.headers['retry-after']}`);
    const message = JSON.parse(sample.body).message;
    check(/Réessayez/.test(message) && !/postgres|sqlite|timeout|queue|error/i.test(sample.body), `503 says in French: « ${message} »`);
    check(health?.status === 503 && !/postgres|timeout|queue|error/i.test(health.body), `/healthz answers 503 while paused: ${health?.body}`);
    check(rssMax - rssBefore < 64 * 1024, `memory bounded while paused (+${rssMax - rssBefore} kB)`);
    const after = answers.filter((a) => a.sentAt >= resumedAt + 1000);
    check(after.some((a) => a.status === 201), 'posts acknowledged again after SIGCONT');
    check((await request(server.port, 'GET', '/healthz')).status === 200, '/healthz back to 200');

    const stored = new Set(pg.query('SELECT id FROM leads').split('\n').filter(Boolean));
    const missing = acknowledged.filter((id) => !stored.has(id));
    console.log(`acknowledged ${acknowledged.length}, stored ${stored.size}, acknowledged but missing ${missing.length}`);
    check(missing.length === 0, 'no acknowledged lead missing after SIGCONT');
  } finally {
    if (server?.child && server.child.exitCode === null) await server.kill('SIGKILL');
    pg.stop();
    site.cleanup();
  }
});
