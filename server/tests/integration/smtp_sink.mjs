// A minimal SMTP server for tests: accepts every message and keeps it. Node built-ins only.
// Plain by default; with `tls: { key, cert }` it offers STARTTLS and refuses mail until the
// session is encrypted (as a real submission server does), or with `implicit: true` speaks TLS
// from the first byte (smtps://). `tlsErrors` counts handshakes that failed, e.g. when the client
// refused the certificate.
// `onMailFrom(accepted)` runs when a message begins (MAIL FROM), with the number accepted so far:
// a test can kill the sender there, once the previous message was accepted and recorded.
// `delayMs`: each message is accepted that long after its end arrived (a slow relay); replies
// keep their order.
import net from 'node:net';
import tls from 'node:tls';

export function startSmtpSink(port, { tls: credentials = null, implicit = false, onMailFrom, delayMs = 0 } = {}) {
  const messages = [];
  const tlsErrors = [];

  // One SMTP conversation on `socket`; `secure` says whether it is already encrypted.
  const converse = (socket, secure, greet = true) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] };
    // Written at once unless a delayed reply is still waiting (STARTTLS needs its 220 written
    // before the socket is wrapped).
    let replies = Promise.resolve();
    let waiting = 0;
    const reply = (line, after = 0, then = () => {}) => {
      if (!after && !waiting) { socket.write(`${line}\r\n`); then(); return; }
      waiting++;
      replies = replies.then(() => new Promise((r) => setTimeout(r, after))).then(() => {
        waiting--;
        if (!socket.destroyed) { socket.write(`${line}\r\n`); then(); }
      });
    };
    if (greet) reply('220 sink ESMTP');
    const onData = (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ ...envelope, data: buffer.slice(0, end), secure });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          reply('250 queued', delayMs);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const offerStartTls = credentials && !secure;
        if (verb === 'EHLO') reply(offerStartTls ? '250-sink\r\n250-STARTTLS\r\n250 8BITMIME' : '250-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'STAR' && offerStartTls) {
          reply('220 go ahead');
          socket.off('data', onData);
          const secured = new tls.TLSSocket(socket, { isServer: true, ...credentials });
          secured.on('error', (e) => tlsErrors.push(e.message));
          converse(secured, true, false);
          return;
        } else if (verb === 'MAIL' && credentials && !secure) reply('530 must issue STARTTLS first');
        else if (verb === 'MAIL') {
          if (onMailFrom?.(messages.length) === 'drop') { socket.destroy(); return; }
          envelope.from = line.slice(10);
          reply('250 ok');
        }
        else if (verb === 'RCPT') { envelope.to.push(line.slice(8)); reply('250 ok'); }
        else if (verb === 'DATA') { inData = true; reply('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'QUIT') { reply('221 bye', 0, () => socket.end()); return; }
        else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  };

  const server = implicit
    ? tls.createServer(credentials, (socket) => converse(socket, true))
    : net.createServer((socket) => converse(socket, false));
  if (implicit) server.on('tlsClientError', (e) => tlsErrors.push(e.message));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ messages, tlsErrors, port, close: () => server.close() })));
}

// The Message-ID of each message received: a notification sent twice shows up twice.
export const messageIds = (messages) => messages.map((m) => /^Message-ID: (.*)$/mi.exec(m.data)?.[1]);

// Message-ID → how many times it arrived, only those that arrived more than once.
export function duplicates(messages) {
  const seen = new Map();
  for (const id of messageIds(messages)) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1);
}
