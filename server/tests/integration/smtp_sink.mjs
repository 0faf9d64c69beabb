// A minimal SMTP server for tests: accepts every message and keeps it. Node built-ins only.
// Plain by default; with `tls: { key, cert }` it offers STARTTLS and refuses mail until the
// session is encrypted (as a real submission server does), or with `implicit: true` speaks TLS
// from the first byte (smtps://). `tlsErrors` counts handshakes that failed, e.g. when the client
// refused the certificate.
import net from 'node:net';
import tls from 'node:tls';

export function startSmtpSink(port, { tls: credentials = null, implicit = false } = {}) {
  const messages = [];
  const tlsErrors = [];

  // One SMTP conversation on `socket`; `secure` says whether it is already encrypted.
  const converse = (socket, secure, greet = true) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
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
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const offerStartTls = credentials && !secure;
        if (verb === 'EHLO') socket.write(offerStartTls ? '250-sink\r\n250-STARTTLS\r\n250 8BITMIME\r\n' : '250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'STAR' && offerStartTls) {
          reply('220 go ahead');
          socket.off('data', onData);
          const secured = new tls.TLSSocket(socket, { isServer: true, ...credentials });
          secured.on('error', (e) => tlsErrors.push(e.message));
          converse(secured, true, false);
          return;
        } else if (verb === 'MAIL' && credentials && !secure) reply('530 must issue STARTTLS first');
        else if (verb === 'MAIL') { envelope.from = line.slice(10); reply('250 ok'); }
        else if (verb === 'RCPT') { envelope.to.push(line.slice(8)); reply('250 ok'); }
        else if (verb === 'DATA') { inData = true; reply('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'QUIT') { reply('221 bye'); socket.end(); return; }
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
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ messages, tlsErrors, close: () => server.close() })));
}
