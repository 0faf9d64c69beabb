// A minimal SMTP server for tests: accepts every message and keeps it. Node built-ins only.
// `onMailFrom(accepted)` runs when a message begins (MAIL FROM), with the number accepted so far:
// a test can kill the sender there, once the previous message was accepted and recorded.
import net from 'node:net';

export function startSmtpSink(port, { onMailFrom } = {}) {
  const messages = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ ...envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') { socket.write('250-sink\r\n250 8BITMIME\r\n'); }
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          if (onMailFrom?.(messages.length) === 'drop') { socket.destroy(); return; }
          envelope.from = line.slice(10);
          reply('250 ok');
        }
        else if (verb === 'RCPT') { envelope.to.push(line.slice(8)); reply('250 ok'); }
        else if (verb === 'DATA') { inData = true; reply('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'QUIT') { reply('221 bye'); socket.end(); return; }
        else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ messages, port, close: () => server.close() })));
}

// The Message-ID of each message received: a notification sent twice shows up twice.
export const messageIds = (messages) => messages.map((m) => /^Message-ID: (.*)$/mi.exec(m.data)?.[1]);

// Message-ID → how many times it arrived, only those that arrived more than once.
export function duplicates(messages) {
  const seen = new Map();
  for (const id of messageIds(messages)) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1);
}
