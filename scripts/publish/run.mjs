// One publication, the same for `make publish` and the editor's « Mettre en ligne »: build the
// site (refused when the content does not build or a build check fails), commit the content
// change, then send one bundle to every target, each answering for itself. Progress goes to
// onProgress({ step, label, percent }) in French; the result (or the refusal) is returned, and
// recorded in var/publications.json for the editor's list and for undo.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { commitContent, contentChanges, git, publisher } from './git.mjs';
import { countPages, tarDirectory } from './tar.mjs';
import { parseSwitch, runOnTarget } from './targets.mjs';

// Shares of the bar: the build is most of the wait.
const SHARE = { build: [0, 80], commit: [80, 85], bundle: [85, 88], upload: [88, 100] };

export class PublishError extends Error {}

function scaled(step, fraction) {
  const [from, to] = SHARE[step];
  return Math.round(from + (to - from) * Math.max(0, Math.min(1, fraction)));
}

function withoutColour(env) {
  const { NODE_ENV, FORCE_COLOR, ...rest } = env;
  return rest;
}

/** `npm run build` in web/, its page lines counted against the last build's page count. */
function build(repo, expectedPages, onProgress) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: join(repo, 'web'),
      // NODE_ENV dropped: the editor's dev server sets it to development, and a build that
      // inherits it differs from `make publish`'s. NO_COLOR, not FORCE_COLOR=0: picocolors (Astro's
      // page lines) takes any FORCE_COLOR as « colours on », and coloured page lines are not counted.
      env: { ...withoutColour(process.env), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let pages = 0;
    const started = Date.now();
    const read = (chunk) => {
      const text = String(chunk);
      log += text;
      // Astro prints one line per page it writes: « ├─ /tarifs.html (+12ms) », in two writes
      // (the name, then the time) that may come in two chunks: counted over the whole log.
      pages = (log.match(/\.html \(\+\d/g) ?? []).length;
      const fraction = pages > 0 ? 0.15 + 0.85 * Math.min(0.99, pages / Math.max(1, expectedPages)) : Math.min(0.15, (Date.now() - started) / 120000);
      onProgress({ step: 'build', label: `Construction du site (${pages} page(s) sur environ ${expectedPages})`, percent: scaled('build', fraction) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', (e) => reject(new PublishError(`La construction du site n’a pas pu démarrer : ${e.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(log);
      // The build's own French errors (file, field, nearest key) are the useful part.
      const lines = log.split('\n').filter((l) => l.trim()).slice(-25).join('\n');
      reject(new PublishError(`Le contenu ne se construit pas : rien n’a été mis en ligne.\n${lines}`));
    });
  });
}

function recordFile(repo) {
  return join(repo, 'var', 'publications.json');
}

/** The last publications, newest first. */
export function publications(repo) {
  try {
    return JSON.parse(readFileSync(recordFile(repo), 'utf8'));
  } catch {
    return [];
  }
}

function record(repo, entry) {
  const list = [entry, ...publications(repo)].slice(0, 50);
  mkdirSync(dirname(recordFile(repo)), { recursive: true });
  writeFileSync(recordFile(repo), `${JSON.stringify(list, null, 2)}\n`);
}

/** Sends the bundle to each target in turn; a host that refuses keeps its own live release. */
async function send(repo, targets, bundle, onProgress) {
  const results = [];
  for (const [i, target] of targets.entries()) {
    const { code, stdout, stderr } = await runOnTarget(target, repo, ['receive'], bundle, (sent) => {
      const fraction = (i + (0.9 * sent) / bundle.length) / targets.length;
      onProgress({ step: 'upload', label: `Envoi vers ${target.name} (${Math.round((100 * sent) / bundle.length)} %)`, percent: scaled('upload', fraction) });
    });
    const parsed = parseSwitch(stdout);
    results.push({ target: target.name, ok: code === 0 && Boolean(parsed.release), ...parsed, output: stdout.trim(), error: code === 0 ? '' : stderr.trim() || `code de sortie ${code}` });
  }
  return results;
}

