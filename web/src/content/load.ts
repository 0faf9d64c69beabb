import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * Reads the YAML files of ./data at build time and checks each entry against its schema. Pages,
 * the build's integrations and the unit tests all read the content through here, synchronously;
 * `src/content.config.ts` declares the same files and schemas as Astro collections.
 *
 * Errors are written for the people who edit these files: the file, the entry, the field and
 * what is wrong, in French, e.g.
 *   src/content/data/villes/gatineau.yaml, champ « gps.lat » : nombre trop grand (au plus 49)
 */
const files: Record<string, string> = (() => {
  try {
    // Vite (the build, Vitest) replaces this call with the files' text and watches them.
    return import.meta.glob(['./data/**/*.yaml', './data/**/*.md'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  } catch {
    // Outside Vite (Playwright loads the e2e specs' imports itself): read the folder directly.
    return readDataFolder(new URL('./data/', import.meta.url));
  }
})();

function readDataFolder(dir: URL, prefix = './data/'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) Object.assign(out, readDataFolder(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`));
    else if (/\.(yaml|md)$/.test(entry.name)) out[`${prefix}${entry.name}`] = readFileSync(new URL(entry.name, dir), 'utf8');
  }
  return out;
}

/**
 * The data files checked against a schema so far in this process, as editors name them
 * (`src/content/data/villes/laval.yaml`). Kept on globalThis because the build renders pages from
 * its own copy of this module: the post-build step reads the same set and fails the build if a
 * file of ./data was never checked (integrations/post-build.ts).
 */
export const checkedFiles: Set<string> = ((globalThis as { __checkedContentFiles?: Set<string> }).__checkedContentFiles ??= new Set());

export class ContentError extends Error {
  override name = 'ContentError';
}

/** The path an editor sees: `src/content/data/villes/laval.yaml`. */
export const displayPath = (key: string) => `src/content/${key.replace(/^\.\//, '')}`;

function readYaml(key: string): unknown {
  const text = files[key];
  if (text === undefined) throw new ContentError(`${displayPath(key)} : fichier introuvable`);
  try {
    return parse(text);
  } catch (error) {
    throw new ContentError(`${displayPath(key)} : YAML invalide\n${(error as Error).message}`);
  }
}

const frenchMessage = (issue: z.core.$ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'champ manquant' : `type attendu : ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `texte trop court (au moins ${issue.minimum} caractères)`
        : issue.origin === 'array'
          ? `il en faut au moins ${issue.minimum}`
          : `nombre trop petit (au moins ${issue.minimum})`;
    case 'too_big':
      return issue.origin === 'array' ? `il en faut au plus ${issue.maximum}` : `nombre trop grand (au plus ${issue.maximum})`;
    case 'invalid_value':
      return `valeur permise : ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `champ inconnu : ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
};

/** Parses `value` with `schema`; on failure, one line per problem naming file and field. */
export function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return `${where}${field ? `, champ « ${field} »` : ''} : ${frenchMessage(issue)}`;
  });
  throw new ContentError(lines.join('\n'));
}

/** One YAML file of ./data (`chiffres.yaml`), checked. */
export function loadFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const key = `./data/${name}`;
  const data = check(schema, readYaml(key), displayPath(key));
  checkedFiles.add(displayPath(key));
  return data;
}

/** Every YAML file of a folder of ./data (`villes`), one entry per file, id = file name. */
export function loadFolder<S extends z.ZodType>(folder: string, schema: S): { id: string; data: z.output<S> }[] {
  const prefix = `./data/${folder}/`;
  return Object.keys(files)
    .filter((key) => key.startsWith(prefix))
    .sort()
    .map((key) => {
      const data = check(schema, readYaml(key), displayPath(key));
      checkedFiles.add(displayPath(key));
      return { id: key.slice(prefix.length).replace(/\.yaml$/, ''), data };
    });
}

/** How many entries a folder has, without parsing them (counts used inside their own copy). */
export const countFolder = (folder: string) => Object.keys(files).filter((key) => key.startsWith(`./data/${folder}/`)).length;

/**
 * One Markdown file of ./data (`politique-confidentialite.md`): its frontmatter checked against
 * `schema`, and its body as written (the page's own schema turns it into blocks).
 */
export function loadMarkdown<S extends z.ZodType>(name: string, schema: S): { data: z.output<S>; body: string } {
  const key = `./data/${name}`;
  const text = files[key];
  if (text === undefined) throw new ContentError(`${displayPath(key)} : fichier introuvable`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(`${displayPath(key)} : l’en-tête entre deux lignes « --- » manque au début du fichier`);
  let frontmatter: unknown;
  try {
    frontmatter = parse(match[1]!);
  } catch (error) {
    throw new ContentError(`${displayPath(key)} : YAML invalide dans l’en-tête\n${(error as Error).message}`);
  }
  const data = check(schema, frontmatter, displayPath(key));
  checkedFiles.add(displayPath(key));
  return { data, body: match[2]! };
}
