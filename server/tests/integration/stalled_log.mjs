// The access log never blocks a request: with standard output in a pipe nobody reads (a paused
// journald, a stuck log shipper), the server keeps answering; the log drops its oldest lines,
// counts them, and says so once its output flows again.
import net from 'node:net';
import { Server, tempSite, check, main, sleep } from './harness.mjs';

// Sends `count` pipelined GET requests on one connection; resolves with the number of 200
// answers received before `count` arrived or the connection went quiet for `quietMs`.
function pipelined(port, count, quietMs = 5000) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let answered = 0;
    let tail = '';
    let timer;
    const finish = () => { clearTimeout(timer); s.destroy(); resolve(answered); };
    const arm = () => { clearTimeout(timer); timer = setTimeout(finish, quietMs); };
    s.on('connect', () => {
      arm();
      const batch = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(500);
      let sent = 0;
      const pump = () => {
        while (sent < count) {
          sent += 500;
          if (!s.write(batch)) { s.once('drain', pump); return; }
        }
      };
      pump();
    });
    s.on('data', (d) => {
      arm();
      const text = tail + d.toString('latin1');
      const matches = text.match(/HTTP\/1\.1 200 /g);
      answered += matches ? matches.length : 0;
      tail = text.slice(-16);  // a status line cut between two chunks
      if (tail.includes('HTTP/1.1 200 ')) tail = tail.slice(tail.lastIndexOf('HTTP/1.1 200 ') + 1);
      if (answered >= count) finish();
    });
    s.on('error', finish);
  });
}

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  // Stop reading the server's standard output: the pipe (64 KB) and Node's buffer fill up.
  server.child.stdout.removeAllListeners('data');
  server.child.stdout.pause();

  const perConnection = 25000;
  const counts = await Promise.all([pipelined(server.port, perConnection), pipelined(server.port, perConnection)]);
  check(counts.every((c) => c === perConnection),
        `every request answered with standard output stalled (${counts.join(' + ')} of ${2 * perConnection})`);

  // The reader comes back: the log resumes and reports what it dropped.
  let out = '';
  server.child.stdout.on('data', (d) => { out += d; });
  server.child.stdout.resume();
  for (let i = 0; i < 100 && !/access log: \d+ line\(s\) dropped/.test(out); i++) await sleep(50);
  check(/access log: \d+ line\(s\) dropped/.test(out), 'the dropped lines are counted and reported');
  check(/GET \/ 200 /.test(out), 'the newest lines are still written');
  await server.kill();
  site.cleanup();
});
