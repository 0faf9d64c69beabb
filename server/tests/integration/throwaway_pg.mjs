// A PostgreSQL cluster of the test's own (initdb in a temporary directory, a free port), so a
// test may pause or break it without touching anyone else's. Node built-ins and the Debian
// PostgreSQL binaries; as root, the cluster runs as the postgres account.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, chownSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './harness.mjs';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (scripts/bootstrap test installs it)');
  return join(root, versions.sort((a, b) => Number(a) - Number(b)).at(-1), 'bin');
}

const asRoot = process.getuid?.() === 0;
function run(bin, args) {
  return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
                : execFileSync(bin, args, { encoding: 'utf8' });
}

// Every process of the cluster: the postmaster and its children (backends, checkpointer…).
function clusterPids(dir) {
  const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n').map((l) => Number(l.trim())).filter(Boolean);
  return [postmaster, ...children];
}

export async function startPostgres() {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-it-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const port = await freePort();
  run(join(bin, 'initdb'), ['--no-sync', '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () => run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-t', '30', '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off`, 'start']);
  start();
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'leads']);
  const url = `postgresql://postgres@127.0.0.1:${port}/leads`;
  const signal = (sig) => { for (const pid of clusterPids(join(dir, 'data'))) process.kill(pid, sig); };
  return {
    url,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    // A real outage: the server shut down (its connections closed), then started again on the same port.
    halt: () => run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']),
    start,
    query: (sql) => execFileSync(join(bin, 'psql'), [url, '-tAc', sql], { encoding: 'utf8' }),
    stop() {
      try { signal('SIGCONT'); } catch {}
      try { run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']); } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
