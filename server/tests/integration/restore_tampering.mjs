// A restore must not trust a journal it cannot check (issue 38.4): before it replaces anything,
// `server restore` reads the live database's anchor of the erasure journal (its line count and
// last chain value) and the journal itself, and refuses (exit 4, English and French, nothing
// replaced) when the journal or its key is missing, unreadable, emptied, truncated, re-dated,
// altered, rekeyed, extended by hand, or another store's. `--accept-unjournalled` restores anyway
// and says what that means. Each case runs on its own copy of the same state directory.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync, rmSync, readdirSync, chownSync, chmodSync, mkdirSync, existsSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

const sqlite = (file, sql) => execFileSync('sqlite3', ['-readonly', file, sql], { encoding: 'utf8' }).trim();
const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const lines = (file) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

main(async () => {
  const binary = process.argv[2];
  const site = tempSite();
  const state = join(site.dir, 'state');
  mkdirSync(state);
  chmodSync(site.dir, 0o755);  // the 'unreadable' case acts as another user, who must reach the state directory
  const server = await new Server(binary, site.dir, { DB_PATH: join(state, 'leads.db') }).start();
  const cli = (dir, ...args) => execFileSync(binary, [...args, '--db', join(dir, 'leads.db')], { encoding: 'utf8' });
  for (const [n, email] of [[1, 'zoe@example.com'], [2, 'alain@example.com'], [3, 'yves@example.com']]) {
    check((await postLead(server.port, { ...blogAudit(n), email })).status === 201, `lead from ${email}`);
  }
  cli(state, 'privacy', 'erase', '--email', 'yves@example.com');  // before the copy
  mkdirSync(join(state, 'backups'));
  cli(state, 'backup', join(state, 'backups', 'copy.db'));
  await sleep(20);
  cli(state, 'privacy', 'erase', '--email', 'zoe@example.com');  // after it
  await server.kill();
  check(lines(join(state, 'erasures.log')).every((l) => /^\d{13} [0-9a-f]{64} [0-9a-f]{64}$/.test(l)),
        'each journal line holds a time, a keyed hash and its chain value, no address');

  const otherSite = tempSite();  // another store's journal, valid in itself
  const other = join(otherSite.dir, 'state');
  mkdirSync(other);
  const otherServer = await new Server(binary, otherSite.dir, { DB_PATH: join(other, 'leads.db') }).start();
  check((await postLead(otherServer.port, { ...blogAudit(9), email: 'autre@example.com' })).status === 201, 'a lead in another store');
  await otherServer.kill();
  cli(other, 'privacy', 'erase', '--email', 'autre@example.com');
  cli(other, 'privacy', 'erase', '--email', 'autre2@example.com');

  const edit = (file, f) => writeFileSync(file, f(readFileSync(file, 'utf8')));
  const root = process.getuid() === 0;
  const tamperings = {
    'missing': (d) => rmSync(join(d, 'erasures.log')),
    'key missing': (d) => rmSync(join(d, 'erasures.key')),
    // As root (who reads anything), the state directory belongs to another user and the journal to
    // root alone, as `privacy erase` run as root used to leave it: restore acts as the directory's
    // owner (nobody here), who cannot read it.
    'unreadable': (d) => {
      if (!root) return chmodSync(join(d, 'erasures.log'), 0);
      for (const f of ['', 'leads.db', 'erasures.key', 'backups', 'backups/copy.db']) chownSync(join(d, f), 65534, 65534);
      for (const f of readdirSync(d).filter((f) => f.startsWith('leads.db-'))) chownSync(join(d, f), 65534, 65534);
      chmodSync(join(d, 'erasures.log'), 0o600);
    },
    'emptied': (d) => writeFileSync(join(d, 'erasures.log'), ''),
    'truncated': (d) => edit(join(d, 'erasures.log'), (t) => t.split('\n').slice(0, -2).join('\n') + '\n'),
    're-dated': (d) => edit(join(d, 'erasures.log'), (t) => t.replace(/^(\d{13})(.*)\n$/m, (m, at, rest) => `${Number(at) - 86400000}${rest}\n`)),
    'HMAC flipped': (d) => edit(join(d, 'erasures.log'), (t) => t.replace(/ ([0-9a-f])/, (m, c) => ` ${c === 'a' ? 'b' : 'a'}`)),
    'key replaced': (d) => writeFileSync(join(d, 'erasures.key'), randomBytes(32).toString('hex') + '\n'),
    'garbage appended': (d) => edit(join(d, 'erasures.log'), (t) => t + 'garbage\n'),
    'another store\'s journal': (d) => ['erasures.log', 'erasures.key'].forEach((f) => cpSync(join(other, f), join(d, f))),
  };
  let n = 0;
  const fresh = () => {
    const d = join(site.dir, `case${n++}`);
    cpSync(state, d, { recursive: true });
    return d;
  };
  for (const [name, tamper] of Object.entries(tamperings)) {
    const d = fresh();
    tamper(d);
    const before = digest(join(d, 'leads.db'));
    const r = spawnSync(binary, ['restore', join(d, 'backups', 'copy.db'), '--db', join(d, 'leads.db')], { encoding: 'utf8' });
    check(r.status === 4 && /restore refused, nothing replaced/.test(r.stderr) && /restauration refusée, rien n'a été remplacé/.test(r.stderr),
          `journal ${name}: restore refuses (exit ${r.status}): ${r.stderr.split('\n')[0]}`);
    check(digest(join(d, 'leads.db')) === before && !readdirSync(d).some((f) => f.includes('before-restore')),
          `journal ${name}: the live database is untouched`);
    check(!sqlite(join(d, 'leads.db'), 'SELECT email FROM leads').includes('zoe@example.com'), `journal ${name}: Zoé is still erased`);
  }

  // The intact journal: restored, Zoé erased again, and the restored database anchors the journal.
  const good = fresh();
  const ok = spawnSync(binary, ['restore', join(good, 'backups', 'copy.db'), '--db', join(good, 'leads.db')], { encoding: 'utf8' });
  check(ok.status === 0, `the intact journal: restore exits 0 (${ok.stderr.trim()})`);
  check(!sqlite(join(good, 'leads.db'), 'SELECT email FROM leads').includes('zoe@example.com') &&
        sqlite(join(good, 'leads.db'), 'SELECT email FROM leads').includes('alain@example.com'), '… and Zoé is erased again, Alain restored');
  check(sqlite(join(good, 'leads.db'), "SELECT value FROM settings WHERE key = 'erasure_journal_count'") === String(lines(join(good, 'erasures.log')).length),
        '… and the restored database anchors the whole journal');
  const again = spawnSync(binary, ['restore', join(good, 'backups', 'copy.db'), '--db', join(good, 'leads.db')], { encoding: 'utf8' });
  check(again.status === 0, 'a second restore of the same copy is accepted (the anchor moved with the restore)');

  // The disaster case: the journal is lost; --accept-unjournalled restores and says what it means.
  const lost = fresh();
  rmSync(join(lost, 'erasures.log'));
  const accepted = spawnSync(binary, ['restore', '--accept-unjournalled', join(lost, 'backups', 'copy.db'), '--db', join(lost, 'leads.db')],
                             { encoding: 'utf8' });
  check(accepted.status === 0 && /come back and must be erased again by hand/.test(accepted.stderr) && /à effacer de nouveau à la main/.test(accepted.stderr),
        `--accept-unjournalled restores and says what it means: ${accepted.stderr.split('\n')[0]}`);
  check(sqlite(join(lost, 'leads.db'), 'SELECT email FROM leads').includes('zoe@example.com'),
        '… and Zoé, whose erasure it could not know, is back (to erase again by hand)');
  check(!existsSync(join(lost, 'erasures.key')) && readdirSync(lost).some((f) => f.startsWith('erasures.key.unjournalled-')),
        '… the key it could not use is kept aside, and a new journal starts');
  cli(lost, 'privacy', 'erase', '--email', 'zoe@example.com');
  const after = spawnSync(binary, ['restore', join(lost, 'backups', 'copy.db'), '--db', join(lost, 'leads.db')], { encoding: 'utf8' });
  check(after.status === 0 && !sqlite(join(lost, 'leads.db'), 'SELECT email FROM leads').includes('zoe@example.com'),
        '… the next erasure starts the new journal, and the next restore trusts it');
  site.cleanup();
  otherSite.cleanup();
});
