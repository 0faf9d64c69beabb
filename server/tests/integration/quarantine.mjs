// Posts flagged as bots (honeypot, too fast) are answered like successes but kept in quarantine,
// not notified; their senders are asked to confirm; the operator lists them and releases one into
// the normal pipeline (lead + mails).
// The timing check reads only the elapsed time the page measured (`_e`), never a client clock.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir, { MIN_SUBMIT_MS: '3000' }).start();
  const outbox = join(site.dir, 'outbox');
  const emls = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
  const post = (n, extra, opts) => postLead(server.port, { ...blogAudit(n), ...extra }, opts);

  check((await post(1, { website: 'http://spam.example', _e: '9000' })).status === 201, 'honeypot answered 201');
  check((await post(2, { _e: '400' })).status === 201, 'too fast (0.4 s) answered 201');
  // A client clock far in the future used to pass as human; now only _e counts.
  check((await post(3, { _t: '99999999999999' })).status === 201, 'script post with a future _t and no _e answered 201');
  check((await post(4, { _e: '99999999999999' })).status === 201, 'absurd elapsed time answered 201');
  // A person: a phone whose clock is a day behind, the page open 8 s.
  check((await post(5, { _t: String(Date.now() - 86_400_000), _e: '8000' })).status === 201, 'a person with a skewed clock: 201');
  // JavaScript off: no elapsed time at all, a person's post as far as timing goes.
  check((await post(6, {}, { json: false })).status === 303, 'a native post without _e: 303 to the thank-you page');

  await sleep(1500);
  const leads = server.cli('leads', 'list');
  check(leads.includes('2 lead(s)') && leads.includes('visiteur5@') && leads.includes('visiteur6@'), 'only the two people are leads');
  // Two leads (firm + visitor each), and one « Confirmez votre demande » per quarantined post
  // with a valid address (issue 28.3): the firm is not notified of them.
  for (let i = 0; i < 50 && emls().length < 8; i++) await sleep(100);
  check(emls().length === 8, `${emls().length} .eml files: the leads' four, and a confirmation request per quarantined post`);

  const listed = server.cli('leads', 'quarantine');
  console.log(listed.trim());
  check(listed.includes('4 quarantined post(s)'), 'four posts in quarantine');
  for (const [n, reason] of [[1, 'honeypot'], [2, 'timing: too fast'], [3, 'timing: no elapsed time'], [4, 'timing: implausible elapsed time']]) {
    check(listed.split('\n').some((l) => l.includes(`visiteur${n}@example.com`) && l.includes(reason)), `visiteur${n}: ${reason}`);
  }
  const id = listed.split('\n').find((l) => l.includes('visiteur2@example.com')).split(/\s+/)[0];
  const released = server.cli('leads', 'quarantine', 'release', id);
  console.log(released.trim());
  check(/^released [0-9a-f]{32} as lead [0-9a-f]{32}/.test(released), 'release answers with the new lead');
  check(server.cli('leads', 'list').includes('visiteur2@example.com'), 'the released post is a lead');
  check(server.cli('leads', 'quarantine').includes('3 quarantined post(s)'), 'and no longer in quarantine');
  for (let i = 0; i < 50 && emls().length < 10; i++) await sleep(100);
  check(emls().length === 10, 'the released lead was notified like any other (firm + visitor)');
  let failed = false;
  try { server.cli('leads', 'quarantine', 'release', id); } catch { failed = true; }
  check(failed, 'releasing the same post twice is an error');
  await server.kill();
  site.cleanup();
});
