import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import { documentTitle } from '../../src/seo/page-meta';
import { constraintHint, humanize, relationHelp } from './labels';

/**
 * Decap CMS field definitions generated from the content's Zod schemas, so the editor and the build
 * never disagree on the shape of a file. Each schema is walked through Zod's own JSON Schema view
 * of what a file may contain (`z.toJSONSchema(schema, { io: 'input' })`): objects, arrays and their
 * bounds, enumerations, strings and their lengths and patterns, numbers and their bounds,
 * booleans, optional keys, unions. Refinements that JSON Schema cannot express (a testimonial's
 * district must be one of its city's) are checked when the file is saved, by the schema itself
 * (../server/save.ts).
 *
 * Two shapes have no Decap widget of their own and are resolved against the file being edited:
 * a record (`chiffres.yaml`: any key, each a figure) gets one field per key the file has, and a
 * union outside a list (a figure is an amount, a range, a percentage…) gets the fields of the
 * variant the value matches. What is left (a tuple, a value of no known shape) is edited as YAML
 * in a small text area (the `yaml` widget of ../client/editeur.js).
 *
 * The words people read come from the schemas too: each field's label, help and the name of one entry of a list
 * are written beside it (`.meta({ label, help, item })`) and reach here in the JSON Schema.
 */

export type { JsonSchema };

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  label_singular?: string;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  options?: { label: string; value: string | number }[];
  pattern?: [string, string];
  default?: unknown;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  /** The `compte` widget's live count (../client/compte.js): of words or characters, its bound, and for a page's title what the tab adds. */
  compte?: { unite: 'mots' | 'caracteres'; min?: number; max?: number; onglet?: string };
  multiline?: boolean;
}

/** The folder photos are uploaded to (relative to web/), agreed with the image collection. */
export const PHOTO_FOLDER = 'src/assets/photos';

/** Zod's JSON Schema of what a file may hold (input side: before transforms fill placeholders). */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;

/** Comments written above a key in the YAML file, by dotted path (`rabais.abonnes`). */
export type Comments = ReadonlyMap<string, string>;

interface Walk {
  root: JsonSchema;
  /** Dotted path of the field in the file (`prix.garderie.petite.de`), for the comments written above it. */
  path: string[];
  comments: Comments;
  /** Name each record entry's `{clé}` in its help (chiffres.yaml: the key texts refer to). */
  keyHints: boolean;
  /** A folder's files each have their own keys in a record: there, a record is edited as YAML. */
  recordsAsYaml: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_SAFE = 9007199254740991;
/** A string that only accepts image file names becomes an upload field. */
const IMAGE_PATTERN = /(jpe?g|png|webp|avif|tiff?)/;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let s = schema;
  for (let guard = 0; s.$ref && guard < 20; guard++) {
    const ref: string = s.$ref;
    const target = ref === '#' ? root : ref.startsWith('#/$defs/') ? root.$defs?.[ref.slice('#/$defs/'.length)] : undefined;
    if (!target) break;
    const { $ref: _drop, ...rest } = s;
    s = { ...target, ...rest };
  }
  // A union of one variant, or an allOf of one schema, is that schema, with the words written beside the field.
  const union = s.anyOf ?? s.oneOf;
  if (union?.length === 1) return resolve(withWords(union[0]!, s), root);
  if (s.allOf?.length === 1) return resolve(withWords(s.allOf[0]!, s), root);
  return s;
}

const WORDS = ['label', 'help', 'item'] as const;

/** `inner` with the label, help and item name of the field it stands for (`outer`), where it has them. */
const withWords = (inner: JsonSchema, outer: JsonSchema): JsonSchema => {
  const words = Object.fromEntries(WORDS.flatMap((k) => (outer[k] ?? inner[k]) !== undefined ? [[k, outer[k] ?? inner[k]]] : []));
  return { ...inner, ...words };
};

const dotted = (path: string[]) => path.filter((p) => p !== '*').join('.');

/**
 * A field's label is the one its schema gives it. Only a record's entries have none: their keys
 * are the file's own (`chiffres.yaml`: `prix`, `garderie`), shown as written, made readable.
 */
const labelOf = (s: JsonSchema, walk: Walk): string => s.label ?? humanize(walk.path.at(-1) ?? '');

