// Issue 13.4: HTTP/1.1 conformance (RFC 9112) where the server used to get it wrong: Host
// required and unique, absolute-form targets accepted, Expect: 100-continue answered, chunk
// extensions and trailers counted against the header limit, and one log line per 404.
import { Server, tempSite, check, main, sleep } from './harness.mjs';
import { exchange, parseResponses } from './raw_http.mjs';
import net from 'node:net';

const lead = 'form=audit-blogue&name=Jean&company=Clinique&email=continue%40example.com&phone=514-555-1234' +
  '&city=laval&sector=medical&confidentialite=on&page=%2Fblog';

// Sends the head of a request announcing Expect: 100-continue and waits for the server's word
// before sending the body, as curl and .NET clients do; resolves with all that was received.
function expectContinue(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write('POST /api/audit HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\n' +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${lead.length}\r\nExpect: 100-continue\r\n` +
      'Connection: close\r\n\r\n'));
    let got = '';
    let sent = false;
    const started = Date.now();
    const timer = setTimeout(() => s.destroy(), 5000);
    s.on('data', (d) => {
      got += d;
      if (!sent && /^HTTP\/1\.1 100 /.test(got) && got.includes('\r\n\r\n')) { sent = true; s.write(lead); }
    });
    s.on('close', () => { clearTimeout(timer); resolve({ got, ms: Date.now() - started }); });
    s.on('error', () => {});
  });
}

function chunked(port, { extension = '', trailer = '' }) {
  return exchange(port, 'POST /api/audit HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\n' +
    'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
    `${lead.length.toString(16)}${extension}\r\n${lead}\r\n0\r\n${trailer}\r\n`);
}

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const p = server.port;
  const status = async (text, methods = ['GET']) => parseResponses(await exchange(p, text), methods)[0]?.status;
  try {
    check(await status('GET / HTTP/1.1\r\nConnection: close\r\n\r\n') === 400, 'HTTP/1.1 without Host: 400');
    check(await status('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n') === 400, 'HTTP/1.1 with two Host headers: 400');
    check(await status('GET / HTTP/1.1\r\nHost: a, b\r\nConnection: close\r\n\r\n') === 400, 'HTTP/1.1 with a Host list: 400');
    check(await status('GET / HTTP/1.0\r\n\r\n') === 200, 'HTTP/1.0 without Host is still served');
    check(await status('GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n') === 200, 'HTTP/1.1 with one Host: 200');

    const absolute = parseResponses(await exchange(p, 'GET http://t/ HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n'), ['GET']);
    check(absolute[0]?.status === 200 && absolute[0].body.includes('Accueil'), `absolute-form target served (${absolute[0]?.status})`);
    check(await status('GET http://t/nope?x=1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n') === 404, 'absolute-form missing page: 404');
    check(await status('GET https://t/.git/config HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n') === 404, 'absolute-form hidden file: 404');
    check(await status('GET * HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n') === 400, 'asterisk-form on GET: 400');

    const cont = await expectContinue(p);
    const answers = (() => { try { return parseResponses(Buffer.from(cont.got), ['POST']); } catch { return []; } })();
    check(answers.length === 2 && answers[0].status === 100 && answers[1].status === 201,
      `Expect: 100-continue gets 100 Continue, then the lead is stored with 201 (${answers.map((a) => a.status)}, ${cont.ms} ms)`);

    const plain = parseResponses(await chunked(p, {}), ['POST']);
    check(plain[0]?.status === 201, `a chunked post is stored (${plain[0]?.status})`);
    const ext = parseResponses(await chunked(p, { extension: `;x=${'a'.repeat(20000)}` }), ['POST']);
    check([400, 431].includes(ext[0]?.status), `20 KB of chunk extensions refused (${ext[0]?.status})`);
    const manyExt = parseResponses(await chunked(p, { extension: ';a=b'.repeat(5000) }), ['POST']);
    check([400, 431].includes(manyExt[0]?.status), `5,000 chunk extensions refused (${manyExt[0]?.status})`);
    const trailers = parseResponses(await chunked(p, { trailer: `X-Pad: ${'a'.repeat(20000)}\r\n` }), ['POST']);
    check([400, 431].includes(trailers[0]?.status), `20 KB of trailers refused (${trailers[0]?.status})`);

    // Issue 28.7: RFC 9112 6.3: a Transfer-Encoding other than exactly "chunked" cannot be framed:
    // 400 and the connection closes (its body used to be read as a second request).
    for (const coding of ['chunked, identity', 'gzip, chunked', 'identity', 'chunked, chunked']) {
      const body = `${lead.length.toString(16)}\r\n${lead}\r\n0\r\n\r\n`;
      const bytes = await exchange(p, 'POST /api/audit HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: ${coding}\r\n\r\n${body}`, { idleMs: 1500 });
      const answers = (() => { try { return parseResponses(bytes, ['POST', 'GET']); } catch { return null; } })();
      check(answers?.length === 1 && answers[0].status === 400, `Transfer-Encoding: ${coding}: one 400, connection closed ` +
        `(${answers ? answers.map((a) => a.status).join(', ') : 'unparseable answer'})`);
    }
    const twoHeaders = parseResponses(await exchange(p, 'POST /api/audit HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n' +
      'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n', { idleMs: 1500 }), ['POST']);
    check(twoHeaders[0]?.status === 400, `Transfer-Encoding in two fields (gzip, then chunked): 400 (${twoHeaders[0]?.status})`);

    const marker = `introuvable-${Date.now()}`;
    check(await status(`GET /${marker} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n`) === 404, 'a missing page answers 404');
    await sleep(1500);  // the access log may be written asynchronously
    const lines = server.log.split('\n').filter((l) => l.includes(marker));
    check(lines.length === 1, `a 404 writes exactly one log line (${lines.length}: ${JSON.stringify(lines)})`);
  } finally {
    await server.kill();
    site.cleanup();
  }
});
