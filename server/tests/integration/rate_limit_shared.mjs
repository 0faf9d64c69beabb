// Issue 12.9 / 13.2: the rate limit holds across instances. Two servers on one PostgreSQL
// (TEST_DATABASE_URL, the throwaway cluster of scripts/start-test-postgres) share their
// counters: a client that spent its burst on one instance is refused by the other, and IPv6
// clients are counted by their /64. Skipped (exit 77) when TEST_DATABASE_URL is not set.
import { randomInt } from 'node:crypto';
import { Server, tempSite, postLead, blogAudit, check, main } from './harness.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: skipped');
  process.exit(77);
}

main(async () => {
  const site = tempSite();
  const env = { DATABASE_URL: url, TRUST_PROXY: '1', RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1' };
  const a = await new Server(process.argv[2], site.dir, env).start();
  const b = await new Server(process.argv[2], site.dir, env).start();
  try {
    const run = `${Date.now()}-${randomInt(1e9)}`;
    let n = 0;
    const post = (server, ip) => postLead(server.port, { ...blogAudit(`${run}-${n++}`) }, { headers: { 'X-Forwarded-For': ip } });
    // Addresses of this run only: earlier runs' buckets stay in the shared table for a while.
    const v4 = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;

    const onA = [];
    for (let i = 0; i < 3; i++) onA.push((await post(a, v4)).status);
    check(onA.every((s) => s === 201), `the burst of 3 is spent on instance A (${onA})`);
    const onB = await post(b, v4);
    check(onB.status === 429 && Number(onB.headers['retry-after']) >= 1,
      `instance B refuses the same client at once (${onB.status}, Retry-After ${onB.headers['retry-after']})`);
    check((await post(a, v4)).status === 429, 'instance A refuses it too');
    check((await post(b, `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`)).status === 201, 'another client is served on B');

    const six = [];
    for (let i = 1; i <= 3; i++) six.push((await post(i % 2 ? a : b, `${prefix}::${i}`)).status);
    check(six.every((s) => s === 201), `three IPv6 addresses of one /64 spend one burst across both instances (${six})`);
    check((await post(b, `${prefix}:ffff:ffff:ffff:ffff`)).status === 429, 'a fourth address in that /64 is refused');
    check((await post(a, `2001:db8:${randomInt(65536).toString(16)}:1::1`)).status === 201, 'another /64 is another client');

    // Takes that arrive together are sent to PostgreSQL together (one pipeline): still counted
    // one after the other, so a burst of 3 lets exactly 3 of 12 simultaneous posts through.
    const together = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? a : b, together)))).map((r) => r.status);
    check(statuses.filter((s) => s === 201).length === 3 && statuses.filter((s) => s === 429).length === 9,
      `12 simultaneous posts from one client: 3 accepted, 9 refused (${statuses})`);
  } finally {
    await Promise.all([a.kill(), b.kill()]);
    site.cleanup();
  }
});
