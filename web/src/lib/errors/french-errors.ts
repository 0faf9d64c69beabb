import { z } from 'zod';
import { nearest } from '../near';

/**
 * The one formatter of the build's content errors, in French, for the people who edit the files:
 * the content collections (Astro's sync and the pages read the same registry), the interface
 * strings and the forms catalog all report through here. Each line names
 *   - the file, relative to web/ (`src/content/data/villes/laval.yaml`, `../forms/catalog.json`);
 *   - the field, with 1-based positions and the entry's own title:
 *     `champ « items », question 11 (« Combien coûte… »), champ « reponse »`;
 *   - the problem, then a suggestion (the nearest valid key, the allowed values…).
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const TITLE_KEYS = ['question', 'titre', 'title', 'auteur', 'nom', 'name', 'client', 'label', 'texte', 'slug', 'id'];

/** The entry's own words, shortened: « Combien coûte… ». */
function titleOf(item: unknown): string | undefined {
  let text: unknown = item;
  if (item && typeof item === 'object') text = TITLE_KEYS.map((k) => (item as Record<string, unknown>)[k]).find((v) => typeof v === 'string');
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const words = text.trim();
  return words.length > 32 ? `${words.slice(0, 30).trimEnd()}…` : words;
}

/**
 * `champ « faq.items », question 11 (« Combien coûte… »), champ « reponse »`, read along the data;
 * an entry of a list is named as its schema names it (`.meta({ item: 'question' })`), else « élément ».
 */
export function describePath(path: Path, data: unknown, schema?: unknown): string {
  const parts: string[] = [];
  let keys: string[] = [];
  let node: unknown = data;
  const flush = () => {
    if (keys.length) parts.push(`champ « ${keys.join('.')} »`);
    keys = [];
  };
  path.forEach((segment, i) => {
    const next = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment as never] : undefined;
    if (typeof segment === 'number' && Array.isArray(node)) {
      flush();
      const title = titleOf(next);
      parts.push(`${itemNameAt(schema, path.slice(0, i))} ${segment + 1}${title ? ` (« ${title} »)` : ''}`);
    } else {
      keys.push(String(segment));
    }
    node = next;
  });
  flush();
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// The schema at a path, to list the keys and values it allows.

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** A schema found at a path, with the words written beside it (`.meta()`, on it or on a wrapper: the outermost wins). */
interface Found {
  schema: unknown;
  words: { item?: string };
}

/** The schemas that describe the value at `path` (several under a union). */
function foundAt(schema: unknown, path: Path): Found[] {
  const unwrap = (s: unknown, outer: Found['words']): Found[] => {
    const def = defOf(s);
    if (!def) return [];
    const words = { ...(z.globalRegistry.get(s as z.ZodType) as Found['words'] | undefined), ...outer };
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return unwrap(def.innerType, words);
      case 'pipe':
        return unwrap(def.in, words);
      case 'lazy':
        return unwrap((def.getter as () => unknown)(), words);
      case 'union':
        return (def.options as unknown[]).flatMap((o) => unwrap(o, words));
      case 'intersection':
        return [...unwrap(def.left, words), ...unwrap(def.right, words)];
      default:
        return [{ schema: s, words }];
    }
  };
  let current = unwrap(schema, {});
  for (const segment of path) {
    current = current.flatMap(({ schema: s }) => {
      const def = defOf(s)!;
      const inner =
        def.type === 'object'
          ? (def.shape as Record<string, unknown>)[String(segment)]
          : def.type === 'array'
            ? def.element
            : def.type === 'record'
              ? def.valueType
              : def.type === 'tuple'
                ? (def.items as unknown[])[Number(segment)]
                : undefined;
      return inner ? unwrap(inner, {}) : [];
    });
  }
  return current;
}

const schemasAt = (schema: unknown, path: Path): unknown[] => foundAt(schema, path).map((f) => f.schema);

/** What one entry of the list at `path` is called: the list's `item` (`.meta({ item: 'quartier' })`), else « élément ». */
function itemNameAt(schema: unknown, path: Path): string {
  if (schema === undefined) return 'élément';
  return foundAt(schema, path).find((f) => f.words.item)?.words.item ?? 'élément';
}

/** The values a field at `path` may take, when they are listed (enumerations, literals). */
export function valuesAt(schema: unknown, path: Path): string[] {
  return schemasAt(schema, path).flatMap((s) => {
    const def = defOf(s)!;
    if (def.type === 'literal') return (def.values as unknown[]).map(String);
    if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>).map(String);
    return [];
  });
}

