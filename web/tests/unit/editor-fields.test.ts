import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import * as contentRegistry from '../../src/content/registry';
import { editorConfig, editorFiles, WRAP_KEY } from '../../editor/schema/config';
import { inputJsonSchema, type DecapField, type JsonSchema } from '../../editor/schema/fields';
import { sourcesOf } from '../../editor/schema/sources';
import { SaveError, textToSave } from '../../editor/server/save';
import { mergeYaml } from '../../editor/server/yaml-merge';
import { formatIssues } from '../../src/lib/errors/french-errors';
import { MAX_TAB_TITLE } from '../../src/content/schemas/text';
import { documentTitle } from '../../src/seo/page-meta';

/**
 * The editor's fields are generated from the content schemas (editor/schema/fields.ts). These
 * tests hold the two together: every content file is in the editor; every key a schema declares
 * is a field with the schema's requiredness, enumeration and bounds; every key a file holds has a
 * field; saving keeps a file's text except what changed, and refuses what the schema refuses.
 */

const WEB = resolve('.');
const DATA = join(WEB, 'src/content/data');
const sources = sourcesOf(contentRegistry);
const files = editorFiles(WEB, sources);
const { decap } = editorConfig(WEB, sources);

type Collection = { name: string; folder?: string; fields?: DecapField[]; files?: { name: string; file: string; fields: DecapField[] }[] };
const collections = decap.collections as Collection[];

function dataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? dataFiles(full) : /\.(ya?ml|md)$/.test(name) ? [full] : [];
  });
}

/** The fields Decap edits a file with. */
function fieldsFor(path: string): DecapField[] | undefined {
  for (const c of collections) {
    const file = c.files?.find((f) => f.file === path);
    if (file) return file.fields;
    if (c.folder && path.startsWith(`${c.folder}/`) && !path.slice(c.folder.length + 1).includes('/')) return c.fields;
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const resolveRef = (s: JsonSchema, root: JsonSchema): JsonSchema => (s.$ref === '#' ? root : s.$ref ? root.$defs![s.$ref.replace('#/$defs/', '')]! : s);

/**
 * Every key the schema declares (through objects and lists of objects) against the fields. The
 * form requires a key the schema requires, unless its group is optional (`inRequired` false): an
 * optional group may stay empty, and is checked whole when saved.
 */
function checkDeclared(schema: JsonSchema, fields: DecapField[], root: JsonSchema, where: string, problems: string[], inRequired = true) {
  const s = resolveRef(schema, root);
  for (const [key, raw] of Object.entries(s.properties ?? {})) {
    const prop = resolveRef(raw, root);
    const field = fields.find((f) => f.name === key);
    const at = `${where}.${key}`;
    if (!field) {
      if (prop.const === undefined) problems.push(`${at}: no field`);
      continue;
    }
    if (field.widget === 'yaml') continue;
    const required = inRequired && (s.required ?? []).includes(key);
    if ((field.required ?? true) !== required) problems.push(`${at}: required ${field.required} in the editor, ${required} in the schema`);
    if (prop.enum && JSON.stringify(field.options?.map((o) => o.value)) !== JSON.stringify(prop.enum)) problems.push(`${at}: options differ from the enumeration`);
    if (prop.type === 'array') {
      if (field.min !== prop.minItems || field.max !== prop.maxItems) problems.push(`${at}: list bounds ${field.min}..${field.max}, schema ${prop.minItems}..${prop.maxItems}`);
      const items = prop.items ? resolveRef(prop.items, root) : undefined;
      if (items?.enum && JSON.stringify(field.field?.options?.map((o) => o.value)) !== JSON.stringify(items.enum)) problems.push(`${at}: item options differ`);
      if (items?.properties && field.fields) checkDeclared(items, field.fields, root, `${at}[]`, problems);
    }
    if (prop.type === 'object' && prop.properties && field.fields) checkDeclared(prop, field.fields, root, at, problems, required);
    if ((prop.type === 'number' || prop.type === 'integer') && prop.minimum !== undefined && field.min !== prop.minimum) problems.push(`${at}: minimum differs`);
  }
}

/** Every key the file holds has a field (a field Decap does not know would be lost on save). */
function checkHeld(value: unknown, fields: DecapField[], where: string, problems: string[]) {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    const field = fields.find((f) => f.name === key);
    if (!field) {
      problems.push(`${where}.${key}: no field`);
      continue;
    }
    if (field.widget === 'yaml') continue;
    if (field.widget === 'object') checkHeld(v, field.fields ?? [], `${where}.${key}`, problems);
    if (field.widget === 'list' && Array.isArray(v)) {
      v.forEach((item, i) => {
        const type = field.typeKey && isObject(item) ? field.types?.find((t) => t.name === item[field.typeKey!]) : undefined;
        const itemFields = type?.fields ?? field.fields;
        if (itemFields && isObject(item)) checkHeld(Object.fromEntries(Object.entries(item).filter(([k]) => k !== field.typeKey)), itemFields, `${where}.${key}.${i + 1}`, problems);
      });
    }
  }
}

function held(path: string, markdown: boolean, wrapped: boolean): unknown {
  const text = readFileSync(join(WEB, path), 'utf8');
  const data = markdown ? parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)![1]!) : parse(text);
  return wrapped ? { [WRAP_KEY]: data } : data;
}

