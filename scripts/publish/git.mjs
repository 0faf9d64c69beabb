// The content side of a publication: every one is a git commit of what the marketer changed
// (history, undo), with a French message naming the files changed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What a marketer edits (CONTENT.md): the content collections, the photos, the catalog the build rewrites. */
export const CONTENT_PATHS = ['web/src/content', 'web/src/assets/photos', 'forms/catalog.json'];

const ACTIONS = { A: 'ajouté', M: 'modifié', D: 'supprimé', R: 'renommé', '?': 'ajouté' };

/** The content paths this checkout has (git refuses a pathspec that matches nothing). */
function paths(repo) {
  return CONTENT_PATHS.filter((p) => existsSync(join(repo, p)));
}

export function git(repo, args, options = {}) {
  return gitRaw(repo, args, options).trim();
}

/** git's output as is: `status --porcelain` starts with a meaningful space. */
function gitRaw(repo, args, options = {}) {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/** The content files changed since the last commit: [{ path, action }]. */
export function contentChanges(repo) {
  const out = gitRaw(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths(repo)]);
  const entries = out.split('\0').filter(Boolean);
  const changes = [];
  for (let i = 0; i < entries.length; i++) {
    const code = entries[i].slice(0, 2).trim()[0] ?? 'M';
    const path = entries[i].slice(3);
    if (code === 'R') i++;  // the old name follows
    changes.push({ path, action: ACTIONS[code] ?? 'modifié' });
  }
  return changes;
}

/** « Mise en ligne : chiffres.yaml modifié, villes/laval.yaml ajouté », then one line per file. */
export function commitMessage(changes) {
  const short = (p) => p.replace(/^web\/src\/content\/data\//, '').replace(/^web\/src\//, '');
  const named = changes.slice(0, 3).map((c) => `${short(c.path)} ${c.action}`);
  const more = changes.length > 3 ? ` et ${changes.length - 3} autre(s)` : '';
  const subject = `Mise en ligne : ${named.join(', ')}${more}`;
  return `${subject}\n\n${changes.map((c) => `- ${c.path} : ${c.action}`).join('\n')}\n`;
}

/** Who publishes: git's user.name, else the account name. */
export function publisher(repo) {
  try {
    const name = git(repo, ['config', 'user.name']);
    if (name) return name;
  } catch {}
  return process.env.USER || process.env.LOGNAME || 'éditeur';
}

/** Commits the content changes; returns { commit, subject } (commit null when nothing changed). */
export function commitContent(repo, changes) {
  const head = () => git(repo, ['rev-parse', '--short=12', 'HEAD']);
  if (changes.length === 0) return { commit: null, head: head(), subject: 'Mise en ligne sans changement de contenu' };
  const message = commitMessage(changes);
  git(repo, ['add', '-A', '--', ...paths(repo)]);
  // A marketer's machine may have no git identity: the commit still records who published.
  const who = publisher(repo);
  const identity = [];
  try {
    git(repo, ['config', 'user.email']);
  } catch {
    identity.push('-c', `user.name=${who}`, '-c', 'user.email=editeur@localhost');
  }
  git(repo, [...identity, 'commit', '--no-verify', '-q', '-m', message, '--', ...paths(repo)]);
  return { commit: head(), head: head(), subject: message.split('\n')[0] };
}
