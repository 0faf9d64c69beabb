// Large cached bodies leave through sendfile(2) from a sealed copy (http/sealed_copy.hpp): the
// bytes are the file's, a reader that pauses gets the rest when it reads again, a reader that
// stops reading is dropped after the write timeout, and a reader that resets the connection
// mid-body leaves the server serving.
import net from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, request, check, main, sleep } from './harness.mjs';
import { parseResponses } from './raw_http.mjs';

// Printable, varied bytes: a shifted or repeated chunk would not compare equal.
function page(size, seed) {
  let x = seed;
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) { x = (x * 1103515245 + 12345) >>> 0; out[i] = 97 + ((x >>> 16) % 26); }
  return out;
}

// Opens a connection, writes `text`, and gives the socket paused: the caller decides when to read.
function pausedConnection(port, text) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => { s.pause(); s.write(text); resolve(s); });
    s.on('error', () => {});
  });
}

// Reads everything until the server closes or `idleMs` pass quietly.
function drain(s, idleMs = 3000) {
  return new Promise((resolve) => {
    const chunks = [];
    let timer = setTimeout(() => s.destroy(), idleMs);
    s.on('data', (d) => { chunks.push(d); clearTimeout(timer); timer = setTimeout(() => s.destroy(), idleMs); });
    s.on('close', () => { clearTimeout(timer); resolve(Buffer.concat(chunks)); });
    s.resume();
  });
}

main(async () => {
  const site = tempSite();
  const medium = page(300_000, 1);
  const big = page(1_500_000, 2);
  writeFileSync(join(site.dir, 'dist', 'grande-page.html'), medium);
  writeFileSync(join(site.dir, 'dist', 'tres-grande-page.html'), big);
  const server = await new Server(process.argv[2], site.dir, { WRITE_TIMEOUT_S: '1' }).start();
  const p = server.port;

  const got = await request(p, 'GET', '/grande-page');
  check(got.status === 200 && got.headers['content-length'] === '300000', `GET: 200 with Content-Length 300000 (${got.headers['content-length']})`);
  check(got.body === medium.toString(), 'GET: the body is the file, byte for byte');
  const head = await request(p, 'HEAD', '/grande-page');
  check(head.status === 200 && head.headers['content-length'] === '300000' && head.body === '', 'HEAD: the length, no body');

  // Two answers pipelined to a reader that waits before reading: the server waits for room in
  // the socket, then sends the rest.
  const slow = await pausedConnection(p, 'GET /grande-page HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(2) + 'HEAD /grande-page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await sleep(500);
  const answers = parseResponses(await drain(slow), ['GET', 'GET', 'HEAD']);
  check(answers.length === 3 && answers.slice(0, 2).every((a) => a.status === 200 && a.body === medium.toString()),
        'a paused reader gets both pipelined bodies whole, then the HEAD answer');

  // 30 MB asked for and never read: more than the socket buffers hold, so the server waits, and
  // gives up after WRITE_TIMEOUT_S (1 s) instead of holding the connection for as long as the
  // reader likes.
  const stalled = await pausedConnection(p, 'GET /tres-grande-page HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(20));
  let serverClosed = false;
  stalled.once('end', () => { serverClosed = true; });
  await sleep(3000);
  const received = await drain(stalled, 3000);
  check(serverClosed && received.length < 20 * big.length,
        `a reader that stops reading is dropped: ${received.length} of ${20 * big.length} bytes, then the server closed (${serverClosed})`);
  for (let i = 0; i < 50 && !/tres-grande-page 200/.test(server.log); i++) await sleep(50);
  check((await request(p, 'GET', '/healthz')).status === 200, 'the server serves after dropping it');

  // A reader that resets the connection in the middle of a body: the next sendfile fails
  // (ECONNRESET, or EPIPE, which must not raise a SIGPIPE that would end the process).
  let midBody = 0;
  for (let i = 0; i < 3; i++) {
    const reset = await pausedConnection(p, 'GET /tres-grande-page HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(20));
    midBody += await new Promise((resolve) => { reset.once('data', () => resolve(1)); reset.once('close', () => resolve(0)); reset.resume(); });
    reset.resetAndDestroy();
  }
  check(midBody === 3, `each of the 3 readers got the start of a body before resetting (${midBody})`);
  await sleep(300);
  const after = await request(p, 'GET', '/grande-page');
  check(after.status === 200 && after.body === medium.toString(), 'after resets mid-body the server still serves large bodies');
  check(server.child.exitCode === null && server.child.signalCode === null, 'the server process is still running');

  await server.kill();
  site.cleanup();
});