/** The keys an object at `path` may have. */
export function keysAt(schema: unknown, path: Path): string[] {
  return schemasAt(schema, path).flatMap((s) => {
    const def = defOf(s)!;
    return def.type === 'object' ? Object.keys(def.shape as object) : [];
  });
}

// ---------------------------------------------------------------------------------------------
// The problem and its suggestion, per kind of issue.

const KIND: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'vrai ou faux (true ou false)',
  array: 'une liste (des lignes qui commencent par « - »)',
  object: 'un groupe de champs (des lignes « clé: valeur » indentées en dessous)',
  date: 'une date (AAAA-MM-JJ)',
  literal: 'une valeur précise',
};

function kindOfValue(value: unknown): string {
  if (value === null) return 'une valeur vide';
  if (Array.isArray(value)) return KIND.array!;
  if (value instanceof Date) return KIND.date!;
  return KIND[typeof value] ?? typeof value;
}

const quote = (v: unknown) => `« ${String(v)} »`;

function problem(issue: Issue, schema: unknown): string {
  const key = issue.path.at(-1);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        return `champ manquant. Ajoutez la ligne « ${String(key ?? 'clé')}: … » (voir une entrée voisine du même fichier).`;
      }
      return `attendu : ${KIND[issue.expected] ?? issue.expected}, trouvé : ${kindOfValue(issue.input)}.`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? 'texte vide : écrivez-le ou retirez la ligne si le champ est facultatif.' : `texte trop court (au moins ${n} caractères).`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        const count = Array.isArray(issue.input) ? ` ; il y en a ${issue.input.length}` : '';
        return issue.exact ? `il en faut exactement ${n}${count}.` : `il en faut au moins ${n}${count}.`;
      }
      return `nombre trop petit (au moins ${n}).`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `texte trop long (au plus ${n} caractères).`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        const count = Array.isArray(issue.input) ? ` ; il y en a ${issue.input.length}` : '';
        return issue.exact ? `il en faut exactement ${n}${count}.` : `il en faut au plus ${n}${count}.`;
      }
      return `nombre trop grand (au plus ${n}).`;
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => String(v));
      const near = typeof issue.input === 'string' ? nearest(issue.input, allowed, 1) : [];
      return (
        `${quote(issue.input)} n’est pas une valeur permise. Valeurs permises : ${allowed.join(', ')}.` +
        (near.length ? ` Vouliez-vous dire ${quote(near[0])} ?` : '')
      );
    }
    case 'unrecognized_keys': {
      const valid = keysAt(schema, issue.path);
      return issue.keys
        .map((k) => {
          const near = nearest(k, valid, 1);
          return near.length
            ? `champ inconnu ${quote(k)}. Vouliez-vous dire ${quote(near[0])} ?`
            : `champ inconnu ${quote(k)}.${valid.length ? ` Champs permis ici : ${valid.join(', ')}.` : ''}`;
        })
        .join(' ');
    }
    case 'invalid_format':
      return /^Invalid/.test(issue.message) ? `format invalide (${issue.format}).` : `${issue.message}.`.replace(/\.\.$/, '.');
    case 'invalid_union': {
      if ('note' in issue && issue.note === 'No matching discriminator') {
        const { options, input: object, discriminator } = issue as { options?: unknown[]; input?: unknown; discriminator?: string };
        const allowed = options?.length ? options.map(String) : valuesAt(schema, issue.path);
        const input = object && typeof object === 'object' ? (object as Record<string, unknown>)[discriminator ?? String(key)] : undefined;
        const near = typeof input === 'string' ? nearest(input, allowed, 1) : [];
        return (
          `${input === undefined ? 'valeur manquante' : `${quote(input)} n’est pas une valeur permise`}.` +
          (allowed.length ? ` Valeurs permises : ${allowed.join(', ')}.` : '') +
          (near.length ? ` Vouliez-vous dire ${quote(near[0])} ?` : '')
        );
      }
      return 'ne correspond à aucune des formes permises ici (voir une entrée voisine du même fichier).';
    }
    default:
      return issue.message;
  }
}

/** For a union, the issues of the branch that came closest (fewest problems), with full paths. */
function flatten(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const branches = issue.errors.filter((b) => b.length > 0);
  if (!branches.length) return [issue];
  // A branch that failed on its very first key (another shape altogether) says little.
  const best = [...branches].sort((a, b) => a.length - b.length)[0]!;
  if (best.some((i) => i.code === 'invalid_value' && i.path.length === 0)) return [issue];
  return best.flatMap((i) => flatten({ ...i, path: [...issue.path, ...i.path] } as Issue));
}

/**
 * One line per problem: `<file>, <where> : <problem and suggestion>`. `data` is the parsed
 * document (for the entries' titles), `schema` the one that refused it (for valid keys).
 */
