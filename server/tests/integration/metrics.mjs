// GET /metrics on the loopback admin port (ADMIN_PORT) of the real server: requests by status, the
// latency histogram, leads stored, outbox pending and failed, bot posts flagged (quarantined) and
// posts refused by the rate limiter, each checked against what this test did.
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import { Server, tempSite, postLead, blogAudit, request, check, main, sleep, freePort } from './harness.mjs';

const parse = (text) => {
  const values = new Map();
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) values.set(m[1], Number(m[2]));
  }
  return values;
};

const connects = (host, port) => new Promise((resolve) => {
  const s = net.connect({ host, port }, () => { s.destroy(); resolve(true); });
  s.on('error', () => resolve(false));
});

main(async () => {
  const site = tempSite();
  const adminPort = await freePort();
  const server = await new Server(process.argv[2], site.dir, {
    ADMIN_PORT: String(adminPort), RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1',
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, OUTBOX_MAX_ATTEMPTS: '1',  // nothing listens: each e-mail fails once, for good
  }).start();
  const scrape = async () => {
    const res = await request(adminPort, 'GET', '/metrics');
    check(res.status === 200 && res.headers['content-type'].startsWith('text/plain; version=0.0.4'), 'GET /metrics answers in the Prometheus text format');
    return { text: res.body, m: parse(res.body) };
  };
  const before = (await scrape()).m;

  for (let i = 0; i < 3; i++) check((await request(server.port, 'GET', '/')).status === 200, `GET / ${i}`);
  for (let i = 0; i < 2; i++) check((await request(server.port, 'GET', '/nope')).status === 404, `GET /nope ${i}`);
  for (let i = 0; i < 2; i++) check((await postLead(server.port, blogAudit(i))).status === 201, `lead ${i} stored`);
  check((await postLead(server.port, { ...blogAudit(9), website: 'http://spam.example' })).status === 201, 'a honeypot post looks accepted');
  check((await postLead(server.port, blogAudit(3))).status === 429, 'the fourth post from one address is rate-limited');
  check((await request(server.port, 'GET', '/metrics')).status === 404, 'the public port does not serve /metrics');

  let m, text;
  // The worker fails the 4 e-mails of the 2 leads, and the honeypot post's « Confirmez votre
  // demande » to its sender (issue 28.3).
  for (let i = 0; i < 50; i++) {
    ({ m, text } = await scrape());
    if (m.get('site_outbox_messages{status="failed"}') === 5) break;
    await sleep(100);
  }
  const delta = (key) => (m.get(key) ?? 0) - (before.get(key) ?? 0);
  console.log(text);
  check(delta('site_http_requests_total{status="200"}') === 3, 'three 200s counted');
  check(delta('site_http_requests_total{status="404"}') === 3, 'three 404s counted (/metrics on the public port included)');
  check(delta('site_http_requests_total{status="201"}') === 3, 'three 201s counted');
  check(delta('site_http_requests_total{status="429"}') === 1, 'one 429 counted');
  const total = [...m].filter(([k]) => k.startsWith('site_http_requests_total{')).reduce((a, [, v]) => a + v, 0);
  check(m.get('site_http_request_duration_seconds_count') === total, `the histogram counts every request (${total})`);
  const buckets = [...m].filter(([k]) => k.startsWith('site_http_request_duration_seconds_bucket')).map(([, v]) => v);
  check(buckets.length === 14 && buckets.every((v, i) => i === 0 || v >= buckets[i - 1]) && buckets.at(-1) === total,
    'latency buckets are cumulative and end at +Inf = count');
  check(m.get('site_http_request_duration_seconds_sum') > 0, 'latency sum recorded');
  check(m.get('site_leads_stored') === 2, 'two leads stored');
  check(m.get('site_outbox_messages{status="failed"}') === 5 && m.get('site_outbox_messages{status="pending"}') === 0,
    'outbox: 5 failed, 0 pending');
  check(/failed 5/.test(server.cli('outbox', 'status')), 'the CLI agrees on the failed e-mails');
  check(m.get('site_posts_quarantined_total') === 1, 'one bot post counted as quarantined');
  check(m.get('site_quarantine_rows') === 1, 'the quarantine table holds it');
  check(m.get('site_posts_rate_limited_total') === 1, 'one rate-limited post counted');
  check(m.get('site_store_up') === 1, 'store readable');

  const external = Object.values(networkInterfaces()).flat().find((a) => a.family === 'IPv4' && !a.internal);
  if (external) check(!(await connects(external.address, adminPort)), `the admin port refuses ${external.address} (loopback only)`);
  check((await request(adminPort, 'GET', '/')).status === 404, 'the admin port serves nothing else');

  // Issue 28.5: several clients at once. Twenty connections that say nothing must not hold up a
  // scrape (each used to get the admin thread for its 2 s deadline in turn: 36 s measured).
  const silent = await Promise.all(Array.from({ length: 20 }, () => new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: adminPort }, () => resolve(s));
    s.on('error', () => resolve(s));
  })));
  const started = Date.now();
  const during = await Promise.race([request(adminPort, 'GET', '/metrics'), sleep(10000).then(() => ({ status: 0 }))]);
  const waited = Date.now() - started;
  for (const s of silent) s.destroy();
  check(during.status === 200 && waited < 1000, `a scrape beside 20 silent admin connections is answered at once (${waited} ms)`);
  await server.kill();

  const plain = await new Server(process.argv[2], site.dir, { ADMIN_PORT: '' }).start();
  check(!(await connects('127.0.0.1', adminPort)), 'without ADMIN_PORT there is no admin listener');
  await plain.kill();
  site.cleanup();
});