describe('the content editor', () => {
  it('offers every content file of the registry, and only those', () => {
    const onDisk = dataFiles(DATA).map((f) => relative(WEB, f)).sort();
    expect(files.map((f) => f.path).sort()).toEqual(onDisk);
    for (const file of files) expect(fieldsFor(file.path), file.path).toBeDefined();
  });

  it('has a field for every key a schema declares, with its requiredness, enumeration and bounds', () => {
    const problems: string[] = [];
    for (const file of files) {
      const root = inputJsonSchema(file.schema);
      const schema = file.wrapped ? { type: 'object', properties: { [WRAP_KEY]: root }, required: [WRAP_KEY] } : root;
      checkDeclared(schema, fieldsFor(file.path)!, root, file.path, problems);
    }
    expect(problems).toEqual([]);
  });

  it('has a field for every key each file holds', () => {
    const problems: string[] = [];
    for (const file of files) checkHeld(held(file.path, file.markdown, file.wrapped), fieldsFor(file.path)!, file.path, problems);
    expect(problems).toEqual([]);
  });

  it('accepts every value each file holds as Decap checks it (a field pattern never refuses an untouched value)', () => {
    const refused: string[] = [];
    // Decap tests a field's pattern with `RegExp(pattern).test(value)` on every entry of a list.
    const walk = (value: unknown, field: DecapField, where: string) => {
      if (field.pattern && (typeof value === 'string' || typeof value === 'number') && !RegExp(field.pattern[0]).test(String(value))) {
        refused.push(`${where}: « ${value} »`);
      }
      if (field.widget === 'object' && isObject(value)) for (const f of field.fields ?? []) walk(value[f.name], f, `${where}.${f.name}`);
      if (field.widget === 'list' && Array.isArray(value)) {
        value.forEach((item, i) => {
          if (field.field) return walk(item, field.field, `${where}.${i + 1}`);
          const type = field.typeKey && isObject(item) ? field.types?.find((t) => t.name === item[field.typeKey!]) : undefined;
          for (const f of type?.fields ?? field.fields ?? []) if (isObject(item)) walk(item[f.name], f, `${where}.${i + 1}.${f.name}`);
        });
      }
    };
    for (const file of files) {
      const data = held(file.path, file.markdown, file.wrapped);
      for (const f of fieldsFor(file.path)!) if (isObject(data)) walk(data[f.name], f, `${file.path}:${f.name}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets a certification or an insurance expiry be « à fournir », « aucune » or a date, and refuses anything else in French', () => {
    for (const name of ['certifications', 'assurances']) {
      const list = fieldsFor(files.find((f) => f.name === name)!.path)!.find((f) => f.widget === 'list')!;
      const expiry = list.fields!.find((f) => f.name === 'expiration')!;
      const check = (v: string) => !expiry.pattern || RegExp(expiry.pattern[0]).test(v);
      expect(['à fournir', 'aucune', '2027-05-31'].filter((v) => !check(v)), name).toEqual([]);
      expect(['bientôt', '2027-13-45', '31/05/2027', 'à fournir plus tard'].filter(check), name).toEqual([]);
      expect(expiry.pattern![1]).toMatch(/AAAA-MM-JJ.*« à fournir »/);
      // The save: the untouched file, an entry filled with a date, a malformed value refused in French.
      const file = files.find((f) => f.name === name)!;
      const text = readFileSync(join(WEB, file.path), 'utf8');
      const data = parse(text);
      expect(textToSave(file, JSON.stringify(data), text)).toBe(text);
      const entries = data[name] as Record<string, unknown>[];
      const last = entries.length;
      entries[last - 1]!.expiration = '2027-05-31';
      expect(parse(textToSave(file, JSON.stringify(data), text))[name][last - 1].expiration).toBe('2027-05-31');
      entries[last - 1]!.expiration = 'bientôt';
      expect(() => textToSave(file, JSON.stringify(data), text)).toThrow(new RegExp(`champ « ${name}\\.${last}\\.expiration » : forme non permise`));
    }
  });

  it('offers a testimonial’s star rating as a number from 1 to 5, never written by default, and refuses 6 in French', () => {
    const file = files.find((f) => f.name === 'accueil')!;
    const find = (fields: DecapField[]): DecapField | undefined => {
      for (const f of fields) {
        if (f.widget === 'list' && f.fields?.some((x) => x.name === 'texte') && f.fields.some((x) => x.name === 'note')) return f;
        const inner = find([...(f.fields ?? []), ...(f.types ?? [])]);
        if (inner) return inner;
      }
      return undefined;
    };
    const list = find(fieldsFor(file.path)!)!;
    expect(list).toBeDefined();
    const note = list.fields!.find((f) => f.name === 'note')!;
    expect({ widget: note.widget, min: note.min, max: note.max, value_type: note.value_type, required: note.required, default: note.default }).toEqual({
      widget: 'number', min: 1, max: 5, value_type: 'int', required: false, default: undefined,
    });
    // The save: a rating of 4 is kept, 6 is refused naming the field.
    const text = readFileSync(join(WEB, file.path), 'utf8');
    const data = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? text);
    const at: (string | number)[] = [];
    const locate = (node: unknown): Record<string, unknown> | undefined => {
      if (Array.isArray(node)) for (const [i, v] of node.entries()) { at.push(i); const r = isObject(v) && 'texte' in v && 'poste' in v ? v : locate(v); if (r) return r; at.pop(); }
      else if (isObject(node)) for (const [k, v] of Object.entries(node)) { at.push(k); const r = locate(v); if (r) return r; at.pop(); }
      return undefined;
    };
    const entry = locate(data)!;
    entry.note = 4;
    const raw = file.markdown ? `---\n${JSON.stringify(data)}\n---\n${text.replace(/^---[\s\S]*?\n---\n?/, '')}` : JSON.stringify(data);
    expect(textToSave(file, raw, text)).toContain('note: 4');
    entry.note = 6;
    const raw6 = file.markdown ? `---\n${JSON.stringify(data)}\n---\n${text.replace(/^---[\s\S]*?\n---\n?/, '')}` : JSON.stringify(data);
    expect(() => textToSave(file, raw6, text)).toThrow(/champ « .*note » : une note entière de 1 à 5 étoiles/);
  });

  it('counts a page\'s title as its browser tab shows it, the firm\'s name added, against its 70 characters', async () => {
    const contact = files.find((f) => f.name === 'contact')!;
    const seo = fieldsFor(contact.path)!.find((f) => f.name === 'referencement')!;
    const title = seo.fields!.find((f) => f.name === 'titre')!;
    expect(title).toMatchObject({ widget: 'compte', required: true, compte: { unite: 'caracteres', max: MAX_TAB_TITLE, onglet: documentTitle('') } });
    expect(title.hint).toMatch(new RegExp(`${MAX_TAB_TITLE} caractères en tout.*Au plus ${MAX_TAB_TITLE} caractères`));
    // The live count (editor/client/compte.js, a browser module: its widget's globals stubbed).
    Object.assign(globalThis, { window: { h: () => null, createClass: (c: unknown) => c } });
    const { countLine } = await import('../../editor/client/compte.js');
    const suffix = documentTitle('');
    const firm = suffix.replace(/^ \| /, '');
    expect(countLine('Contact', title.compte)).toEqual({ text: `${MAX_TAB_TITLE} caractères au plus dans l’onglet (avec « ${suffix.trim()} »), vous en avez ${[...`Contact${suffix}`].length}.`, ok: true });
    expect(countLine('{entreprise.nom} | Nettoyage', title.compte).text).toContain(`vous en avez ${[...`${firm} | Nettoyage`].length}.`);
    expect(countLine('x'.repeat(MAX_TAB_TITLE), title.compte).ok).toBe(false);
  });

  it('starts a required yes/no box unticked, saved as no (a new city\'s « En vedette »)', () => {
    const vedette = collections.find((c) => c.name === 'villes')!.fields!.find((f) => f.name === 'vedette')!;
    expect(vedette).toMatchObject({ widget: 'boolean', required: true, default: false });
  });

  it('shows list bounds and drop-downs as the schemas set them (a city: six districts, their kinds)', () => {
    const villes = collections.find((c) => c.name === 'villes')!;
    const lists = villes.fields!.filter((f) => f.widget === 'list' && f.min !== undefined && f.min === f.max);
    expect(lists.length).toBeGreaterThan(0);
    const selects = JSON.stringify(villes.fields).match(/"widget":"select"/g) ?? [];
    expect(selects.length).toBeGreaterThan(0);
    // Every field is labelled and nothing is left in the schema's own key spelling only.
    const labels = JSON.stringify(decap.collections).match(/"label":"[^"]*"/g) ?? [];
    expect(labels.filter((l) => l === '"label":""')).toEqual([]);
  });

  it('writes back every content file unchanged when nothing changed', () => {
    for (const file of dataFiles(DATA).filter((f) => f.endsWith('.yaml'))) {
      const text = readFileSync(file, 'utf8');
      expect(mergeYaml(text, parse(text)), relative(WEB, file)).toBe(text);
    }
  });

  it('writes back a Markdown file unchanged when nothing changed', () => {
    for (const file of files.filter((f) => f.markdown)) {
      const text = readFileSync(join(WEB, file.path), 'utf8');
      expect(textToSave(file, text, text), file.path).toBe(text);
    }
  });

  it('saves one changed value as one changed line, comments and layout kept', () => {
    const file = files.find((f) => f.name === 'chiffres')!;
    const text = readFileSync(join(WEB, file.path), 'utf8');
    const data = parse(text);
    const path: string[] = [];
    // The first amount or range of the file, wherever it is.
    const find = (node: Record<string, unknown>): Record<string, number> | undefined => {
      for (const [k, v] of Object.entries(node)) {
        if (!isObject(v)) continue;
        if (typeof v.de === 'number' || typeof v.montant === 'number') return path.push(k), v as Record<string, number>;
        path.push(k);
        const found = find(v);
        if (found) return found;
        path.pop();
      }
      return undefined;
    };
    const figure = find(data)!;
    const key = 'de' in figure ? 'de' : 'montant';
    figure[key] = figure[key]! + 1;
    const saved = textToSave(file, JSON.stringify(data), text);
    const before = text.split('\n');
    const changed = saved.split('\n').filter((line, i) => line !== before[i]);
    expect(changed).toHaveLength(1);
    expect(saved.split('\n')).toHaveLength(before.length);
    expect(parse(saved)).toEqual(data);
  });

  it('refuses to save what the schema refuses, naming the field in French', () => {
    const city = files.find((f) => f.name === 'villes')!;
    const text = readFileSync(join(WEB, city.path), 'utf8');
    const data = parse(text);
    // A misspelt key and a list one item short.
    const [first] = Object.keys(data);
    const broken = { ...data, [`${first}x`]: data[first!] };
    const list = Object.entries(data).find(([, v]) => Array.isArray(v) && v.length > 1);
    if (list) broken[list[0]] = (list[1] as unknown[]).slice(1);
    expect(() => textToSave(city, JSON.stringify(broken), text)).toThrow(SaveError);
    try {
      textToSave(city, JSON.stringify(broken), text);
    } catch (error) {
      expect((error as Error).message).toMatch(/n’a pas été enregistré/);
      expect((error as Error).message).toContain(`champ « ${list![0]} »`);
    }
  });

  it('offers an article’s author and reviewer, and a guide’s reviewer, as drop-downs of the people (issue 39)', () => {
    const people = collections.find((c) => c.name === 'personnes');
    expect(people?.folder).toBe('src/content/data/personnes');
    const article = files.find((f) => f.path.startsWith('src/content/data/articles/'))!;
    for (const name of ['auteur', 'reviseur']) {
      expect(fieldsFor(article.path)!.find((f) => f.name === name), name).toMatchObject({ widget: 'relation', collection: 'personnes', value_field: '{{slug}}', display_fields: ['nom'] });
    }
    const guides = fieldsFor('src/content/data/guides.yaml')!.find((f) => f.name === 'guides')!;
    expect(guides.fields!.find((f) => f.name === 'reviseur')).toMatchObject({ widget: 'relation', collection: 'personnes' });
  });
});

/**
 * Every key a schema declares, with the schema (resolved) that describes it, through objects, lists,
 * unions and records (a record's own keys are the file's, not declared).
 */
function declaredKeys(schema: JsonSchema, root: JsonSchema, where: string, out: { at: string; schema: JsonSchema }[], seen = new Set<JsonSchema>()) {
  const s = resolveRef(schema, root);
  if (seen.has(s)) return;
  seen.add(s);
  for (const [key, raw] of Object.entries(s.properties ?? {})) {
    const prop = resolveRef(raw, root);
    out.push({ at: `${where}.${key}`, schema: prop });
    declaredKeys(prop, root, `${where}.${key}`, out, seen);
  }
  for (const variant of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) declaredKeys(variant, root, where, out, seen);
  if (s.items) declaredKeys(s.items, root, `${where}[]`, out, seen);
  if (typeof s.additionalProperties === 'object') declaredKeys(s.additionalProperties, root, `${where}.*`, out, seen);
}

describe('the schema is each field’s one dictionary', () => {
  const declared = sources.flatMap((source) => {
    const root = inputJsonSchema(source.schema);
    const out: { at: string; schema: JsonSchema }[] = [];
    declaredKeys(root, root, source.name, out);
    return out;
  });

  it('gives every key a schema declares its French label beside it (.meta({ label }))', () => {
    expect(declared.length).toBeGreaterThan(500);
    const unlabelled = declared.filter(({ schema }) => schema.const === undefined && !schema.label?.trim()).map(({ at }) => at);
    expect(unlabelled).toEqual([]);
  });

  it('shows each field under its schema label, and each kind of block under its own name', () => {
    const problems: string[] = [];
    const visit = (fields: DecapField[] | undefined, where: string) => {
      for (const f of fields ?? []) {
        const at = `${where}.${f.name}`;
        // A label made from a path (« * », « Genre=table ») is a word nobody wrote.
        if (!f.label || /[*=]/.test(f.label)) problems.push(`${at}: label « ${f.label} »`);
        if (f.widget === 'list' && !f.label_singular) problems.push(`${at}: no item name`);
        visit(f.fields, at);
        visit(f.types, at);
        if (f.field) visit([f.field], at);
      }
    };
    for (const c of collections) {
      visit(c.fields, c.name);
      for (const file of c.files ?? []) visit(file.fields, `${c.name}/${file.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('names a list’s entries as its schema does, in the editor and in the French errors alike', () => {
    const districts = collections.find((c) => c.name === 'villes')!.fields!.find((f) => f.name === 'quartiers')!;
    expect(districts.label_singular).toBe('quartier');
    const city = parse(readFileSync(join(DATA, 'villes', readdirSync(join(DATA, 'villes'))[0]!), 'utf8')) as Record<string, unknown>;
    const villes = sources.find((s) => s.name === 'villes')!;
    const bad = { ...city, quartiers: [...(city.quartiers as string[]).slice(0, 5), ''] };
    const refused = villes.schema.safeParse(bad, { reportInput: true });
    expect(refused.success).toBe(false);
    expect(formatIssues('villes/x.yaml', refused.error!.issues, bad, villes.schema)).toMatch(/champ « quartiers », quartier 6 :/);
  });
});

describe('the preview\'s « Page affichée »', () => {
  const { previews } = editorConfig(WEB, sources);
  const keysIn = (path: string) => [...readFileSync(join(WEB, path), 'utf8').matchAll(/\{([a-z0-9][a-z0-9.-]*)\}/g)].map((m) => m[1]!);
  const idOf = (path: string) => path.split('/').at(-1)!.replace(/\.(ya?ml|md)$/, '');

  it('lists, for a price, the pages of every file that names a price (the custom daycare pages of Laval and Longueuil among them)', () => {
    const naming = files.filter((f) => f.name !== 'chiffres' && keysIn(f.path).some((k) => k.startsWith('prix.')));
    expect(naming.some((f) => f.name === 'pagesVilleSurMesure')).toBe(true);
    for (const file of naming) {
      const own = (previews[file.name] ?? []).filter((p) => !p.includes('{data.')).map((p) => p.replaceAll('{id}', idOf(file.path)));
      for (const page of own) expect(previews.chiffres, `${file.path} → ${page}`).toContain(page);
    }
  });

  it('lists, for a city, the pages that count the cities ({villes.nombre})', () => {
    const counting = files.filter((f) => f.name !== 'villes' && keysIn(f.path).includes('villes.nombre'));
    expect(counting.length).toBeGreaterThan(0);
    for (const file of counting) {
      for (const page of (previews[file.name] ?? []).filter((p) => !p.includes('{'))) expect(previews.villes, `${file.path} → ${page}`).toContain(page);
    }
  });

  it('shows a testimonial on its own city and sector page', () => {
    expect(previews.temoignages![0]).toBe('/nettoyage-{data.secteur}-{data.ville}');
  });
});
