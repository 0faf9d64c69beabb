// Issue 28, items 1 and 2, against the real server, SQLite and a loopback SMTP sink:
// - a real lead's notification leaves within 5 s while more than 20,000 mails from a flood (one
//   IPv6 /64 behind the proxy, rotating addresses) are queued: the firm's notifications go first
//   and sources take turns (first in, first out kept it behind the whole flood);
// - configured addresses with capitals and a display name (LEADS_NOTIFY_TO, MAIL_FROM) are
//   normalised, not refused: the notification reaches ventes@… with « Ventes » in its To header;
// - a transport that fails shows in /healthz (degraded, notifications failing), in /metrics and
//   in an error line of the log.
import { Server, tempSite, check, main, sleep, freePort, request } from './harness.mjs';
import { startCountingSink, flood, postFrom, pendingRows } from './outbox_flood.mjs';
import { join } from 'node:path';

const FLOOD_LEADS = Number(process.env.OUTBOX_FLOOD_LEADS ?? 10_000);  // two mails each: the firm's notification and the visitor's confirmation

main(async () => {
  const site = tempSite();
  const smtpPort = await freePort();
  let realMessage = '';
  const real = { form: 'audit-blogue', name: 'Cliente Réelle', company: 'CPE Soleil', email: 'cliente.reelle@cpe-soleil.ca',
                 phone: '514-555-0199', city: 'laval', sector: 'medical', confidentialite: 'on', page: '/blog' };
  const env = { TRUST_PROXY: '1', LEADS_NOTIFY_TO: 'Ventes <Ventes@Conformite-Reelle.ca>', MAIL_FROM: 'Site@Conformite-Reelle.ca' };
  // The flood's mails queue up while nothing can send them (the worker's next pass is an hour away).
  const intake = await new Server(process.argv[2], site.dir, { ...env, OUTBOX_POLL_MS: '3600000' }).start();
  const started = Date.now();
  const statuses = await flood(intake.port, FLOOD_LEADS, { concurrency: 64 });
  check(statuses.get(201) === FLOOD_LEADS, `flood of ${FLOOD_LEADS} leads stored in ${Date.now() - started} ms (${JSON.stringify([...statuses])})`);
  await intake.kill();

  const sink = await startCountingSink(smtpPort, { onMessage: (m, data) => { if (m.replyTo === real.email) realMessage = data; } });
  const server = await new Server(process.argv[2], site.dir, { ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: '200' }).start();
  try {
    // The flood goes on while the real lead comes in.
    const more = flood(server.port, 2000, { concurrency: 32, tag: 'encore' });
    await sleep(500);
    const pending = pendingRows(join(site.dir, 'leads.db'));
    const before = sink.received.length;
    const posted = Date.now();
    check(await postFrom(server.port, real, '198.51.100.7') === 201, 'the real lead is stored');
    let arrival;
    while (!(arrival = sink.received.find((m) => m.replyTo === real.email)) && Date.now() - posted < 30_000) await sleep(10);
    const latency = arrival ? arrival.at - posted : Infinity;
    console.log(`${pending} mails pending when the real lead was posted; its notification after ${latency} ms, ` +
                `${arrival ? sink.received.indexOf(arrival) - before : '?'} flood mail(s) sent meanwhile`);
    check(pending >= 2 * FLOOD_LEADS, `at least ${2 * FLOOD_LEADS} mails queued by the flood (${pending})`);
    check(latency <= 5000, `the real lead's notification left within 5 s (${latency} ms)`);
    check(arrival.to.length === 1 && arrival.to[0] === '<ventes@conformite-reelle.ca>', `sent to the normalised address (${arrival.to})`);
    check(arrival.from === '<site@conformite-reelle.ca>', `sent from the normalised MAIL_FROM (${arrival.from})`);
    check(/^To: Ventes <ventes@conformite-reelle\.ca>\r?$/m.test(realMessage), 'the display name is kept in the To header');
    const health = JSON.parse((await request(server.port, 'GET', '/healthz')).body);
    check(health.notifications?.status === 'ok', `healthz: notifications ${JSON.stringify(health.notifications)}`);
    await more;
    check(sink.sessions.opened <= 16, `SMTP sessions reused: ${sink.sessions.opened} for ${sink.received.length} messages`);
  } catch (e) {
    console.log(`server log (last lines):\n${server.log.split('\n').slice(-30).join('\n')}`);
    console.log(`sink received ${sink.received.length} in ${sink.sessions.opened} session(s)`);
    throw e;
  } finally {
    await server.kill();
    sink.close();
    site.cleanup();
  }

  // A transport that refuses: nothing listens on the SMTP port.
  const dead = await freePort();
  const admin = await freePort();
  const quiet = tempSite();
  const failing = await new Server(process.argv[2], quiet.dir,
                                   { SMTP_URL: `smtp://127.0.0.1:${dead}`, OUTBOX_POLL_MS: '100', ADMIN_PORT: String(admin) }).start();
  try {
    check(await postFrom(failing.port, real, '198.51.100.7') === 201, 'a lead is stored while the transport is down');
    const until = Date.now() + 20_000;
    let health;
    do {
      await sleep(100);
      health = JSON.parse((await request(failing.port, 'GET', '/healthz')).body);
    } while (health.notifications?.status !== 'failing' && Date.now() < until);
    check(health.status === 'degraded' && health.notifications.status === 'failing' && health.notifications.since,
          `healthz says notifications are failing: ${JSON.stringify(health)}`);
    check(/notifications are FAILING/.test(failing.log), 'an error line in the log');
    const metrics = (await request(admin, 'GET', '/metrics')).body;
    check(/^site_notifications_failing 1$/m.test(metrics), 'GET /metrics: site_notifications_failing 1');
  } finally {
    await failing.kill();
    quiet.cleanup();
  }
});