export function formatIssues(file: string, issues: readonly Issue[], data: unknown, schema: unknown): string {
  const all = issues.flatMap(flatten);
  // A misspelt key is both unknown and, under its right name, missing: say it once, as a misspelling.
  const misspelt = new Set(
    all.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.flatMap((k) => nearest(k, keysAt(schema, issue.path), 1).map((near) => JSON.stringify([...issue.path, near])))
        : [],
    ),
  );
  const kept = all.filter((issue) => !(issue.code === 'invalid_type' && issue.input === undefined && misspelt.has(JSON.stringify(issue.path))));
  const lines = kept.map((issue) => {
    const where = describePath(issue.path, data, schema);
    return `${file}${where ? `, ${where}` : ''} : ${problem(issue, schema)}`;
  });
  return [...new Set(lines)].join('\n');
}

/** Parses `value` with `schema`; on failure, a ContentError naming file and fields. */
export function checkWith<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new ContentError(formatIssues(file, result.error.issues, value, schema));
}

// ---------------------------------------------------------------------------------------------
// Syntax errors: YAML (the content, the interface strings) and JSON (the forms catalog).

const YAML_PROBLEMS: Record<string, string> = {
  BAD_INDENT: 'indentation incorrecte : alignez cette ligne sur ses voisines (mêmes espaces en début de ligne).',
  TAB_AS_INDENT: 'une tabulation sert d’indentation : remplacez-la par des espaces.',
  MISSING_CHAR: 'un caractère manque (deux-points après une clé, guillemet ou crochet fermant).',
  DUPLICATE_KEY: 'la même clé apparaît deux fois au même niveau : gardez-en une.',
  MULTILINE_IMPLICIT_KEY: 'une clé s’étend sur plusieurs lignes : il manque probablement « : » ou l’indentation est décalée.',
  BLOCK_AS_IMPLICIT_KEY: 'indentation incorrecte ou deux-points en trop : alignez cette ligne sur ses voisines.',
  UNEXPECTED_TOKEN: 'caractère inattendu : vérifiez l’indentation et les deux-points de cette ligne.',
  BAD_SCALAR_START: 'un texte ne peut pas commencer ainsi : mettez-le entre guillemets.',
  BAD_DQ_ESCAPE: 'barre oblique inverse non permise dans ce texte entre guillemets.',
  ALIAS_PROPS: 'caractère « * » ou « & » inattendu : mettez le texte entre guillemets.',
  BAD_ALIAS: 'caractère « * » inattendu : mettez le texte entre guillemets.',
};

interface YamlLikeError {
  code?: string;
  linePos?: [{ line: number; col: number }, ...unknown[]];
  message: string;
}

/** `src/…/laval.yaml, ligne 12, colonne 3 : indentation incorrecte…`. */
export function formatYamlError(file: string, error: unknown, lineOffset = 0): string {
  const e = error as YamlLikeError;
  const pos = e.linePos?.[0];
  const at = pos ? `, ligne ${pos.line + lineOffset}, colonne ${pos.col}` : '';
  const what = (e.code && YAML_PROBLEMS[e.code]) ?? `YAML mal formé (${e.message.split('\n')[0]}).`;
  return `${file}${at} : ${what}`;
}

/** The line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}

/** `../forms/catalog.json, ligne 82, colonne 7 : une virgule ou un « ] » manque…`. */
export function formatJsonError(file: string, text: string, error: unknown): string {
  const message = (error as Error).message;
  const lc = /line (\d+) column (\d+)/.exec(message);
  const offset = /position (\d+)/.exec(message);
  const pos = lc ? { line: Number(lc[1]), col: Number(lc[2]) } : offset ? lineColumn(text, Number(offset[1])) : undefined;
  const at = pos ? `, ligne ${pos.line}, colonne ${pos.col}` : '';
  let what = 'JSON mal formé';
  if (/Expected ',' or '\]'/.test(message)) what = 'une virgule « , » ou un crochet « ] » manque avant cet endroit';
  else if (/Expected ',' or '\}'/.test(message)) what = 'une virgule « , » ou une accolade « } » manque avant cet endroit';
  else if (/Expected double-quoted property name/.test(message)) what = 'un nom de champ entre guillemets est attendu ici (une virgule en trop juste avant ?)';
  else if (/Unexpected end/.test(message)) what = 'le fichier s’arrête avant la fin : un « ] » ou un « } » manque';
  else if (/Unexpected token|is not valid JSON/.test(message)) what = 'caractère inattendu (guillemet, virgule ou deux-points manquant ?)';
  return `${file}${at} : ${what}.`;
}