/**
 * Publishes the working copy at `repo` to `targets` (parseTargets). Resolves the publication
 * ({ ok, hosts: [...], commit, subject, ... }); throws PublishError when nothing was sent.
 * @param {string} repo
 * @param {object[]} targets
 * @param {(progress: { step: string, label: string, percent: number }) => void} [onProgress]
 */
export async function publish(repo, targets, onProgress = () => {}) {
  const started = Date.now();
  const dist = join(repo, 'web', 'dist');
  onProgress({ step: 'build', label: 'Construction du site', percent: 0 });
  const changes = contentChanges(repo);
  const timings = {};
  let t = Date.now();
  await build(repo, countPages(dist) || 100, onProgress);
  timings.build = Date.now() - t;
  if (!existsSync(join(dist, 'index.html'))) throw new PublishError('La construction n’a pas produit de page d’accueil : rien n’a été mis en ligne.');

  onProgress({ step: 'commit', label: 'Enregistrement du changement dans l’historique (git)', percent: SHARE.commit[0] });
  const { commit, head, subject } = commitContent(repo, changes);

  onProgress({ step: 'bundle', label: 'Préparation de l’envoi', percent: SHARE.bundle[0] });
  t = Date.now();
  const meta = { publisher: publisher(repo), commit: head, built_at: new Date().toISOString(), summary: subject };
  const bundle = tarDirectory(dist, { '.release.json': `${JSON.stringify(meta)}\n` });
  timings.bundle = Date.now() - t;

  onProgress({ step: 'upload', label: 'Envoi', percent: SHARE.upload[0] });
  t = Date.now();
  const hosts = await send(repo, targets, bundle, onProgress);
  timings.upload = Date.now() - t;
  const ok = hosts.every((h) => h.ok);
  const entry = { at: new Date().toISOString(), ok, commit, head, subject, publisher: meta.publisher, bytes: bundle.length, hosts, timings, seconds: (Date.now() - started) / 1000 };
  record(repo, entry);
  onProgress({ step: 'done', label: ok ? 'En ligne' : 'Refusé par au moins un serveur', percent: 100 });
  return entry;
}

/**
 * « Annuler la dernière mise en ligne »: every target of the last publication goes back to the
 * release it replaced, and its content commit is reverted so the next publication does not bring
 * the change back.
 */
export async function undoLast(repo, targets) {
  const last = publications(repo).find((p) => !p.undone);
  if (!last) throw new PublishError('Aucune mise en ligne à annuler.');
  const hosts = [];
  for (const target of targets) {
    const host = last.hosts.find((h) => h.target === target.name && h.ok);
    if (!host?.previous) {
      hosts.push({ target: target.name, ok: false, error: 'Ce serveur n’a pas de version précédente connue pour cette mise en ligne.' });
      continue;
    }
    const { code, stdout, stderr } = await runOnTarget(target, repo, ['rollback', host.previous]);
    hosts.push({ target: target.name, ok: code === 0, ...parseSwitch(stdout), error: code === 0 ? '' : stderr.trim() });
  }
  let reverted = null;
  if (last.commit && hosts.some((h) => h.ok)) {
    try {
      git(repo, ['revert', '--no-edit', last.commit]);
      reverted = git(repo, ['rev-parse', '--short=12', 'HEAD']);
    } catch (e) {
      try {
        git(repo, ['revert', '--abort']);
      } catch {}
      hosts.push({ target: 'git', ok: false, error: `Le contenu n’a pas pu être remis comme avant dans l’historique : ${String(e.stderr ?? e.message).trim()}` });
    }
  }
  const list = publications(repo);
  const at = list.findIndex((p) => p.at === last.at);
  if (at >= 0) list[at] = { ...list[at], undone: new Date().toISOString(), reverted };
  writeFileSync(recordFile(repo), `${JSON.stringify(list, null, 2)}\n`);
  return { ok: hosts.every((h) => h.ok), hosts, reverted, undid: last };
}
