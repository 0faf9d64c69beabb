// The SMTP transport against a real TLS server on loopback, with a self-signed certificate made
// here: STARTTLS delivery with the test CA configured (SMTP_CA_FILE), refusal without it
// (verification on: the system's authorities do not know this certificate), and smtps://.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';
import { startSmtpSink } from './smtp_sink.mjs';

const status = (server) => Object.fromEntries(server.cli('outbox', 'status').split('\n')
  .filter((l) => /^(pending|sent|failed) \d+$/.test(l)).map((l) => { const [k, v] = l.split(' '); return [k, Number(v)]; }));

// A lead, then wait until the sink holds `expected` messages (or ~10 s pass).
async function deliver(url, credentials, { implicit = false, ca = null } = {}) {
  const site = tempSite();
  const port = Number(new URL(url).port);
  const sink = await startSmtpSink(port, { tls: credentials, implicit });
  const server = await new Server(process.argv[2], site.dir, {
    SMTP_URL: url, OUTBOX_RETRY_BASE_MS: '200', OUTBOX_MAX_ATTEMPTS: '100', ...(ca ? { SMTP_CA_FILE: ca } : {}),
  }).start();
  check((await postLead(server.port, blogAudit(1))).status === 201, `${url}: lead stored`);
  for (let i = 0; i < 100 && sink.messages.length < 2 && (ca || sink.tlsErrors.length < 2); i++) await sleep(100);
  const outbox = status(server);
  await server.kill();
  sink.close();
  site.cleanup();
  return { sink, outbox, log: server.log };
}

main(async () => {
  const certs = tempSite();
  const key = join(certs.dir, 'key.pem'), cert = join(certs.dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  const credentials = { key: readFileSync(key), cert: readFileSync(cert) };

  const trusted = await deliver(`smtp://127.0.0.1:${await freePort()}`, credentials, { ca: cert });
  check(trusted.sink.messages.length === 2, `STARTTLS with the test CA: ${trusted.sink.messages.length} of 2 messages delivered`);
  check(trusted.sink.messages.every((m) => m.secure), 'every message travelled inside TLS');
  check(trusted.outbox.sent >= 2 && !trusted.outbox.pending, `outbox shows them sent (${JSON.stringify(trusted.outbox)})`);

  const untrusted = await deliver(`smtp://127.0.0.1:${await freePort()}`, credentials);
  check(untrusted.sink.messages.length === 0, 'without the CA nothing is delivered');
  check(untrusted.sink.tlsErrors.length > 0, `the client refused the handshake (${untrusted.sink.tlsErrors[0]})`);
  check(untrusted.outbox.pending === 2, `the notifications stay pending for a retry (${JSON.stringify(untrusted.outbox)})`);
  check(/certificate/i.test(untrusted.log), 'the log names the certificate problem');

  const implicit = await deliver(`smtps://127.0.0.1:${await freePort()}`, credentials, { implicit: true, ca: cert });
  check(implicit.sink.messages.length === 2 && implicit.sink.messages.every((m) => m.secure), 'smtps:// (implicit TLS) delivers');

  const implicitUntrusted = await deliver(`smtps://127.0.0.1:${await freePort()}`, credentials, { implicit: true });
  check(implicitUntrusted.sink.messages.length === 0 && implicitUntrusted.sink.tlsErrors.length > 0, 'smtps:// without the CA is refused too');
  certs.cleanup();
});
