// SMTP down while leads arrive: leads stored, notifications pending. SMTP back: each delivered once.
// A CRM webhook receiver checks the signature of every submission it gets.
import http from 'node:http';
import { verify } from '../../../deploy/webhook-receiver.mjs';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';
import { startSmtpSink } from './smtp_sink.mjs';

const status = (server) => Object.fromEntries(server.cli('outbox', 'status').split('\n')
  .filter((l) => /^(pending|sent|failed) \d+$/.test(l)).map((l) => { const [k, v] = l.split(' '); return [k, Number(v)]; }));

main(async () => {
  const site = tempSite();
  const smtpPort = await freePort();  // nothing listens there yet
  const hooks = [];
  const receiver = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      hooks.push({ body: JSON.parse(body), signed: verify(req.headers, body, 'k3y').ok });
      res.writeHead(204).end();
    });
  });
  const hookPort = await freePort();
  await new Promise((r) => receiver.listen(hookPort, '127.0.0.1', r));
  const server = await new Server(process.argv[2], site.dir, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_RETRY_BASE_MS: '200', OUTBOX_MAX_ATTEMPTS: '100',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`, LEADS_WEBHOOK_SECRET: 'k3y',
  }).start();
  const leads = 10, signups = 3;
  for (let i = 0; i < leads; i++) check((await postLead(server.port, blogAudit(i))).status === 201, `lead ${i} stored`);
  for (let i = 0; i < signups; i++) {
    const res = await postLead(server.port, { form: 'infolettre-blogue', email: `abonne${i}@example.com` }, { path: '/api/newsletter' });
    check(res.status === 201, `newsletter signup ${i} stored`);
  }
  // Each sign-up is mailed its confirmation request; its webhook waits for the confirmation.
  const expected = leads * 2 + signups;
  const webhooks = leads;
  // Wait for the worker's first passes: webhooks delivered, e-mails failed against the closed port.
  for (let i = 0; i < 100 && hooks.length < webhooks; i++) await sleep(100);
  await sleep(300);
  const down = status(server);
  check(down.pending === expected && down.sent === webhooks, `SMTP down: ${down.pending} e-mails pending, only the ${down.sent} webhooks sent`);
  check(hooks.length === webhooks && hooks.every((h) => h.signed), `${hooks.length} webhooks received, every signature valid`);
  check(hooks.some((h) => h.body.form === 'audit-blogue' && h.body.fields.city === 'laval'), 'webhook carries the fields');

  const sink = await startSmtpSink(smtpPort);
  for (let i = 0; i < 100 && sink.messages.length < expected; i++) await sleep(100);
  await sleep(1000);  // anything sent twice would arrive now
  const up = status(server);
  const ids = new Set(sink.messages.map((m) => /^Message-ID: (.*)$/m.exec(m.data)?.[1]));
  console.log(`sink received ${sink.messages.length} messages, ${ids.size} distinct; outbox ${JSON.stringify(up)}`);
  check(sink.messages.length === expected, `all ${expected} notifications delivered`);
  check(ids.size === expected, 'each delivered exactly once');
  check(up.sent === expected + webhooks && !up.pending, 'outbox shows every row sent');
  check(hooks.length === webhooks, 'no webhook sent twice');
  receiver.close();
  const recipients = sink.messages.map((m) => m.to[0]);
  check(recipients.filter((r) => r === '<info@example.com>').length === leads, 'one firm notification per lead');
  check(sink.messages.filter((m) => /^Subject: .*\r?$/m.test(m.data) && m.to[0].startsWith('<abonne')).length === signups,
    'one confirmation request per sign-up');
  sink.close();
  await server.kill();
  site.cleanup();
});
