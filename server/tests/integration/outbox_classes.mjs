// Issue 38, item 1, against the real server, SQLite and a loopback relay taking 100 ms a mail:
// - a 20-second flood of guide requests and newsletter sign-ups from many addresses, queued while
//   the outbox is idle, then drained: a real audit request posted during the drain has its firm
//   notification accepted by the relay within 5 s (it waited 19.8 s behind the flood's guide
//   notifications when every firm notification was one class);
// - the visitor-mail hourly budget: over it, mails to visitors wait (the firm's are sent), and
//   /metrics and `server check` say so.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Server, tempSite, check, main, sleep, freePort, request } from './harness.mjs';
import { floodThenDrain, classFlood } from './class_flood.mjs';
import { startCountingSink } from './outbox_flood.mjs';

const FLOOD_SECONDS = Number(process.env.OUTBOX_CLASSES_FLOOD_SECONDS ?? 20);

main(async () => {
  const site = tempSite();
  try {
    // The budget out of the way: the real lead competes with every class of the flood.
    const run = await floodThenDrain(process.argv[2], site.dir, { floodSeconds: FLOOD_SECONDS, env: { OUTBOX_VISITOR_MAILS_PER_HOUR: '1000000' } });
    console.log(`flood: ${JSON.stringify(run.flood)}; drain: ${run.received} mails in ${run.drainSeconds.toFixed(1)} s over ` +
                `${run.sessions} session(s); ${JSON.stringify(run.rates)}`);
    check(run.flood.guide + run.flood.newsletter >= 1000, `the flood stored ${run.flood.guide} guide requests and ${run.flood.newsletter} sign-ups`);
    check(run.status === 201, 'the real audit request is stored');
    check(run.delay !== null && run.delay <= 5000, `its notification accepted by the relay within 5 s (${run.delay} ms)`);
  } finally {
    site.cleanup();
  }

  // The budget: 4 visitor mails an hour; 6 guide requests and 3 sign-ups.
  const quiet = tempSite();
  const smtpPort = await freePort();
  const admin = await freePort();
  const sink = await startCountingSink(smtpPort);
  const server = await new Server(process.argv[2], quiet.dir, { TRUST_PROXY: '1', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
                                                               OUTBOX_VISITOR_MAILS_PER_HOUR: '4', ADMIN_PORT: String(admin) }).start();
  try {
    const stored = await classFlood(server.port, 60, { concurrency: 3, count: 9 });
    const requests = stored.guide + stored.newsletter;
    const visitorMails = requests;  // one each: the guide, or the sign-up's confirmation link
    const firmMails = stored.guide;
    for (const t0 = Date.now(); sink.received.length < firmMails + 4 && Date.now() - t0 < 10_000;) await sleep(50);
    await sleep(1000);  // anything over the budget would arrive now
    const toFirm = sink.received.filter((m) => m.replyTo).length;
    const toVisitors = sink.received.length - toFirm;
    check(requests >= 6, `${stored.guide} guide request(s) and ${stored.newsletter} sign-up(s) stored`);
    check(toFirm === firmMails, `every firm notification sent (${toFirm} of ${firmMails})`);
    check(toVisitors === 4, `visitor mails stop at the budget: ${toVisitors} of ${visitorMails} sent`);
    const metrics = (await request(admin, 'GET', '/metrics')).body;
    check(new RegExp(`^site_outbox_visitor_mails_waiting ${visitorMails - 4}$`, 'm').test(metrics) &&
          /^site_outbox_visitor_budget_reached 1$/m.test(metrics), 'GET /metrics: the budget reached, the mails waiting');
    // The command reads the service's settings (the same environment file in production).
    const report = execFileSync(process.argv[2], ['outbox', 'status', '--db', join(quiet.dir, 'leads.db')],
                                { encoding: 'utf8', env: { ...process.env, OUTBOX_VISITOR_MAILS_PER_HOUR: '4' } });
    check(report.includes(`visitor mail budget: 4 of 4 sent in the last hour, REACHED: ${visitorMails - 4} mail(s) to visitors wait`),
          `outbox status says so:\n${report}`);
  } finally {
    await server.kill();
    sink.close();
    quiet.cleanup();
  }
});
