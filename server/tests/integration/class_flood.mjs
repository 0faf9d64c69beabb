// Issue 38, item 1, shared by the integration test (outbox_classes.mjs) and bench/outbox: a flood
// of guide requests and newsletter sign-ups from many addresses (each post from an IPv4 address
// and a mailbox of its own), then the drain of its mails into a relay taking 100 ms a mail while
// a real audit request comes in. Node built-ins only.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Server, sleep, freePort } from './harness.mjs';
import { startCountingSink } from './outbox_flood.mjs';

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'forms', 'catalog.json'), 'utf8'));
const form = (id) => catalog.forms.find((f) => f.id === id);
// The guide form (the lead form with a download) and a newsletter form, from the catalog.
const guideForm = catalog.forms.find((f) => f.kind === 'lead' && f.download);
const newsletterForm = catalog.forms.filter((f) => f.kind === 'newsletter').sort((a, b) => a.fields.length - b.fields.length)[0];
const guideChoices = catalog.optionSets[guideForm.fields.find((f) => f.name === guideForm.download.field).optionSet].map((o) => o.value);

// Fills every required field of `f` for the mailbox `email` (checkboxes on, first option).
function fill(f, email, n) {
  const fields = { form: f.id };
  for (const field of f.fields) {
    if (field.type === 'email') fields[field.name] = email;
    else if (field.name === guideForm.download?.field && f === guideForm) fields[field.name] = guideChoices[n % guideChoices.length];
    else if (!field.required) continue;
    else if (field.type === 'checkbox') fields[field.name] = 'on';
    else if (field.type === 'tel') fields[field.name] = '514-555-0101';
    else if (field.type === 'select') fields[field.name] = (field.options ?? catalog.optionSets[field.optionSet])[0].value;
    else fields[field.name] = 'Visiteur';
  }
  return fields;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
export function postFrom(port, path, fields, forwardedFor) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(new URLSearchParams(fields).toString());
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'Content-Length': data.length,
                 'X-Forwarded-For': forwardedFor } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

const ipv4 = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

// Posts guide requests and newsletter sign-ups, two of one for one of the other, from a new
// address each, for `seconds` (or `count` posts). Returns how many of each were stored.
export async function classFlood(port, seconds, { concurrency = 32, count = Infinity } = {}) {
  const stored = { guide: 0, newsletter: 0, refused: 0 };
  const until = Date.now() + seconds * 1000;
  let next = 1;
  const lane = async () => {
    while (Date.now() < until && next <= count) {
      const n = next++;
      const newsletter = n % 3 === 0;
      const email = `${newsletter ? 'infolettre' : 'guide'}-${n}@flood.example.org`;
      const status = await postFrom(port, newsletter ? newsletterForm.endpoint : guideForm.endpoint,
                                    fill(newsletter ? newsletterForm : guideForm, email, n), ipv4(n));
      if (status === 201) stored[newsletter ? 'newsletter' : 'guide']++;
      else stored.refused++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return stored;
}

// The class of a mail the sink received, from its addresses: the firm's notifications are sent to
// the firm with the visitor in Reply-To.
export function mailClass(message, realEmail) {
  const visitor = message.to[0]?.replace(/[<>]/g, '') ?? '';
  if (message.replyTo === realEmail) return 'audit request (class 1)';
  if (message.replyTo) return 'guide request to the firm (class 2)';
  if (visitor.startsWith('guide-')) return 'guide to the visitor (class 3)';
  if (visitor.startsWith('infolettre-')) return 'newsletter opt-in (class 4)';
  return 'other';
}

export const realAudit = () => {
  const f = form('audit-blogue') ?? catalog.forms.find((x) => x.kind === 'lead' && !x.download);
  return fill(f, 'cliente.reelle@cpe-soleil.ca', 0);
};

// The whole scenario: the flood posted with the outbox idle, then a server draining it into a
// relay taking `relayMs` a mail; `realAfterMs` into the drain a real audit request is posted.
// Returns the flood's counts, the real notification's delay (ms, null if not received within
// `waitMs`), and each class's mails/s over the drain so far.
// `drainSeconds`: how long the drain is watched at least (the rates of the classes served later).
export async function floodThenDrain(binary, siteDir, { floodSeconds = 20, relayMs = 100, realAfterMs = 3000, waitMs = 30_000, drainSeconds = 0,
                                                       env = {} } = {}) {
  const servers = [];
  const serve = (extra) => { const s = new Server(binary, siteDir, { TRUST_PROXY: '1', ...env, ...extra }); servers.push(s); return s.start(); };
  const smtpPort = await freePort();
  let sink;
  try {
    const intake = await serve({ OUTBOX_POLL_MS: '3600000' });
    await sleep(300);  // past the worker's first (empty) pass
    const flood = await classFlood(intake.port, floodSeconds);
    await intake.kill();
    sink = await startCountingSink(smtpPort, { delayMs: relayMs });
    const drainStart = Date.now();
    const server = await serve({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await sleep(Math.max(0, realAfterMs - (Date.now() - drainStart)));
    const real = realAudit();
    const posted = Date.now();
    const status = await postFrom(server.port, '/api/audit', real, '198.51.100.7');
    let arrival;
    while (!(arrival = sink.received.find((m) => m.replyTo === real.email)) && Date.now() - posted < waitMs) await sleep(10);
    await sleep(Math.max(0, drainStart + drainSeconds * 1000 - Date.now()));
    const watched = (Date.now() - drainStart) / 1000;
    // Each class's rate while it was being sent: its mails over the time from its first to its last.
    const perClass = {};
    for (const m of sink.received) {
      const c = (perClass[mailClass(m, real.email)] ??= { mails: 0, first: m.at, last: m.at });
      c.mails++;
      c.last = m.at;
    }
    const rates = Object.fromEntries(Object.entries(perClass).map(([k, c]) => [k, {
      mails: c.mails, seconds: (c.last - c.first) / 1000, perSecond: c.mails > 1 ? (c.mails - 1) / ((c.last - c.first) / 1000) : null }]));
    return { flood, status, delay: arrival ? arrival.at - posted : null, received: sink.received.length, sessions: sink.sessions.opened,
             drainSeconds: watched, rates, log: server.log };
  } finally {
    for (const s of servers) if (s.child && s.child.exitCode === null) await s.kill();
    sink?.close();
  }
}
