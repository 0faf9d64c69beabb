// Hostile inputs against the running server: each a clear 4xx or safe storage, never a 5xx,
// and the server keeps serving.
import net from 'node:net';
import { Server, tempSite, postLead, blogAudit, request, check, main, sleep } from './harness.mjs';

function rawText(port, text) {  // a hand-written request, for what http.request refuses to send
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.end(text));
    let out = '';
    s.on('data', (d) => { out += d; });
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
  });
}
const raw = async (port, text) => Number(/^HTTP\/1\.1 (\d+)/.exec(await rawText(port, text))?.[1] ?? 0);

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const p = server.port;
  const statuses = [];
  const expect = (status, want, what) => { statuses.push(status); check(status === want, `${what}: ${status}`); };

  expect((await postLead(p, { ...blogAudit(1), message: 'x'.repeat(20000) })).status, 413, 'oversized body');
  expect((await postLead(p, blogAudit(2), { contentType: 'text/plain' })).status, 415, 'wrong content type');
  expect((await request(p, 'POST', '/api/audit', { body: Buffer.concat([Buffer.from('form=audit-blogue&name='), Buffer.from([0xff, 0xfe, 0xc3])]),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' } })).status, 422, 'invalid UTF-8');
  expect((await postLead(p, { ...blogAudit(3), city: 'atlantis' })).status, 422, 'unknown enum value');
  expect((await postLead(p, blogAudit(4), { contentType: 'application/json', headers: {} , json: true })).status, 201, 'JSON body');
  expect((await request(p, 'POST', '/api/audit', { body: '{"form":', headers: { 'Content-Type': 'application/json' } })).status, 400, 'malformed JSON');
  expect((await postLead(p, blogAudit(5), { headers: { Origin: 'https://evil.example' } })).status, 403, 'foreign origin');
  const crlf = await postLead(p, { ...blogAudit(6), name: 'Jean\r\nBcc: victim@evil.example' });
  expect(crlf.status, 201, 'CR/LF in the name stored');
  expect((await postLead(p, { form: 'audit', name: 'Robert\'); DROP TABLE leads;--', company: '" OR 1=1 --', email: 'sql@example.com',
    phone: '5145551234', confidentialite: 'on', message: '<script>alert(1)</script>' })).status, 201, 'SQL metacharacters and <script> stored');
  expect((await request(p, 'GET', '/desabonnement?token=%27%20OR%201=1--')).status, 303, 'forged unsubscribe token');
  expect(await raw(p, 'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, 'path traversal');
  expect(await raw(p, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\nConnection: close\r\n\r\n`), 431, 'oversized headers');
  expect(await raw(p, 'BLAH\r\n\r\n'), 400, 'garbage request line');
  expect(await raw(p, 'POST /api/audit HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\nContent-Type: application/json\r\n\r\n{'), 413, 'huge Content-Length');

  // Refused from its Content-Length alone, yet answered in the API's format and logged by name.
  const huge = await rawText(p, 'POST /api/audit?email=x@y.ca HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n' +
    'Content-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{');
  check(/^HTTP\/1\.1 413/.test(huge) && /content-type: application\/json/i.test(huge), 'huge Content-Length with Accept JSON: 413 in JSON');
  check(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4)).message === 'Requête trop volumineuse.', '413 message in French');
  // The access log is written by a background thread: wait for the line rather than a fixed time.
  for (let i = 0; i < 100 && !/POST \/api\/audit 413/.test(server.log); i++) await sleep(50);
  check(/POST \/api\/audit 413/.test(server.log), '413 logged with method and path');

  check(statuses.every((s) => s < 500 && s > 0), 'no 5xx');
  check((await request(p, 'GET', '/healthz')).status === 200, 'server still serving /healthz');
  check((await request(p, 'GET', '/')).status === 200, 'server still serving pages');

  const exported = JSON.parse(server.cli('privacy', 'export', '--email', 'sql@example.com'));
  check(exported.leads[0].fields.name === 'Robert\'); DROP TABLE leads;--', 'SQL metacharacters stored verbatim');
  check(exported.leads[0].fields.message === '<script>alert(1)</script>', '<script> stored as text');
  const named = JSON.parse(server.cli('privacy', 'export', '--email', 'visiteur6@example.com'));
  check(named.leads[0].fields.name === 'Jean  Bcc: victim@evil.example', 'CR/LF stripped from the name');
  await server.kill();
  site.cleanup();
});
