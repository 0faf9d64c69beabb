// Two instances against one PostgreSQL (a fresh database in the TEST_DATABASE_URL cluster), a
// flood on both, instance A SIGKILLed mid-run and restarted. Each instance mails through its own
// listener of one SMTP sink, so A is killed as it begins a message (the one before is accepted
// and recorded). Afterwards: every acknowledged lead is stored, once; every notification of every
// stored lead arrived (Message-IDs counted), once, except a message per sender that the killed
// instance had sent but not yet recorded (sent again with the same Message-ID, which mail clients
// show once); no row was claimed twice, except those the killed instance held (a batch ahead of
// its senders), taken back by its restart.
import { execFileSync } from 'node:child_process';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';
import { startSmtpSink, messageIds, duplicates } from './smtp_sink.mjs';

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.log('SKIPPED: TEST_DATABASE_URL is not set (scripts/start-test-postgres)');
  process.exit(77);
}
const CLIENTS_PER_INSTANCE = 30;
const SENDERS = 8;              // the server's default OUTBOX_SENDERS, set here
const HELD = 16 * SENDERS * 1.5 + SENDERS;  // a batch (16 per sender), the half left when it is claimed, one per sender
const FLOOD_MS = 5000;

const psql = (url, sql) => execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-tAc', sql], { encoding: 'utf8' });
const withDb = (url, db) => { const u = new URL(url); u.pathname = `/${db}`; return u.toString(); };

main(async () => {
  const db = `scale_${process.pid}_${Date.now()}`;
  psql(base, `CREATE DATABASE ${db}`);
  const url = withDb(base, db);
  const site = tempSite();
  const received = [];  // both listeners count into one list
  let a, b, killedAt = 0, floodStart = Infinity;
  const sinkA = await startSmtpSink(await freePort(), {
    onMailFrom: () => {
      if (killedAt || !a.child || Date.now() - floodStart < 1500) return undefined;
      killedAt = Date.now();
      a.child.kill('SIGKILL');
      return 'drop';
    },
  });
  const sinkB = await startSmtpSink(await freePort());
  try {
    const env = (sink) => ({ DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${sink}`, OUTBOX_POLL_MS: '50', OUTBOX_SENDERS: String(SENDERS) });
    a = await new Server(process.argv[2], site.dir, env(sinkA.port)).start();
    b = await new Server(process.argv[2], site.dir, env(sinkB.port)).start();
    const acknowledged = [];
    let cutOff = 0, stop = false;
    const client = async (server, name) => {
      for (let n = 0; !stop; n++) {
        try {
          const res = await postLead(server.port, blogAudit(`${name}-${n}`));
          if (res.status === 201) acknowledged.push(JSON.parse(res.body).id);
          else cutOff++;
        } catch {
          cutOff++;
          await sleep(50);  // instance down: try again, as a load balancer would
        }
      }
    };
    floodStart = Date.now();
    const clients = [];
    for (let c = 0; c < CLIENTS_PER_INSTANCE; c++) clients.push(client(a, `a${c}`), client(b, `b${c}`));
    // A dies at its sink's first MAIL FROM past 1.5 s of flood; restarted at once, same port.
    while (!killedAt && Date.now() - floodStart < FLOOD_MS) await sleep(20);
    check(killedAt > 0, 'instance A was killed mid-flood');
    const { signal } = await a.exited;
    check(signal === 'SIGKILL', 'A died of SIGKILL');
    await a.start();
    while (Date.now() - floodStart < FLOOD_MS) await sleep(50);
    stop = true;
    await Promise.all(clients);

    const stored = psql(url, 'SELECT id FROM leads').split('\n').filter(Boolean);
    const storedSet = new Set(stored);
    const missing = acknowledged.filter((id) => !storedSet.has(id));
    const twice = psql(url, 'SELECT email FROM leads GROUP BY email HAVING COUNT(*) > 1').split('\n').filter(Boolean);
    const expected = Number(psql(url, "SELECT COUNT(*) FROM outbox WHERE channel = 'email'"));
    const deadline = Date.now() + 30_000;
    const allMail = () => [...sinkA.messages, ...sinkB.messages];
    while (new Set(messageIds(allMail())).size < expected && Date.now() < deadline) await sleep(100);
    await sleep(1500);  // anything sent twice would arrive now
    received.push(...allMail());
    const dup = duplicates(received);
    const pending = Number(psql(url, "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'"));
    let reclaimed = NaN;  // NaN: no claims column (a server from before claims were counted)
    try { reclaimed = Number(psql(url, 'SELECT COUNT(*) FROM outbox WHERE claims > 1')); } catch {}
    const byA = sinkA.messages.length, byB = sinkB.messages.length;
    console.log(`acknowledged ${acknowledged.length} (cut off ${cutOff}), stored ${stored.length}, missing ${missing.length}, ` +
                `stored twice ${twice.length}; notifications: ${expected} rows, ${received.length} received (A ${byA}, B ${byB}), ` +
                `${new Set(messageIds(received)).size} distinct, duplicates ${dup.length}, not sent ${pending}, claimed twice ${reclaimed}`);
    check(acknowledged.length > 0 && missing.length === 0, 'every acknowledged lead is stored');
    check(twice.length === 0, 'no lead stored twice');
    check(byA > 0 && byB > 0, 'both instances delivered notifications');
    check(new Set(messageIds(received)).size === expected && pending === 0, `all ${expected} notifications delivered`);
    check(dup.length <= SENDERS && received.length === expected + dup.length,
          `each once, but for at most one per sender in flight when A was killed (${dup.length})`);
    check(reclaimed <= HELD, `rows claimed twice: ${reclaimed}, at most what the killed instance held (${HELD})`);
  } finally {
    for (const s of [a, b]) if (s?.child && s.child.exitCode === null && !s.child.signalCode) await s.kill();
    sinkA.close();
    sinkB.close();
    site.cleanup();
    try { psql(base, `DROP DATABASE IF EXISTS ${db}`); } catch {}
  }
});
