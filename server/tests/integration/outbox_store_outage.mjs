// Issue 38, item 2: PostgreSQL stopped for 5 seconds while 1,000 mails are being sent. A sender
// that cannot record a send stops claiming and sending until the store answers, then records
// it: after the outage at most one message per sender arrives twice (same Message-ID), and every
// message arrives. Before, each failed record was dropped and its rows sent again once their lease
// ended (211 mails twice in the trial). The cluster is the test's own (throwaway_pg.mjs).
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';
import { startPostgres } from './throwaway_pg.mjs';
import { startSmtpSink, messageIds, duplicates } from './smtp_sink.mjs';

const LEADS = 500;  // two mails each: the firm's notification and the visitor's confirmation
const SENDERS = 8;
const OUTAGE_MS = 5000;

main(async () => {
  const pg = await startPostgres();
  const site = tempSite();
  const smtpPort = await freePort();
  let server;
  try {
    // The mails queue up while nothing sends them (the worker's next pass is an hour away).
    const intake = await new Server(process.argv[2], site.dir, { DATABASE_URL: pg.url, OUTBOX_POLL_MS: '3600000' }).start();
    await sleep(300);
    for (let i = 0; i < LEADS; i += 25) {
      const statuses = await Promise.all(Array.from({ length: 25 }, (_, k) => postLead(intake.port, blogAudit(`panne-${i + k}`)).then((r) => r.status)));
      if (statuses.some((s) => s !== 201)) throw new Error(`a lead was not stored: ${statuses}`);
    }
    await intake.kill();
    const expected = 2 * LEADS;

    // A relay taking 40 ms a mail: with 8 sessions, about 200 mails/s, so the outage falls mid-send.
    const sink = await startSmtpSink(smtpPort, { delayMs: 40 });
    server = await new Server(process.argv[2], site.dir, { DATABASE_URL: pg.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
                                                           OUTBOX_SENDERS: String(SENDERS) }).start();
    for (const t0 = Date.now(); sink.messages.length < 250 && Date.now() - t0 < 30_000;) await sleep(20);
    check(sink.messages.length >= 250 && sink.messages.length < expected, `sending under way (${sink.messages.length} received)`);
    pg.halt();
    const haltedAt = Date.now();
    const atHalt = sink.messages.length;
    await sleep(OUTAGE_MS);
    const duringOutage = sink.messages.length - atHalt;
    pg.start();
    console.log(`PostgreSQL stopped for ${Date.now() - haltedAt} ms; ${duringOutage} message(s) accepted by the relay meanwhile`);

    // Until every row is recorded sent: a send the worker failed to record is sent again once its
    // lease (30 s) ends, well after every message arrived once.
    const restartedAt = Date.now();
    const unsent = () => { try { return Number(pg.query("SELECT count(*) FROM outbox WHERE status <> 'sent'").trim()); } catch { return -1; } };
    while ((new Set(messageIds(sink.messages)).size < expected || unsent() !== 0) && Date.now() - restartedAt < 75_000) await sleep(250);
    await sleep(1000);  // anything sent twice would arrive now
    const distinct = new Set(messageIds(sink.messages)).size;
    const twice = duplicates(sink.messages);
    console.log(`${distinct} distinct of ${expected}, ${sink.messages.length} received in ${Date.now() - restartedAt} ms after the restart; ` +
                `${twice.length} sent more than once ${JSON.stringify(twice.slice(0, 10))}; ` +
                `${(server.log.match(/cannot record/g) ?? []).length} « cannot record » line(s)`);
    check(distinct === expected, `every one of the ${expected} mails delivered (${distinct})`);
    check(twice.every(([, n]) => n === 2) && twice.length <= SENDERS,
          `at most one duplicate per sender: ${twice.length} for ${SENDERS} senders`);
    check(duringOutage <= SENDERS, `no sender went on sending while the store was away (${duringOutage} accepted meanwhile)`);
    check(unsent() === 0, `every row recorded sent (${unsent()} not)`);
    sink.close();
  } catch (e) {
    if (server) console.log(`server log (last lines):\n${server.log.split('\n').slice(-20).join('\n')}`);
    throw e;
  } finally {
    await server?.kill();
    pg.stop();
    site.cleanup();
  }
});
