// `server backup FILE` while the server serves a flood of posts: the copy passes SQLite's
// integrity check and holds every lead acknowledged (201) before the backup started.
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

const sqlite = (file, sql) => execFileSync('sqlite3', ['-readonly', file, sql], { encoding: 'utf8' }).trim();

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const acked = [];
  let stop = false, sent = 0, failed = 0;
  const flood = async (worker) => {
    for (let i = 0; !stop; i++) {
      const lead = { ...blogAudit(0), email: `w${worker}-${i}@example.com` };
      sent++;
      try {
        const res = await postLead(server.port, lead);
        if (res.status === 201) acked.push(lead.email); else failed++;
      } catch { failed++; }
    }
  };
  const workers = Array.from({ length: 12 }, (_, w) => flood(w));
  await sleep(1500);

  const copy = join(site.dir, 'copy.db');
  const ackedBefore = [...acked];
  const started = Date.now();
  const output = await new Promise((resolve, reject) => execFile(process.argv[2], ['backup', copy, '--db', join(site.dir, 'leads.db')],
    { encoding: 'utf8' }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout))));
  const during = acked.length - ackedBefore.length;
  await sleep(300);
  stop = true;
  await Promise.all(workers);
  console.log(`${output.trim()} in ${Date.now() - started} ms; ${sent} posts, ${acked.length} acknowledged (${during} while it ran), ${failed} refused`);

  check(ackedBefore.length > 20, `${ackedBefore.length} leads acknowledged before the backup started`);
  check(during > 0, 'the server kept acknowledging leads while the backup ran');
  check(failed === 0, 'no post failed during the backup');
  check(sqlite(copy, 'PRAGMA integrity_check') === 'ok', 'the copy passes PRAGMA integrity_check');
  check(sqlite(copy, 'PRAGMA journal_mode') === 'delete', 'the copy is one self-contained file (no -wal needed)');
  const inCopy = new Set(sqlite(copy, 'SELECT email FROM leads').split('\n'));
  const missing = ackedBefore.filter((e) => !inCopy.has(e));
  check(missing.length === 0, `every lead acknowledged before the backup is in the copy (${inCopy.size} leads in it, ${missing.length} missing)`);
  const live = Number(sqlite(join(site.dir, 'leads.db'), 'SELECT COUNT(*) FROM leads'));
  check(live >= inCopy.size && live === acked.length, `the live database kept every acknowledged lead (${live})`);

  const bad = await new Promise((resolve) => execFile(process.argv[2], ['backup', join(site.dir, 'x.db'), '--db', join(site.dir, 'nope.db')],
    (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stderr })));
  check(bad.code !== 0 && /no database/.test(bad.stderr), 'a wrong --db is an error, not an empty copy');
  await server.kill();
  site.cleanup();
});
