// Issue 13.1: no HEAD answer carries a body, whatever the path or status. Each HEAD is pipelined
// with a GET /robots.txt on the same connection (as nginx's upstream keep-alive pool would): if
// the HEAD answer carried a body, the GET's answer would be read from the middle of it.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, request, check, main } from './harness.mjs';
import { exchange, parseResponses } from './raw_http.mjs';

const robots = 'User-agent: *\nAllow: /\n';

main(async () => {
  const site = tempSite();
  writeFileSync(join(site.dir, 'dist', 'robots.txt'), robots);
  writeFileSync(join(site.dir, 'dist', '404.html'), '<h1>Page introuvable</h1>');
  mkdirSync(join(site.dir, 'dist', 'guides'));
  writeFileSync(join(site.dir, 'dist', 'guides', 'index.html'), '<h1>Guides</h1>');
  const server = await new Server(process.argv[2], site.dir).start();
  try {
    const etag = (await request(server.port, 'GET', '/robots.txt')).headers.etag;
    const cases = [
      ['a page', 'HEAD / HTTP/1.1', 200],
      ['a static file', 'HEAD /robots.txt HTTP/1.1', 200],
      ['the health check', 'HEAD /healthz HTTP/1.1', 200],
      ['a missing page (404)', 'HEAD /nope HTTP/1.1', 404],
      ['a hidden file (404)', 'HEAD /.git/config HTTP/1.1', 404],
      ['a malformed escape (400)', 'HEAD /%zz HTTP/1.1', 400],
      ['a traversal (400)', 'HEAD /a/../../etc/passwd HTTP/1.1', 400],
      ['a .html URL (301)', 'HEAD /guides/index.html HTTP/1.1', 301],
      ['a trailing slash (301)', 'HEAD /guides/ HTTP/1.1', 301],
      ['a conditional request (304)', `HEAD /robots.txt HTTP/1.1\r\nIf-None-Match: ${etag}`, 304],
      ['a form endpoint (405)', 'HEAD /api/audit HTTP/1.1', 405],
      ['a form endpoint asking JSON (405)', 'HEAD /api/audit HTTP/1.1\r\nAccept: application/json', 405],
      ['an unknown API path (404)', 'HEAD /api/nope HTTP/1.1', 404],
      ['an unknown API path asking JSON (404)', 'HEAD /api/nope HTTP/1.1\r\nAccept: application/json', 404],
      ['the unsubscribe page', `HEAD /desabonnement?token=${'ab'.repeat(32)} HTTP/1.1`, 200],
      ['a malformed unsubscribe link (303)', 'HEAD /desabonnement?token=abc HTTP/1.1', 303],
      ['an absolute-form target', 'HEAD http://t/robots.txt HTTP/1.1', 200],
    ];
    for (const [what, head, want] of cases) {
      const bytes = await exchange(server.port,
        `${head}\r\nHost: t\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n`);
      let responses = [];
      try {
        responses = parseResponses(bytes, ['HEAD', 'GET']);
      } catch (e) {
        check(false, `HEAD on ${what}: ${e.message}`);
      }
      check(responses.length === 2 && responses[0].status === want && responses[1].status === 200 && responses[1].body === robots,
        `HEAD on ${what} answers ${want} without a body, and the next response on the connection is intact ` +
        `(${responses.map((r) => r.status).join(', ')})`);
    }
    // A HEAD refused while reading (headers too large) closes the connection: nothing may follow
    // its head either.
    const big = await exchange(server.port, `HEAD /api/audit HTTP/1.1\r\nHost: t\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
    let refused = [];
    try { refused = parseResponses(big, ['HEAD']); } catch (e) { console.log(`# ${e.message}`); }
    check(refused.length === 1 && refused[0].status === 431, `HEAD with oversized headers: 431 and no body (${big.length} bytes)`);
  } finally {
    await server.kill();
    site.cleanup();
  }
});
