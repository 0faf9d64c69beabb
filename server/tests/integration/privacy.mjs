// Erasure leaves no trace: after `privacy erase`, the address's bytes are in neither the SQLite
// file nor its WAL, and its .eml copies are gone, with the command run the way an operator runs
// it: from another directory, configured by the environment only (no flags), or with only the
// database named (the outbox directory serve recorded is used).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const db = join(site.dir, 'leads.db');
  const outbox = join(site.dir, 'outbox');
  const victims = ['erase.me@example.com', 'efface.moi@example.com'];

  check((await postLead(server.port, { ...blogAudit(0), email: '<erase.me@example.com>' })).status === 422,
    '<erase.me@example.com> is refused, not stored under another spelling');
  // Each victim sends two requests among other visitors' leads, so their rows sit in many WAL frames.
  let n = 1;
  for (let round = 0; round < 2; round++) {
    for (const email of victims) check((await postLead(server.port, { ...blogAudit(n++), email })).status === 201, `${email} stored`);
    for (let i = 0; i < 10; i++) check((await postLead(server.port, blogAudit(n++))).status === 201, `other lead ${n} stored`);
  }
  const emls = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
  const mailsTo = (email) => emls().filter((f) => readFileSync(join(outbox, f), 'latin1').includes(email)).length;
  for (let i = 0; i < 150 && emls().length < (n - 1) * 2; i++) await sleep(100);
  await sleep(300);
  const traces = (email) => ['', '-wal'].filter((suffix) => existsSync(db + suffix) && readFileSync(db + suffix).includes(Buffer.from(email)));
  for (const email of victims) {
    check(mailsTo(email) === 4, `${email}: 4 .eml files before erasure`);
    check(traces(email).length > 0, `${email}: found in ${traces(email).map((s) => `leads.db${s}`).join(', ')} before erasure`);
  }

  // Operator 1: environment only, from another directory.
  const run = (env, ...args) => execFileSync(process.argv[2], args, { cwd: tmpdir(), encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env } });
  const first = run({ DB_PATH: db, OUTBOX_DIR: outbox }, 'privacy', 'erase', '--email', victims[0]);
  console.log(first.trim());
  check(/erased 2 lead\(s\), 0 subscriber\(s\), 4 outbox row\(s\), 4 \.eml file\(s\)/.test(first), 'erase with the environment only');
  // Operator 2: only the database named; the outbox directory is the one serve recorded.
  const second = run({}, 'privacy', 'erase', '--email', victims[1], '--db', db);
  console.log(second.trim());
  check(/4 \.eml file\(s\)/.test(second), 'erase with only --db finds the .eml files where serve wrote them');

  for (const email of victims) {
    check(mailsTo(email) === 0, `${email}: no .eml file left`);
    check(traces(email).length === 0, `${email}: no byte left in leads.db nor leads.db-wal (${traces(email).join(',')})`);
  }
  check(mailsTo('visiteur3@example.com') === 2, 'other visitors keep their mails');
  check(run({ DB_PATH: db }, 'leads', 'list').includes(`${n - 1 - 4} lead(s)`), 'other visitors keep their leads');
  await server.kill();
  site.cleanup();
});
