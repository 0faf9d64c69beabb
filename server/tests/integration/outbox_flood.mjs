// Shared by the outbox integration test (outbox_priority.mjs) and bench/outbox: a lean SMTP sink
// that counts what it receives (a flood of 20,000 messages would not fit in the test sink's
// memory), a flood of lead posts from one IPv6 /64 (through TRUST_PROXY and X-Forwarded-For),
// and the count of outbox rows still pending. Node built-ins only.
import net from 'node:net';
import http from 'node:http';
import { execFileSync } from 'node:child_process';

// Accepts every message; keeps only its arrival time and the addresses and Reply-To of each, and
// calls `onMessage(message)`. Offers PIPELINING (RFC 2920): commands may come several at a time.
// `delayMs`: each message is accepted (and counted) that long after its end arrived, as by a slow
// relay; replies keep their order.
export function startCountingSink(port, { onMessage, delayMs = 0 } = {}) {
  const received = [];
  const sessions = { opened: 0 };
  const server = net.createServer((socket) => {
    sessions.opened++;
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] };
    socket.write('220 sink ESMTP\r\n');
    // Replies wait behind a message still being « relayed ».
    let replies = Promise.resolve();
    let waiting = 0;
    const write = (text, after = 0, then = () => {}) => {
      if (!after && !waiting) { if (text) socket.write(text); then(); return; }
      waiting++;
      replies = replies.then(() => new Promise((r) => setTimeout(r, after))).then(() => {
        waiting--;
        if (!socket.destroyed) { then(); if (text) socket.write(text); }
      });
    };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let out = '';
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) break;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const replyTo = /^Reply-To: .*<([^>]*)>/mi.exec(data)?.[1] ?? '';
          const message = { ...envelope, replyTo };
          const accept = () => {
            message.at = Date.now();
            received.push(message);
            onMessage?.(message, data);
          };
          envelope = { from: '', to: [] };
          if (delayMs) {
            write(out);
            out = '';
            write('250 queued\r\n', delayMs, accept);
          } else {
            accept();
            out += '250 queued\r\n';
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) break;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') out += '250-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n';
        else if (verb === 'HELO') out += '250 sink\r\n';
        else if (verb === 'MAIL') { envelope.from = line.slice(10); out += '250 ok\r\n'; }
        else if (verb === 'RCPT') { envelope.to.push(line.slice(8)); out += '250 ok\r\n'; }
        else if (verb === 'DATA') { inData = true; out += '354 end with <CRLF>.<CRLF>\r\n'; }
        else if (verb === 'QUIT') { write(out); write('', 0, () => socket.end('221 bye\r\n')); return; }
        else if (verb === 'RSET' || verb === 'NOOP') out += '250 ok\r\n';
        else out += '502 not implemented\r\n';
      }
      if (out) write(out);
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ received, sessions, port, close: () => server.close() })));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(port, body, forwardedFor) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(body);
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/audit', agent,
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

export function auditBody(tag, n) {
  return new URLSearchParams({ form: 'audit-blogue', name: `Visiteur ${tag} ${n}`, company: 'Clinique', email: `${tag}${n}@flood.example.org`,
    phone: '514-555-1234', city: 'laval', sector: 'medical', confidentialite: 'on', page: '/blog' }).toString();
}

// Posts `leads` blog-audit leads (two mails each: the firm's and the visitor's), `concurrency` at
// a time, each from another address of the one /64 2001:db8:f100:1::/64. Returns the statuses seen.
export async function flood(port, leads, { concurrency = 32, tag = 'flood' } = {}) {
  const statuses = new Map();
  let next = 0;
  const lane = async () => {
    while (next < leads) {
      const n = next++;
      const hex = (v) => (v & 0xffff).toString(16);
      const address = `2001:db8:f100:1:${hex(n >> 16)}:${hex(n)}:${hex(n * 7919)}:1`;
      const status = await post(port, auditBody(tag, n), address);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}

// One lead from an address of its own; resolves with its status once answered.
export function postFrom(port, fields, forwardedFor) {
  return post(port, new URLSearchParams(fields).toString(), forwardedFor);
}

// Outbox rows not yet sent, read from the SQLite file with the sqlite3 shell.
export function pendingRows(dbPath) {
  return Number(execFileSync('sqlite3', ['-cmd', '.timeout 5000', dbPath, "SELECT COUNT(*) FROM outbox WHERE status = 'pending'"],
                              { encoding: 'utf8' }).trim());
}
