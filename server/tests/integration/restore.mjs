// Restoring a backup must not bring an erased person back (issue 27): `server restore FILE`
// re-applies every erasure journalled after the copy was taken, and only those (a person erased
// before the copy who came back with a new request keeps it). The journal holds no address.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync, mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

const sqlite = (file, sql) => execFileSync('sqlite3', ['-readonly', file, sql], { encoding: 'utf8' }).trim();

main(async () => {
  const binary = process.argv[2];
  const site = tempSite();
  const db = join(site.dir, 'leads.db');
  const cli = (...args) => execFileSync(binary, [...args, '--db', db], { encoding: 'utf8' });
  const server = await new Server(binary, site.dir).start();
  const post = async (email, n) => check((await postLead(server.port, { ...blogAudit(n), email })).status === 201, `lead from ${email}`);

  // Yves is erased, then comes back with a new request, all before the backup.
  await post('yves@example.com', 1);
  cli('privacy', 'erase', '--email', 'yves@example.com');
  await sleep(1100);  // a second before the copy: `reapply --since` below takes whole seconds
  await post('yves@example.com', 2);
  await post('zoe@example.com', 3);
  await post('alain@example.com', 4);
  mkdirSync(join(site.dir, 'backups'));
  const copy = join(site.dir, 'backups', 'leads.db');
  console.log(cli('backup', copy).trim());
  await sleep(20);

  // After the backup: Zoé asks to be erased; a new lead arrives.
  console.log(cli('privacy', 'erase', '--email', 'Zoe@example.com').trim());
  await post('beatrice@example.com', 5);
  await server.kill();

  const journal = readFileSync(join(site.dir, 'erasures.log'), 'utf8');
  check(journal.trim().split('\n').every((l) => /^\d{13} [0-9a-f]{64} [0-9a-f]{64}$/.test(l)), 'the journal holds times, keyed hashes and chain values only');
  check(!/zoe|yves|example/i.test(journal), 'no address in the journal');
  check((statSync(join(site.dir, 'erasures.log')).mode & 0o777) === 0o600 && (statSync(join(site.dir, 'erasures.key')).mode & 0o777) === 0o600,
        'journal and key are mode 0600');

  const refused = spawnSync(binary, ['restore', db, '--db', db], { encoding: 'utf8' });
  check(refused.status !== 0 && /refus/.test(refused.stderr), `restoring the live database onto itself is refused: ${refused.stderr.trim()}`);

  const restored = cli('restore', copy);
  console.log(restored.trim());
  const emails = sqlite(db, 'SELECT email FROM leads ORDER BY email').split('\n');
  check(!emails.includes('zoe@example.com'), `Zoé, erased after the backup, stays erased (${emails.join(', ')})`);
  check(sqlite(db, "SELECT COUNT(*) FROM outbox WHERE recipient = 'zoe@example.com'") === '0', 'and so do the mails to her');
  check(emails.includes('yves@example.com'), 'Yves, erased before the backup and back since, keeps his new request');
  check(emails.includes('alain@example.com'), 'the others are restored');
  check(!emails.includes('beatrice@example.com'), 'what came after the backup is not in it (it is a restore)');
  check(sqlite(db, 'PRAGMA integrity_check') === 'ok', 'the restored database passes its integrity check');
  check(/kept at (\S+)/.test(restored), 'the database it replaced is kept aside');
  const previous = /kept at (\S+)/.exec(restored)[1];
  check((statSync(previous).mode & 0o777) === 0o600 && sqlite(previous, 'SELECT COUNT(*) FROM leads') === '3',
        'that copy is mode 0600 and holds the leads as they were');

  // A restore by other means (pg_restore of a dump; here a plain copy of the file): `privacy
  // reapply --since` the copy's time does the same.
  const taken = /taken (\S+Z)\)/.exec(restored)[1];
  const other = join(site.dir, 'other.db');
  copyFileSync(copy, other);
  const reapplied = execFileSync(binary, ['privacy', 'reapply', '--since', taken, '--db', other], { encoding: 'utf8' });
  console.log(reapplied.trim());
  const others = sqlite(other, 'SELECT email FROM leads ORDER BY email').split('\n');
  check(!others.includes('zoe@example.com') && others.includes('yves@example.com') && others.includes('alain@example.com'),
        `privacy reapply --since ${taken} erases Zoé again, and only her (${others.join(', ')})`);

  // The service starts on the restored database.
  await server.start();
  check((await postLead(server.port, { ...blogAudit(6), email: 'after@example.com' })).status === 201, 'the server serves after the restore');
  await server.kill();
  site.cleanup();
});
