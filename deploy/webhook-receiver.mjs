// A minimal receiver of the site's webhooks (lead.created and lead.erased), for a CRM or a
// script of the firm's: it checks the Standard Webhooks signature (https://www.standardwebhooks.com)
// and refuses old or future timestamps, so a captured request cannot be replayed later. Node
// built-ins only; `verify` is what a receiver in another framework would copy.
//
//   WEBHOOK_SECRET='same as LEADS_WEBHOOK_SECRET' PORT=9300 SEEN_FILE=/var/lib/crm/webhook-seen.txt \
//     node deploy/webhook-receiver.mjs
//
// It reads at most MAX_BODY_BYTES of a body (a lead is a few KB): a larger one is answered 413
// without being read into memory. The ids it has processed are kept in SEEN_FILE (one `id time`
// line each, synced before the answer, SEEN_DAYS days), so a message retried or replayed after a
// restart is not processed twice.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, fsyncSync, openSync, closeSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

// How far webhook-timestamp may be from the receiver's clock, either way.
export const TOLERANCE_SECONDS = 5 * 60;
// The largest body read; the site's events are a few KB.
export const MAX_BODY_BYTES = 256 * 1024;
// How long a processed id is remembered: longer than the sender's retries (the outbox gives up
// after its last attempt, hours later), bounded so the file stays small.
export const SEEN_DAYS = 7;
export const MAX_SEEN = 100_000;

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

// The ids already processed, in memory and, when `file` is given, in that file: loaded at start
// (older than SEEN_DAYS dropped, the file rewritten), each new id appended and synced.
export function seenIds(file, now = () => Date.now()) {
  const seen = new Map();  // id -> when processed (ms)
  if (file && existsSync(file)) {
    const cutoff = now() - SEEN_DAYS * 86_400_000;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [id, at] = line.split(' ');
      if (id && Number(at) >= cutoff) seen.set(id, Number(at));
    }
    while (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value);
    const kept = [...seen].map(([id, at]) => `${id} ${at}\n`).join('');
    writeFileSync(`${file}.new`, kept, { mode: 0o600 });
    renameSync(`${file}.new`, file);
  }
  return {
    has: (id) => seen.has(id),
    add(id) {
      const at = now();
      seen.set(id, at);
      if (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value);
      if (!file) return;
      // A webhook-id is the sender's (`msg_<row>_<time>`): no space or newline can enter the file.
      appendFileSync(file, `${id.replace(/[\s]/g, '')} ${at}\n`, { mode: 0o600 });
      const fd = openSync(file, 'r');
      try { fsyncSync(fd); } finally { closeSync(fd); }
    },
  };
}

// Verifies a request, drops a message already seen (a retry after a lost answer carries the
// same webhook-id, and so does a replay) and hands each new event to `onEvent`. Returns the HTTP
// status to answer: 401 refused, 204 accepted. `seenFile`: where the processed ids are kept.
export function createHandler(secret, onEvent, { seenFile } = {}) {
  const seen = seenIds(seenFile);
  return (headers, body) => {
    const result = verify(headers, body, secret);
    if (!result.ok) return { status: 401, reason: result.reason };
    if (!seen.has(result.id)) {
      onEvent(JSON.parse(body.toString('utf8')), result.id);
      seen.add(result.id);
    }
    return { status: 204 };
  };
}

export function createReceiver(secret, onEvent, { seenFile, maxBodyBytes = MAX_BODY_BYTES } = {}) {
  const handle = createHandler(secret, onEvent, { seenFile });
  return http.createServer((req, res) => {
    const tooLarge = () => {
      res.writeHead(413, { 'Content-Type': 'text/plain', Connection: 'close' }).end('body too large\n');
      req.destroy();
    };
    // Announced too large: refused before a byte of it is read.
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return tooLarge();
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > maxBodyBytes) return tooLarge();  // chunked, or longer than announced
      chunks.push(c);
    });
    req.on('end', () => {
      if (size > maxBodyBytes) return;
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
  createReceiver(secret, (event, id) => console.log(id, JSON.stringify(event)), { seenFile: process.env.SEEN_FILE || 'webhook-seen.txt' })
    .listen(port, '127.0.0.1', () => console.log(`listening on 127.0.0.1:${port}`));
}
