// The backup timer's command (deploy/conformite-proprete-backup.service, its ExecStart as
// shipped, paths moved into a scratch directory) while the server serves: a dated copy mode 0600
// in a 0700 directory, the same copy in BACKUP_COPY_DIR, at most BACKUP_KEEP copies in each and
// none older than RETENTION_DAYS; other files in the directory are left alone.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main } from './harness.mjs';

const sqlite = (file, sql) => execFileSync('sqlite3', ['-readonly', file, sql], { encoding: 'utf8' }).trim();
const name = (date) => `leads-${date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.db`;

main(async () => {
  const binary = process.argv[2];
  const site = tempSite();
  const server = await new Server(binary, site.dir).start();
  for (let i = 0; i < 5; i++) check((await postLead(server.port, { ...blogAudit(i), email: `t${i}@example.com` })).status === 201, `lead ${i}`);

  const unit = readFileSync(new URL('../../../deploy/conformite-proprete-backup.service', import.meta.url), 'utf8');
  const execStart = /^ExecStart=(.*)$/m.exec(unit)[1].split(/\s+/);
  check(execStart[0] === '/usr/bin/conformite-proprete' && execStart.includes('--rotate'), `the unit runs: ${execStart.join(' ')}`);
  const backups = join(site.dir, 'state', 'backups');
  const second = join(site.dir, 'second');
  // The service's configuration comes from the environment file (here: the environment itself).
  const args = execStart.slice(1).filter((a, i, all) => a !== '--config' && all[i - 1] !== '--config')
    .map((a) => a.replace('/var/lib/conformite-proprete/backups', backups));

  // Earlier copies: one beyond the retention period, four recent ones, and a file of another kind.
  mkdirSync(backups, { recursive: true });
  mkdirSync(second);
  const day = 86_400_000;
  const earlier = [new Date(Date.now() - 40 * day), ...[4, 3, 2, 1].map((d) => new Date(Date.now() - d * day))].map(name);
  for (const dir of [backups, second]) {
    for (const f of earlier) writeFileSync(join(dir, f), 'old copy');
    writeFileSync(join(dir, 'before-upgrade-from-1.0.db'), 'kept');
  }
  const out = execFileSync(binary, args, {
    encoding: 'utf8',
    env: { ...process.env, DB_PATH: join(site.dir, 'leads.db'), RETENTION_DAYS: '30', BACKUP_KEEP: '3', BACKUP_COPY_DIR: second },
  });
  console.log(out.trim());
  const made = /to (\S+leads-\d{8}T\d{6}Z\.db):/.exec(out)[1];
  check((statSync(made).mode & 0o777) === 0o600, 'the new copy is mode 0600');
  check(sqlite(made, 'SELECT COUNT(*) FROM leads') === '5' && sqlite(made, 'PRAGMA integrity_check') === 'ok', 'it holds every lead, intact');
  const copy = join(second, made.split('/').at(-1));
  check(readFileSync(copy).equals(readFileSync(made)) && (statSync(copy).mode & 0o777) === 0o600, 'the second directory has the same copy, 0600');
  for (const dir of [backups, second]) {
    const left = readdirSync(dir).sort();
    check(JSON.stringify(left) === JSON.stringify(['before-upgrade-from-1.0.db', earlier[3], earlier[4], made.split('/').at(-1)].sort()),
          `${dir.endsWith('second') ? 'second directory' : 'backup directory'}: the 3 newest copies and the other file (${left.join(', ')})`);
  }
  await server.kill();
  site.cleanup();
});
