// Hand-written HTTP/1.1 on one socket, for what node:http refuses to send (pipelining, HEAD
// followed by another request, malformed framing), and a strict reader of the responses that
// knows which ones answer a HEAD: a body after a HEAD answer shows up as a response that does
// not start with a status line.
import net from 'node:net';

// Sends `text` (string or Buffer) and resolves with every byte received until the server closes
// the connection or `idleMs` pass without data.
export function exchange(port, text, { idleMs = 3000 } = {}) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    const chunks = [];
    let timer = setTimeout(() => s.destroy(), idleMs);
    s.on('data', (d) => { chunks.push(d); clearTimeout(timer); timer = setTimeout(() => s.destroy(), idleMs); });
    s.on('close', () => { clearTimeout(timer); resolve(Buffer.concat(chunks)); });
    s.on('error', () => {});
  });
}

// Splits `bytes` into responses; `methods[i]` is the method of the i-th request (HEAD answers
// and 1xx/204/304 have no body). Throws when the bytes are not a clean sequence of responses.
export function parseResponses(bytes, methods) {
  const out = [];
  let at = 0;
  let i = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) throw new Error(`incomplete head at byte ${at}: ${JSON.stringify(bytes.subarray(at, at + 80).toString())}`);
    const head = bytes.subarray(at, end).toString('latin1');
    const m = /^HTTP\/1\.1 (\d{3}) /.exec(head);
    if (!m) throw new Error(`response ${out.length + 1} does not start with a status line: ${JSON.stringify(head.slice(0, 80))}`);
    const status = Number(m[1]);
    const headers = {};
    for (const line of head.split('\r\n').slice(1)) {
      const c = line.indexOf(':');
      headers[line.slice(0, c).trim().toLowerCase()] = line.slice(c + 1).trim();
    }
    at = end + 4;
    let body = Buffer.alloc(0);
    const interim = status >= 100 && status < 200;
    if (!interim && methods[i] !== 'HEAD' && status !== 204 && status !== 304) {
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const parts = [];
        for (;;) {
          const lineEnd = bytes.indexOf('\r\n', at);
          const size = parseInt(bytes.subarray(at, lineEnd).toString(), 16);
          at = lineEnd + 2;
          if (size === 0) { at = bytes.indexOf('\r\n', at) + 2; break; }
          parts.push(bytes.subarray(at, at + size));
          at += size + 2;
        }
        body = Buffer.concat(parts);
      } else {
        const n = Number(headers['content-length'] ?? 0);
        body = bytes.subarray(at, at + n);
        at += n;
      }
    }
    out.push({ status, headers, body: body.toString() });
    if (!interim) i += 1;
  }
  return out;
}