/** The schema's help, else the comment written above the key in the file. */
const helpOf = (s: JsonSchema, walk: Walk): string | undefined => s.help ?? walk.comments.get(dotted(walk.path));

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** Whether `value` has the shape of `schema` (enough to pick a union's variant for a value). */
export function matches(schema: JsonSchema, value: unknown, root: JsonSchema): boolean {
  const s = resolve(schema, root);
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.some((v) => matches(v, value, root));
  if (s.const !== undefined) return value === s.const;
  if (s.enum) return s.enum.includes(value as string);
  switch (typeOf(s)) {
    case 'string':
      return typeof value === 'string' || value instanceof Date;
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object': {
      if (!isObject(value)) return false;
      const props = s.properties ?? {};
      if ((s.required ?? []).some((k) => !(k in value))) return false;
      if (s.additionalProperties === false && Object.keys(value).some((k) => !(k in props))) return false;
      return Object.entries(props).every(([k, p]) => !(k in value) || matches(p, value[k], root));
    }
    default:
      return true;
  }
}

/** The discriminating key of a union of objects (`kind` of the compliance blocks), if any. */
function discriminator(variants: JsonSchema[], root: JsonSchema): string | undefined {
  const objects = variants.map((v) => resolve(v, root));
  if (!objects.every((o) => typeOf(o) === 'object' && o.properties)) return undefined;
  const keys = Object.keys(objects[0]!.properties!).filter((k) => objects.every((o) => o.properties?.[k]?.const !== undefined));
  return keys.find((k) => new Set(objects.map((o) => o.properties![k]!.const)).size === objects.length);
}

function yamlField(name: string, s: JsonSchema, walk: Walk, required: boolean): DecapField {
  return {
    name,
    label: labelOf(s, walk),
    widget: 'yaml',
    required,
    hint: [helpOf(s, walk), 'Écrit en YAML.'].filter(Boolean).join(' '),
  };
}

