// The receiver example of deploy/ (issue 38.7): it reads no more than its body limit (a 400 MB
// unsigned body was read into memory), and a message processed before a restart is not processed
// again after it (the processed ids lived in memory only).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { createHandler, createReceiver } from '../../../deploy/webhook-receiver.mjs';
import { check, main, freePort } from './harness.mjs';

const secret = 'a receiver test secret';
const MAX_BODY_BYTES = 256 * 1024;  // the example's limit (MAX_BODY_BYTES there)
function signed(id, body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

// Sends raw bytes and resolves the status line (or 'no answer' after 3 s).
function raw(port, head, bodyBytes = 0) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => { socket.destroy(); resolve('no answer'); }, 3000);
    socket.on('data', (d) => { answer += d; if (answer.includes('\r\n')) { clearTimeout(timer); socket.destroy(); resolve(answer.split('\r\n')[0]); } });
    socket.on('error', () => {});
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += chunk.length) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  });
}

main(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'receiver-'));
  const events = [];
  const port = await freePort();
  const receiver = createReceiver(secret, (e, id) => events.push(id), { seenFile: join(dir, 'seen.txt') });
  await new Promise((r) => receiver.listen(port, '127.0.0.1', r));

  const announced = await raw(port, `POST /hook HTTP/1.1\r\nHost: x\r\nContent-Length: ${400 * 1024 * 1024}\r\n\r\n`);
  check(/^HTTP\/1\.1 413/.test(announced), `a body announced at 400 MB is refused before it is read (${announced})`);
  const chunked = await raw(port, 'POST /hook HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n', 2 * MAX_BODY_BYTES);
  check(/^HTTP\/1\.1 413/.test(chunked), `a chunked body past ${MAX_BODY_BYTES} bytes is refused (${chunked})`);

  const body = Buffer.from(JSON.stringify({ type: 'lead.created', email: 'zoe@example.com' }));
  const headers = signed('msg_1_1', body);
  const handle = createHandler(secret, (e, id) => events.push(id), { seenFile: join(dir, 'seen.txt') });
  check(handle(headers, body).status === 204 && events.length === 1, 'a signed message is processed');
  check((statSync(join(dir, 'seen.txt')).mode & 0o777) === 0o600, 'its id is kept in a file only its owner reads');
  receiver.close();

  // A restart: a new handler over the same file.
  const restarted = createHandler(secret, (e, id) => events.push(id), { seenFile: join(dir, 'seen.txt') });
  check(restarted(signed('msg_1_1', body), body).status === 204 && events.length === 1,
        'after a restart, the same message (a retry, or a replay within the tolerance) is acknowledged, not processed again');
  check(restarted(signed('msg_2_1', body), body).status === 204 && events.length === 2, 'a new message still is');
  rmSync(dir, { recursive: true, force: true });
});
