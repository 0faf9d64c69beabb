// The outbox after a crash: the SMTP sink SIGKILLs the server as its 4th message begins, i.e.
// right after it accepted the 3rd. Restarted, the server must deliver every notification, each
// sender's messages at most twice (each send is recorded as soon as the sink accepted it, before
// that sender sends again: killed, each can have one message accepted and not recorded), and at
// once (its own claimed rows are reclaimed on start, not left to a long lease), within a minute.
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';
import { startSmtpSink, messageIds, duplicates } from './smtp_sink.mjs';

const LEADS = 5;  // two e-mails each (firm + visitor): one full batch of 10

main(async () => {
  const site = tempSite();
  // Leads stored while the worker sleeps: at the next start its first pass claims them all at once.
  const intake = await new Server(process.argv[2], site.dir, { OUTBOX_POLL_MS: '3600000' }).start();
  await sleep(300);  // past the worker's first (empty) pass
  for (let i = 0; i < LEADS; i++) check((await postLead(intake.port, blogAudit(i))).status === 201, `lead ${i} stored`);
  await intake.kill();

  const smtpPort = await freePort();
  // One sender, plus the one that sends only the firm's notifications of requests (issue 38):
  // two sessions, so two messages at most may be accepted and not yet recorded when killed.
  const SENDERS = 2;
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_SENDERS: '1' };
  const server = new Server(process.argv[2], site.dir, env);
  let killed = false;
  const sink = await startSmtpSink(smtpPort, {
    onMailFrom: (accepted) => {
      if (accepted < 3 || killed) return undefined;
      killed = true;
      server.child.kill('SIGKILL');
      return 'drop';
    },
  });
  // On a busy machine the worker can send its three messages before /healthz first answers: the
  // kill then lands inside start(), which is the crash this test wants anyway.
  await server.start().catch((e) => { if (!killed) throw e; });
  const { signal } = await server.exited;
  check(signal === 'SIGKILL' && sink.messages.length >= 3 && sink.messages.length <= 2 + SENDERS,
        `server killed after the sink accepted ${sink.messages.length} messages`);
  const beforeKill = sink.messages.length;

  const restartedAt = Date.now();
  await server.start();  // same port, so the same instance id
  const expected = LEADS * 2;
  while (new Set(messageIds(sink.messages)).size < expected && Date.now() - restartedAt < 60_000) await sleep(100);
  const elapsed = Date.now() - restartedAt;
  await sleep(1500);  // anything sent twice would arrive now
  const twice = duplicates(sink.messages);
  console.log(`after restart: ${new Set(messageIds(sink.messages)).size} distinct of ${expected} in ${elapsed} ms; ` +
              `${sink.messages.length} received; duplicates ${twice.length} ${JSON.stringify(twice)}`);
  check(new Set(messageIds(sink.messages)).size === expected, `all ${expected} notifications delivered within a minute of the restart`);
  check(twice.length <= SENDERS && twice.every(([, n]) => n === 2) && sink.messages.length === expected + twice.length,
        `at most one message per sender delivered twice (${twice.length}, ${beforeKill} accepted before the kill)`);
  await server.kill();
  sink.close();
  site.cleanup();
});
