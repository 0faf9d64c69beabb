import { parse } from 'yaml';
import type { z } from 'zod';
import { WRAP_KEY, type EditorFile } from '../schema/config';
import { PHOTO_FOLDER } from '../schema/fields';
import { SaveError } from './save-error';
import { mergeYaml } from './yaml-merge';

/**
 * What a save writes: the text Decap sends, read back, checked against the file's schema, and
 * merged into the file as it is on disk (./yaml-merge.ts). A file the schema refuses is not
 * written; the editor shows the reasons, in French, field by field.
 */

export { SaveError };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Empty values the form leaves for optional fields nobody filled: absent, as in a hand-written file. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const clean = withoutEmpty(v);
    if (clean === '' || clean === null || clean === undefined) continue;
    if (isObject(clean) && Object.keys(clean).length === 0) continue;
    out[k] = clean;
  }
  return out;
}

const PHOTO_PATH = new RegExp(`^/?(?:${PHOTO_FOLDER}/)?([a-z0-9][a-z0-9-]*\\.(?:jpe?g|png|webp|avif|tiff?))$`);

/** Decap writes an uploaded photo as a path (`/equipe-laval.jpg`); the files name it alone. */
export function photoNames(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(PHOTO_PATH, '$1');
  if (Array.isArray(value)) return value.map(photoNames);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, photoNames(v)]));
}

const position = (path: PropertyKey[]) => path.map((p) => (typeof p === 'number' ? String(p + 1) : String(p))).join('.');

/** Zod's own English messages (« Too big: … », « Invalid input: … »); a schema's French message is shown as written. */
const ZOD_DEFAULT = /^(Too (big|small)|Invalid)\b/;

function frenchIssue(issue: z.core.$ZodIssue): string {
  if ((issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'invalid_type') && !ZOD_DEFAULT.test(issue.message)) {
    return issue.message;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'champ manquant' : `valeur de la mauvaise sorte (attendu : ${issue.expected})`;
    case 'too_small':
      if (issue.origin === 'string') return `texte trop court (au moins ${issue.minimum} caractères)`;
      if (issue.origin === 'array') return `il en faut au moins ${issue.minimum}`;
      return `nombre trop petit (au moins ${issue.minimum})`;
    case 'too_big':
      if (issue.origin === 'string') return `texte trop long (au plus ${issue.maximum} caractères)`;
      if (issue.origin === 'array') return `il en faut au plus ${issue.maximum}`;
      return `nombre trop grand (au plus ${issue.maximum})`;
    case 'invalid_value':
      return `valeurs permises : ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `champ inconnu : ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return issue.message.startsWith('Invalid') ? 'forme non permise' : issue.message;
    default:
      return issue.message;
  }
}

/** Checks `data` against the file's schema; throws the reasons, one line per field. */
export function validate(schema: z.ZodType, data: unknown, path: string): void {
  let result: ReturnType<z.ZodType['safeParse']>;
  try {
    result = schema.safeParse(data);
  } catch (error) {
    throw new SaveError(`${path} : ${(error as Error).message}`);
  }
  if (result.success) return;
  const lines = result.error.issues.map((issue) => `champ « ${position(issue.path) || '(fichier)'} » : ${frenchIssue(issue)}`);
  throw new SaveError(`${path} n’a pas été enregistré :\n${lines.join('\n')}`);
}

/** Splits a Markdown file into its frontmatter (parsed) and its body. */
function splitMarkdown(raw: string): { frontmatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new SaveError('l’en-tête entre deux lignes « --- » manque');
  return { frontmatter: parse(match[1]!), body: match[2]! };
}

/**
 * The new text of `file` for the `raw` text Decap sends, given the text on disk (`original`,
 * undefined for a new file).
 */
export function textToSave(file: EditorFile, raw: string, original: string | undefined): string {
  if (file.markdown) {
    const { frontmatter, body } = splitMarkdown(raw);
    const data = photoNames(withoutEmpty(frontmatter)) as Record<string, unknown>;
    delete data.body;
    validate(file.schema, data, file.path);
    const old = original ? /^---\r?\n([\s\S]*?\r?\n)---\r?\n/.exec(original)?.[1] : undefined;
    const head = mergeYaml(old, data);
    return `---\n${head.endsWith('\n') ? head : `${head}\n`}---\n${body.endsWith('\n') ? body : `${body}\n`}`;
  }
  let data: unknown;
  try {
    data = parse(raw);
  } catch (error) {
    throw new SaveError(`${file.path} : ${(error as Error).message}`);
  }
  data = photoNames(withoutEmpty(data));
  if (file.wrapped) data = isObject(data) ? (data[WRAP_KEY] ?? []) : data;
  validate(file.schema, data, file.path);
  return mergeYaml(original, data);
}
