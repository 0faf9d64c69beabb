// The connection lifecycle against the real binary: a half-sent request is dropped after the
// read timeout, SIGTERM lets an in-flight POST finish (and commit), the access log carries no
// query string, and the retention runs at start.
import net from 'node:net';
import { Server, tempSite, blogAudit, request, check, main, sleep } from './harness.mjs';

// Sends `head` and waits: resolves with the milliseconds until the server closed the socket.
function halfSent(port, head) {
  return new Promise((resolve) => {
    const started = Date.now();
    const s = net.connect(port, '127.0.0.1', () => s.write(head));
    s.on('close', () => resolve(Date.now() - started));
    s.on('error', () => {});
  });
}

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir, { READ_TIMEOUT_S: '2' }).start();
  const p = server.port;

  const dropped = await halfSent(p, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  check(dropped >= 1500 && dropped < 5000, `half-sent request dropped after the 2 s read timeout (${dropped} ms)`);

  check((await request(p, 'GET', '/?email=secret%40example.com&utm_source=x')).status === 200, 'page with a query string');
  // The access log is written by a background thread: wait for the line rather than a fixed time.
  for (let i = 0; i < 100 && !/GET \/ 200 /.test(server.log); i++) await sleep(50);
  check(/GET \/ 200 /.test(server.log), 'access log line names the path');
  check(!server.log.includes('secret') && !server.log.includes('utm_source'), 'access log carries no query string');
  check(/retention: purged 0 lead\(s\)/.test(server.log), 'retention applied at start and logged');

  // A POST whose body is still arriving when SIGTERM comes: it finishes, and is stored.
  const body = new URLSearchParams(blogAudit(1)).toString();
  const answer = new Promise((resolve) => {
    const s = net.connect(p, '127.0.0.1', () => {
      s.write(`POST /api/audit HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
      setTimeout(() => { server.child.kill('SIGTERM'); }, 200);
      setTimeout(() => { s.end(body.slice(10)); }, 600);
    });
    let out = '';
    s.on('data', (d) => { out += d; });
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
  });
  const reply = await answer;
  check(/^HTTP\/1\.1 201/.test(reply), `in-flight POST finished after SIGTERM: ${reply.split('\r\n')[0]}`);
  const { code } = await server.exited;
  check(code === 0, `server exited cleanly (${code})`);
  const listed = server.cli('leads', 'list');
  check(listed.includes('1 lead(s)'), 'the lead answered 201 is stored');
  site.cleanup();
});