function withHelp(field: DecapField, walk: Walk, schema: JsonSchema, required: boolean): DecapField {
  const help = helpOf(schema, walk);
  const constraint = constraintHint(schema);
  const hint = [help, constraint].filter(Boolean).join(' ');
  return { ...field, required, ...(hint ? { hint } : {}) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern's body without its anchors, to join it with others. */
const unanchored = (pattern: string) => pattern.replace(/^\^/, '').replace(/\$$/, '');

/**
 * One text pattern for a union whose variants are all texts (a constant, a text with or without a
 * pattern), or undefined when a variant is something else. A variant of no shape (`{}`: Zod's
 * `z.date()`, how a YAML date is read) is the same value as its text variant and adds nothing.
 * `pattern` is undefined when a variant takes any text. The refusal names the accepted forms.
 */
function textUnion(variants: JsonSchema[]): { pattern?: [string, string] } | undefined {
  const shaped = variants.filter((v) => Object.keys(v).some((k) => !(WORDS as readonly string[]).includes(k)));
  if (shaped.length === 0 || shaped.length < variants.length - 1) return undefined;
  const alternatives: string[] = [];
  const forms: string[] = [];
  for (const v of shaped) {
    if (typeof v.const === 'string') {
      alternatives.push(escapeRegExp(v.const));
      forms.push(`« ${v.const} »`);
    } else if (typeOf(v) === 'string' && !v.enum && v.const === undefined) {
      if (!v.pattern) return {};
      alternatives.push(`(?:${unanchored(v.pattern)})`);
      forms.push(v.format === 'date' ? 'une date AAAA-MM-JJ' : 'la forme décrite dans l’aide');
    } else return undefined;
  }
  const list = forms.length > 1 ? `${forms.slice(0, -1).join(', ')} ou ${forms.at(-1)}` : forms[0]!;
  return { pattern: [`^(?:${alternatives.join('|')})$`, `Forme non permise : écrivez ${list}.`] };
}

/**
 * The Decap field for key `name` of schema `schema`. `value` is what the file holds there now
 * (used only for records and unions, see above).
 */
export function fieldFor(name: string, schema: JsonSchema, required: boolean, value: unknown, walk: Walk): DecapField {
  const s = resolve(schema, walk.root);
  const base = { name, label: labelOf(s, walk) };

  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const variants = union.map((v) => resolve(v, walk.root));
    // A union of constants (`columns: 1 | 2`) is a drop-down.
    if (variants.every((v) => v.const !== undefined || v.enum)) {
      const values = variants.flatMap((v) => (v.enum ?? [v.const]) as (string | number)[]);
      return withHelp({ ...base, widget: 'select', options: values.map((v) => ({ label: String(v), value: v })) }, walk, s, required);
    }
    // A union of texts (an expiry: a date, « à fournir » or « aucune »): one text field whose
    // pattern takes every variant. Picking the variant the file's value matches would not do: in
    // a list the first entry's value decides the field of every entry, and any text "matches" a
    // date variant, whose pattern then refuses « à fournir ».
    const texts = textUnion(variants);
    if (texts) return withHelp({ ...base, widget: 'string', ...(texts.pattern ? { pattern: texts.pattern } : {}) }, walk, s, required);
    const picked = value === undefined ? undefined : variants.find((v) => matches(v, value, walk.root));
    if (picked) return fieldFor(name, withWords(picked, s), required, value, walk);
    // A string that may also be a date (a YAML date is read as a Date): a text field.
    if (variants.some((v) => typeOf(v) === 'string')) return fieldFor(name, withWords(variants.find((v) => typeOf(v) === 'string')!, s), required, value, walk);
    return yamlField(name, s, walk, required);
  }

  // A constant is written for the user (a block's `kind`), except a yes/no: nobody's consent or
  // confirmation is ever written by a default, so it is a box to tick, unticked.
  if (typeof s.const === 'boolean') return withHelp({ ...base, widget: 'boolean' }, walk, s, required);
  if (s.const !== undefined) return { ...base, widget: 'hidden', default: s.const, required };
  if (s.enum) {
    return withHelp({ ...base, widget: 'select', options: s.enum.map((v) => ({ label: String(v), value: v })) }, walk, s, required);
  }

  switch (typeOf(s)) {
    case 'string': {
      // A person of data/personnes/ (an article's author): a drop-down of that collection's entries,
      // by their name, writing the entry's file name, so no name can be misspelt.
      if (s.relation) {
        const { collection, display } = s.relation;
        return { ...base, widget: 'relation', collection, value_field: '{{slug}}', search_fields: [display], display_fields: [display], options_length: 50, required, hint: relationHelp(collection) };
      }
      // A page's title: a live count of the title as the browser tab shows it, the firm's name added.
      if (s.titreOnglet) {
        return withHelp({ ...base, widget: 'compte', compte: { unite: 'caracteres', max: s.maxLength, onglet: documentTitle('') } }, walk, s, required);
      }
      if (s.pattern && IMAGE_PATTERN.test(s.pattern) && /\\\.|\./.test(s.pattern)) {
        return withHelp({ ...base, widget: 'image', media_folder: `/${PHOTO_FOLDER}`, public_folder: '', choose_url: false }, walk, s, required);
      }
      const long = (s.minLength ?? 0) >= 10 || (typeof value === 'string' && value.length > 90);
      const field: DecapField = { ...base, widget: long ? 'text' : 'string' };
      if (s.pattern) field.pattern = [s.pattern, 'Forme non permise : voir l’aide sous le champ.'];
      return withHelp(field, walk, s, required);
    }
    case 'number':
    case 'integer': {
      const integer = typeOf(s) === 'integer';
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0) : undefined);
      const max = s.maximum !== undefined && s.maximum < MAX_SAFE ? s.maximum : undefined;
      const field: DecapField = { ...base, widget: 'number', value_type: integer ? 'int' : 'float', step: integer ? 1 : 0.01 };
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      return withHelp(field, walk, s, required);
    }
    case 'boolean':
      // A box the schema requires (a city's « En vedette ») starts unticked and is saved so: an
      // untouched box means no, never a refusal of a field nobody saw as empty.
      return withHelp({ ...base, widget: 'boolean', ...(required ? { default: false } : {}) }, walk, s, required);
    case 'array':
      return listField(name, s, required, value, walk);
    case 'object':
      return objectField(name, s, required, value, walk);
    default:
      return yamlField(name, s, walk, required);
  }
}

