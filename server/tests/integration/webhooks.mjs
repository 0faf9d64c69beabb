// The CRM webhook (issue 27): signed in the Standard Webhooks scheme and checked by the receiver
// example shipped in deploy/ (deploy/webhook-receiver.mjs). A delivery verifies; the same request
// replayed later than the tolerance, with a forged timestamp or an altered body is refused; a
// retry keeps its webhook-id. `privacy erase` sends a signed lead.erased naming the lead, and
// lists the Message-IDs of the mails already delivered about the person.
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verify, createHandler, TOLERANCE_SECONDS } from '../../../deploy/webhook-receiver.mjs';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, freePort } from './harness.mjs';


main(async () => {
  const secret = `whsec_${Buffer.from('a key of 24 random bytes').toString('base64')}`;
  const site = tempSite();
  const raw = [];       // every request as it arrived
  const events = [];    // what the receiver example accepted
  const handle = createHandler(secret, (event, id) => events.push({ event, id }));
  let failFirst = true;
  const front = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      raw.push({ headers: { ...req.headers }, body });
      if (failFirst) {  // the CRM is down for the first delivery: the outbox retries it
        failFirst = false;
        res.writeHead(503).end();
        return;
      }
      const { status } = handle(req.headers, body);
      res.writeHead(status).end();
    });
  });
  const port = await freePort();
  await new Promise((r) => front.listen(port, '127.0.0.1', r));
  const server = await new Server(process.argv[2], site.dir, {
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LEADS_WEBHOOK_SECRET: secret, OUTBOX_RETRY_BASE_MS: '200',
  }).start();

  const zoe = { ...blogAudit(1), email: 'zoe@example.com' };
  const posted = await postLead(server.port, zoe);
  check(posted.status === 201, 'a lead is stored');
  for (let i = 0; i < 100 && events.length < 1; i++) await sleep(100);
  check(events.length === 1 && events[0].event.email === 'zoe@example.com', 'the receiver example verified and accepted the lead webhook');
  check(raw.length === 2 && raw[0].headers['webhook-id'] === raw[1].headers['webhook-id'],
        `a retry keeps its webhook-id (${raw.map((r) => r.headers['webhook-id']).join(', ')})`);
  check(/^v1,[A-Za-z0-9+/]+=*$/.test(raw[1].headers['webhook-signature']), `signature header: ${raw[1].headers['webhook-signature']}`);
  check(/^\d+$/.test(raw[1].headers['webhook-timestamp']) &&
        Math.abs(Number(raw[1].headers['webhook-timestamp']) - Date.now() / 1000) < 60, 'the timestamp is the time of sending');

  // A captured delivery, replayed: refused once older than the tolerance, and no forging of a
  // fresh timestamp or of the body without the key.
  const { headers, body } = raw[1];
  const sent = Number(headers['webhook-timestamp']);
  check(verify(headers, body, secret, sent + 5).ok, 'the captured delivery verifies at its time');
  check(!verify(headers, body, secret, sent + TOLERANCE_SECONDS + 60).ok, 'replayed 6 minutes later, it is refused');
  const now = String(Math.floor(Date.now() / 1000) + TOLERANCE_SECONDS + 60);
  check(!verify({ ...headers, 'webhook-timestamp': now }, body, secret, Number(now)).ok, 'with a fresh timestamp forged, it is refused');
  check(!verify(headers, Buffer.from(body.toString().replace('zoe@', 'eve@')), secret, sent).ok, 'with an altered body, it is refused');
  check(!verify(headers, body, 'another secret', sent).ok, 'under another secret, it is refused');
  const replay = await new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/hook', headers }, (res) => resolve(res.statusCode));
    req.end(body);
  });
  check(replay === 204 && events.length === 1, 'the same message delivered again now is acknowledged but not processed twice');

  // Erasure: the lead.erased webhook, and the delivered mails the erasure cannot reach.
  for (let i = 0; i < 100 && !/^sent 3$/m.test(server.cli('outbox', 'status')); i++) await sleep(100);
  const emlIds = readdirSync(join(site.dir, 'outbox')).filter((f) => f.endsWith('.eml'))
    .map((f) => /^Message-ID: <(.*)>\r?$/m.exec(readFileSync(join(site.dir, 'outbox', f), 'utf8'))[1]).sort();
  // The operator's command reads the same settings as the service (the environment file).
  const erased = execFileSync(process.argv[2], ['privacy', 'erase', '--email', 'Zoe@Example.com', '--db', join(site.dir, 'leads.db')],
    { encoding: 'utf8', env: { ...process.env, LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LEADS_WEBHOOK_SECRET: secret } });
  console.log(erased.trim());
  const listed = [...erased.matchAll(/<([^>]+)>/g)].map((m) => m[1]).sort();
  check(emlIds.length === 2 && JSON.stringify(listed) === JSON.stringify(emlIds),
        `erase lists the Message-IDs of the ${emlIds.length} delivered mails (${listed.join(', ')})`);
  check(/lead\.erased webhook/.test(erased), 'erase says the CRM is told');
  for (let i = 0; i < 100 && events.length < 2; i++) await sleep(100);
  const gone = events[1]?.event;
  check(gone?.type === 'lead.erased' && gone.data.lead_ids.length === 1 && gone.data.lead_ids[0] === events[0].event.id,
        `a verified lead.erased webhook names the erased lead (${JSON.stringify(gone)})`);
  check(!JSON.stringify(gone).includes('zoe'), 'it carries no address');
  await server.kill();
  front.close();
  site.cleanup();
});

