// Where a publication goes (PUBLISH_TO): `ssh://user@host[:port]` for a host whose publishing key
// runs `conformite-proprete site receive` (README, « Publishing »), or a local SITE_DIR path (one
// machine, and the tests), handed to the server binary of this machine. Several targets,
// separated by spaces or commas, each get the same bundle; each answers for itself.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** The targets of a PUBLISH_TO value. Throws, in French, on a malformed one. */
export function parseTargets(value, cwd = process.cwd()) {
  const words = String(value ?? '').split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) throw new Error('PUBLISH_TO est vide : indiquez ssh://utilisateur@serveur ou un dossier SITE_DIR (README, « Publishing »)');
  return words.map((word) => {
    if (word.startsWith('ssh://')) {
      const m = /^ssh:\/\/([A-Za-z0-9._-]+)@([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(?::(\d{1,5}))?\/?$/.exec(word);
      if (!m) throw new Error(`PUBLISH_TO : « ${word} » n’est pas de la forme ssh://utilisateur@serveur[:port]`);
      return { kind: 'ssh', name: word, user: m[1], host: m[2].replace(/^\[|\]$/g, ''), port: m[3] ? Number(m[3]) : 22 };
    }
    if (/^[a-z]+:\/\//i.test(word)) throw new Error(`PUBLISH_TO : « ${word} » : seuls ssh:// et un dossier local sont acceptés`);
    const dir = isAbsolute(word) ? word : resolve(cwd, word);
    return { kind: 'local', name: dir, dir };
  });
}

/** The server binary for a local target: PUBLISH_SERVER_BIN, the packaged one, or the checkout's. */
function localServer(repo) {
  if (process.env.PUBLISH_SERVER_BIN) return process.env.PUBLISH_SERVER_BIN;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'conformite-proprete'))) return join(dir, 'conformite-proprete');
  }
  return join(repo, 'server/build/server');
}

/** The command line that runs `site <words>` on a target. */
function command(target, repo, words) {
  if (target.kind === 'local') return [localServer(repo), ['--site-dir', target.dir, 'site', ...words]];
  // The key's forced command runs receive whatever is asked; rollback and list are the only
  // other requests it honours (server/src/cli/site_commands.hpp).
  const extra = (process.env.PUBLISH_SSH_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  return ['ssh', ['-p', String(target.port), '-o', 'BatchMode=yes', ...extra, `${target.user}@${target.host}`, ['conformite-proprete', 'site', ...words].join(' ')]];
}

/**
 * Runs `site <words>` on the target, writing `input` (a Buffer) to its standard input in pieces,
 * with onSent(bytesSoFar). Resolves { code, stdout, stderr }.
 */
export function runOnTarget(target, repo, words, input = null, onSent = () => {}) {
  const [bin, args] = command(target, repo, words);
  return new Promise((done) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => done({ code: 127, stdout, stderr: `${stderr}${e.message}\n` }));
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
    child.stdin.on('error', () => {});  // the receiver refused early: its answer says why
    if (!input) return child.stdin.end();
    const piece = 256 * 1024;
    let at = 0;
    const write = () => {
      while (at < input.length) {
        const next = Math.min(at + piece, input.length);
        const more = child.stdin.write(input.subarray(at, next));
        at = next;
        onSent(at);
        if (!more) return child.stdin.once('drain', write);
      }
      child.stdin.end();
    };
    write();
  });
}

/** What `site receive` or `site rollback` printed: the release, the one before, the pages. */
export function parseSwitch(stdout) {
  const live = /^release (\S+) live(?: \(before: (\S+)\))?$/m.exec(stdout);
  const pages = /^pages: (\d+) changed, (\d+) added, (\d+) removed \((\d+) pages\)$/m.exec(stdout);
  const list = (word) => [...stdout.matchAll(new RegExp(`^${word} (\\S+)$`, 'gm'))].map((m) => m[1]);
  return {
    release: live?.[1] ?? null,
    previous: live?.[2] ?? null,
    pages: pages ? Number(pages[4]) : null,
    changed: list('changed'),
    added: list('added'),
    removed: list('removed'),
  };
}
