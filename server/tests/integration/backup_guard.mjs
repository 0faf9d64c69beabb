// The attack on `server backup` (issue 28): given the live database, its -wal, -shm or journal
// as destination (by name, through a symbolic or hard link, or a companion that does not exist
// yet), while leads are being posted, it must refuse and leave the live database alone: no
// acknowledged lead lost, integrity ok, the server still serving and restartable. A legitimate
// backup is written mode 0600 and leaves no temporary file behind.
import { execFile, execFileSync } from 'node:child_process';
import { linkSync, symlinkSync, statSync, readdirSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

const sqlite = (file, sql) => execFileSync('sqlite3', ['-readonly', file, sql], { encoding: 'utf8' }).trim();
const backup = (binary, dest, db) => new Promise((resolve) => execFile(binary, ['backup', dest, '--db', db],
  { encoding: 'utf8' }, (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stdout, stderr })));

main(async () => {
  const binary = process.argv[2];
  const site = tempSite();
  const server = await new Server(binary, site.dir).start();
  const live = join(site.dir, 'leads.db');
  const acked = [];
  let stop = false, failed = 0;
  const flood = async (worker) => {
    for (let i = 0; !stop; i++) {
      const lead = { ...blogAudit(0), email: `g${worker}-${i}@example.com` };
      try {
        const res = await postLead(server.port, lead);
        if (res.status === 201) acked.push(lead.email); else failed++;
      } catch { failed++; }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => flood(w));
  await sleep(800);

  // Links made by whoever can write the backup directory: each names the live files.
  const links = join(site.dir, 'links');
  mkdirSync(links);
  symlinkSync(live, join(links, 'symlink.db'));
  linkSync(live, join(links, 'hardlink.db'));
  symlinkSync(`${live}-wal`, join(links, 'wal-symlink.db'));
  symlinkSync(site.dir, join(links, 'dir'));
  const hostile = {
    'the live database': live,
    'its -wal': `${live}-wal`,
    'its -shm': `${live}-shm`,
    'its -journal (not there yet)': `${live}-journal`,
    'a symbolic link to it': join(links, 'symlink.db'),
    'a hard link to it': join(links, 'hardlink.db'),
    'a symbolic link to its -wal': join(links, 'wal-symlink.db'),
    'its name through a linked directory': join(links, 'dir', 'leads.db'),
    'its -shm through a linked directory': join(links, 'dir', 'leads.db-shm'),
  };
  for (const [what, dest] of Object.entries(hostile)) {
    const r = await backup(binary, dest, live);
    check(r.code !== 0 && /refus/i.test(r.stderr), `backup onto ${what} is refused (exit ${r.code}: ${r.stderr.trim()})`);
  }
  await sleep(300);
  stop = true;
  await Promise.all(workers);
  check(acked.length > 50 && failed === 0, `${acked.length} leads acknowledged during the attempts, ${failed} refused`);

  check(sqlite(live, 'PRAGMA integrity_check') === 'ok', 'the live database passes its integrity check');
  const stored = new Set(sqlite(live, 'SELECT email FROM leads').split('\n'));
  const lost = acked.filter((e) => !stored.has(e));
  check(lost.length === 0, `every acknowledged lead is in the live database (${stored.size} stored, ${lost.length} lost)`);

  // A restart reads the same database (nothing replaced its -wal) and keeps every lead.
  await server.kill();
  await server.start();
  const res = await postLead(server.port, { ...blogAudit(0), email: 'after-restart@example.com' });
  check(res.status === 201, 'the server restarts and takes leads');
  await server.kill();
  check(Number(sqlite(live, 'SELECT COUNT(*) FROM leads')) === acked.length + 1, 'after the restart, every lead is still there');

  // A legitimate backup: mode 0600, no temporary file left beside it.
  const dir = join(site.dir, 'backups');
  mkdirSync(dir);
  const good = await backup(binary, join(dir, 'leads.db'), live);
  check(good.code === 0, `a backup elsewhere succeeds: ${good.stdout.trim()}`);
  const mode = statSync(join(dir, 'leads.db')).mode & 0o777;
  check(mode === 0o600, `the backup is mode 0600 (${mode.toString(8)})`);
  check(readdirSync(dir).join(',') === 'leads.db', `nothing but the backup in its directory (${readdirSync(dir).join(', ')})`);
  check(existsSync(live) && sqlite(join(dir, 'leads.db'), 'SELECT COUNT(*) FROM leads') === String(acked.length + 1),
        'the backup holds every lead');
  site.cleanup();
});