function listField(name: string, s: JsonSchema, required: boolean, value: unknown, walk: Walk): DecapField {
  if (!s.items || s.prefixItems) return yamlField(name, s, walk, required);
  const items = resolve(s.items, walk.root);
  const field: DecapField = { name, label: labelOf(s, walk), widget: 'list', label_singular: s.item ?? 'élément', collapsed: true };
  if (s.minItems !== undefined) field.min = s.minItems;
  if (s.maxItems !== undefined) field.max = s.maxItems;
  const itemWalk = { ...walk, path: [...walk.path, '*'] };
  const itemUnion = items.anyOf ?? items.oneOf;
  const key = itemUnion ? discriminator(itemUnion, walk.root) : undefined;
  if (itemUnion && key) {
    // A list of blocks of several kinds (`kind: table`, `kind: callout`…): Decap's typed list.
    field.typeKey = key;
    field.types = itemUnion.map((variant) => {
      const v = resolve(variant, walk.root);
      const kind = String(v.properties![key]!.const);
      const { [key]: _kind, ...props } = v.properties!;
      const object = objectField(kind, { ...v, properties: props }, true, undefined, { ...itemWalk, path: [...itemWalk.path, `${key}=${kind}`] });
      return { ...object, label: v.label ?? kind };
    });
  } else if (typeOf(items) === 'object' && items.properties) {
    const sample = Array.isArray(value) ? value[0] : undefined;
    field.fields = objectField(name, items, true, sample, itemWalk).fields!;
    const summaryKey = field.fields.find((f) => f.widget === 'string' || f.widget === 'select' || f.widget === 'text')?.name;
    if (summaryKey) field.summary = `{{fields.${summaryKey}}}`;
  } else if (typeOf(items) === 'object' || itemUnion) {
    return yamlField(name, s, walk, required);
  } else {
    // A list of single values: each is edited under the list's own words.
    field.field = fieldFor(name, { ...items, label: items.label ?? s.label, help: items.help ?? s.help }, true, Array.isArray(value) ? value[0] : undefined, itemWalk);
    field.collapsed = false;
  }
  return withHelp(field, walk, s, required);
}

function objectField(name: string, s: JsonSchema, required: boolean, value: unknown, walk: Walk): DecapField {
  const label = labelOf(s, walk);
  const current = isObject(value) ? value : {};
  const fields: DecapField[] = [];
  const known = s.properties ?? {};
  const requiredKeys = new Set(s.required ?? []);
  for (const [key, prop] of Object.entries(known)) {
    // An optional group (a testimonial's photo) may stay empty: the form asks for none of its
    // fields; once one is filled, the save checks the group against the schema (../server/save.ts).
    fields.push(fieldFor(key, prop, required && requiredKeys.has(key), current[key], { ...walk, path: [...walk.path, key] }));
  }
  // A record: one field per key the file has now (adding a key stays a YAML edit, see CONTENT.md).
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  if (extra && !s.properties) {
    if (!isObject(value) || walk.recordsAsYaml) return yamlField(name, s, walk, required);
    for (const [key, v] of Object.entries(value)) {
      const path = [...walk.path, key];
      const words = s.keys?.[key];
      const field = fieldFor(key, words ? { ...extra, label: words } : extra, true, v, { ...walk, path });
      const leaf = isObject(v) && Object.values(v).every((x) => typeof x !== 'object');
      if (walk.keyHints && leaf) {
        // The key texts refer to this figure by.
        field.hint = [`Dans un texte, écrivez {${path.join('.')}} pour afficher ce chiffre.`, field.hint].filter(Boolean).join(' ');
      }
      fields.push(field);
    }
  }
  if (fields.length === 0) return yamlField(name, s, walk, required);
  return withHelp({ name, label, widget: 'object', fields, collapsed: false }, walk, s, required);
}

/**
 * The fields of a whole file: the top-level keys of its schema, resolved against `data` (what the
 * file holds; for a folder collection, any one of its files).
 */
export function fileFields(
  schema: z.ZodType,
  data: unknown,
  options: { comments?: Comments; keyHints?: boolean; recordsAsYaml?: boolean } = {},
): DecapField[] {
  const root = inputJsonSchema(schema);
  const walk: Walk = {
    root,
    path: [],
    comments: options.comments ?? new Map(),
    keyHints: options.keyHints ?? false,
    recordsAsYaml: options.recordsAsYaml ?? false,
  };
  const top = objectField('racine', resolve(root, root), true, data, walk);
  return top.widget === 'object' ? top.fields! : [top];
}
