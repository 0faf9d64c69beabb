// A minimal receiver of the site's webhooks (lead.created and lead.erased), for a CRM or a
// script of the firm's: it checks the Standard Webhooks signature (https://www.standardwebhooks.com)
// and refuses old or future timestamps, so a captured request cannot be replayed later. Node
// built-ins only; `verify` is what a receiver in another framework would copy.
//
//   WEBHOOK_SECRET='same as LEADS_WEBHOOK_SECRET' PORT=9300 node deploy/webhook-receiver.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

// How far webhook-timestamp may be from the receiver's clock, either way.
export const TOLERANCE_SECONDS = 5 * 60;

// The HMAC key: a "whsec_…" secret stands for its base64-decoded bytes; any other is used as is.
export function signingKey(secret) {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

// headers: lower-case names (as Node gives them); body: the raw bytes, before any JSON parsing.
// Returns { ok: true, id } or { ok: false, reason }.
export function verify(headers, body, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing webhook-id, webhook-timestamp or webhook-signature' };
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'malformed timestamp' };
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp too old or too new' };
  const expected = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.`).update(body).digest();
  // Several signatures may be sent (a key being rotated): one that matches is enough.
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true, id };
  }
  return { ok: false, reason: 'no valid signature' };
}

// Verifies a request, drops a message already seen (a retry after a lost answer carries the
// same webhook-id) and hands each new event to `onEvent`. Returns the HTTP status to answer:
// 401 refused, 204 accepted.
export function createHandler(secret, onEvent) {
  const seen = new Set();
  return (headers, body) => {
    const result = verify(headers, body, secret);
    if (!result.ok) return { status: 401, reason: result.reason };
    if (!seen.has(result.id)) {
      seen.add(result.id);
      onEvent(JSON.parse(body.toString('utf8')), result.id);
    }
    return { status: 204 };
  };
}

export function createReceiver(secret, onEvent) {
  const handle = createHandler(secret, onEvent);
  return http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const { status, reason } = handle(req.headers, Buffer.concat(chunks));
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(reason ? `${reason}\n` : undefined);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('WEBHOOK_SECRET is not set');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 9300);
  createReceiver(secret, (event, id) => console.log(id, JSON.stringify(event)))
    .listen(port, '127.0.0.1', () => console.log(`listening on 127.0.0.1:${port}`));
}
