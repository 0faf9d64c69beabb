import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * A throw-away copy of the site (web/ with forms/, config/, CONTENT.md and the publishing scripts
 * beside it, node_modules linked) for
 * the editor's end-to-end test: the editor writes there, the copy is built there, and the working
 * tree is never touched.
 */

const WEB = resolve('.');
const REPO = resolve('..');
const SKIP = new Set(['node_modules', 'dist', '.astro', 'test-results', '.scratch']);

export interface Workspace {
  /** The copy's web/. */
  web: string;
  remove(): void;
}

export function copySite(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'editeur-e2e-'));
  const web = join(dir, 'web');
  cpSync(WEB, web, {
    recursive: true,
    filter: (src) => !SKIP.has(src.split('/').at(-1)!) && !src.startsWith(join(WEB, 'editor/decap/node_modules')),
  });
  for (const folder of ['forms', 'config']) cpSync(join(REPO, folder), join(dir, folder), { recursive: true });
  // The guide the editor's help refers to, and which make test's content checks read.
  cpSync(join(REPO, 'CONTENT.md'), join(dir, 'CONTENT.md'));
  // The publication the editor's « Mettre en ligne » runs (editor/server/publication.ts).
  cpSync(join(REPO, 'scripts/publish'), join(dir, 'scripts/publish'), { recursive: true });
  cpSync(join(REPO, 'scripts/publish.mjs'), join(dir, 'scripts/publish.mjs'));
  symlinkSync(join(WEB, 'node_modules'), join(web, 'node_modules'), 'dir');
  symlinkSync(join(WEB, 'editor/decap/node_modules'), join(web, 'editor/decap/node_modules'), 'dir');
  return { web, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

export interface EditorServer {
  url: string;
  /** This run's secret, as the editor page receives it (editor/server/gate.ts). */
  secret: string;
  stop(): Promise<void>;
}

/**
 * Makes the copy a repository as `make publish` and « Mettre en ligne » need it: a git history of
 * one commit (the content as it is), with a marketer's git identity.
 */
export function asRepository(site: Workspace): string {
  const repo = dirname(site.web);
  const git = (...args: string[]) => {
    const run = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
    return run.stdout.trim();
  };
  cpSync(join(REPO, '.gitignore'), join(repo, '.gitignore'));
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Essai', '-c', 'user.email=essai@localhost', 'commit', '-q', '-m', 'The site as it is');
  git('config', 'user.name', 'Julie Marketing');
  git('config', 'user.email', 'julie@localhost');
  return repo;
}

/**
 * Starts the editor as `make edit` does (npm run edit), in `web`, with `env` added to its
 * environment (PUBLISH_TO…), and waits until it answers.
 */
export async function startEditor(web: string, env: Record<string, string> = {}): Promise<EditorServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'edit'], {
    cwd: web,
    env: { ...process.env, ...env, PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((ok) => child.once('exit', ok));
    }
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the editor stopped:\n${log}`);
    // The editor page (which carries the secret the API asks for) once the dev server answers.
    const html = await fetch(`${url}/_editeur/`).then((r) => (r.ok ? r.text() : ''), () => '');
    if (html) return { url, secret: /name="editeur-jeton" content="([0-9a-f]*)"/.exec(html)?.[1] ?? '', stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the editor did not answer in time:\n${log}`);
}

/** `npm run build` in `web`; returns its output, throws with it on failure. */
export function buildSite(web: string): string {
  const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: web, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`the build of the edited copy failed:\n${output}`);
  return output;
}

