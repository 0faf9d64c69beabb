import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ContentError, formatYamlError } from '../lib/errors/french-errors';

/**
 * The text of the files under ./data, and their YAML, for the collections of the registry
 * (./registry.ts). Nothing here knows a schema.
 */
// Vite (the build, the dev server, Astro's config loader, Vitest) replaces this call with the
// files' text and watches them. Nothing loads this module outside Vite: the e2e specs read the
// build's data instead.
const files = import.meta.glob(['./data/**/*.yaml', './data/**/*.md'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

function readDataFolder(dir: URL, prefix = './data/'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) Object.assign(out, readDataFolder(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`));
    else if (/\.(yaml|md)$/.test(entry.name)) out[`${prefix}${entry.name}`] = readFileSync(new URL(entry.name, dir), 'utf8');
  }
  return out;
}

/**
 * The data files checked against a schema so far by this copy of the module, as editors name them
 * (`src/content/data/villes/laval.yaml`): the post-build step reads every collection, then fails
 * the build if a file of ./data was never checked (integrations/post-build.ts).
 */
export const checkedFiles = new Set<string>();

/** The path an editor sees, relative to web/: `src/content/data/villes/laval.yaml`. */
export const displayPath = (relative: string) => `src/content/data/${relative}`;

/**
 * Changes not written yet, by path relative to ./data (`villes/laval.yaml` → its new text, or null
 * for a file taken away): while set (`withChanges`), every read sees the files as they would be
 * after the editor's save, so the build's own checks can run before anything is written.
 */
let pending: ReadonlyMap<string, string | null> | undefined;

/** Runs `read` with the files as they would be after `changes`; synchronous, so no page render sees them. */
export function withChanges<T>(changes: ReadonlyMap<string, string | null>, read: () => T): T {
  pending = changes;
  try {
    return read();
  } finally {
    pending = undefined;
  }
}

/** Every data file's key (`./data/villes/laval.yaml`), pending changes included. */
function keys(): string[] {
  const all = new Set(Object.keys(files));
  for (const [relative, text] of pending ?? []) {
    if (text === null) all.delete(`./data/${relative}`);
    else all.add(`./data/${relative}`);
  }
  return [...all];
}

/** The files of a folder of ./data (`villes`), sorted, as paths relative to ./data. */
export const filesIn = (folder: string): string[] =>
  keys()
    .filter((key) => key.startsWith(`./data/${folder}/`) && !key.slice(`./data/${folder}/`.length).includes('/'))
    .map((key) => key.slice('./data/'.length))
    .sort();

export function textOf(relative: string): string {
  const change = pending?.get(relative);
  const text = change === undefined ? files[`./data/${relative}`] : (change ?? undefined);
  if (text === undefined) throw new ContentError(`${displayPath(relative)} : fichier introuvable`);
  return text;
}

/** The YAML of a data file, parsed; a syntax error names the file, its line and what to fix. */
export function yamlOf(relative: string): unknown {
  return parseYaml(textOf(relative), displayPath(relative));
}

export function parseYaml(text: string, where: string, lineOffset = 0): unknown {
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    throw new ContentError(formatYamlError(where, error, lineOffset));
  }
}

/** A Markdown file of ./data: its frontmatter (parsed) and its body as written. */
export function markdownOf(relative: string): { frontmatter: unknown; body: string } {
  const where = displayPath(relative);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(textOf(relative));
  if (!match) throw new ContentError(`${where} : l’en-tête entre deux lignes « --- » manque au début du fichier`);
  return { frontmatter: parseYaml(match[1]!, where, 1), body: match[2]! };
}

/** Reads the folder again (the dev server's loader, after a file changed). */
export function refreshFiles(): void {
  try {
    const fresh = readDataFolder(new URL('./data/', import.meta.url));
    for (const key of Object.keys(files)) delete files[key];
    Object.assign(files, fresh);
  } catch {
    // Bundled without the data folder beside it: keep the texts Vite inlined.
  }
}
