import { spawnSync } from 'node:child_process';

/**
 * The content files the editor may delete: the new ones, never yet published (issue 37). A file
 * git knows was published (or is about to be): it is withdrawn from the site (« Retirer du site »),
 * never deleted from the editor. Outside a git working copy, only the files this run of the editor
 * created are new. Kept on globalThis: the dev server loads the editor's modules again after a change.
 */
const created: Set<string> = ((globalThis as { __editeurNewFiles?: Set<string> }).__editeurNewFiles ??= new Set());

/** Records a file the editor created (`full`: its absolute path). */
export const recordCreated = (full: string) => created.add(full);

/** Whether `full` (a file under `root`) is new: created by this run, or unknown to git. */
export function isNewFile(root: string, full: string): boolean {
  if (created.has(full)) return true;
  const git = spawnSync('git', ['-C', root, 'ls-files', '--error-unmatch', '--', full], { stdio: 'ignore' });
  // 1: a working copy that does not know the file; anything else (known, or no working copy): not new.
  return git.status === 1 && spawnSync('git', ['-C', root, 'rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' }).status === 0;
}

export const forgetCreated = (full: string) => created.delete(full);
