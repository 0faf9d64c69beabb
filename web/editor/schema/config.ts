import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { z } from 'zod';
import { fileFields, PHOTO_FOLDER, type Comments, type DecapField } from './fields';
import { CITY_TESTIMONIALS } from '../server/city-form';
import { withSiteRules } from './site-rules';
import { collectionLabel, humanize } from './labels';
import { pagesShowing, previewPages } from './previews';
import type { Source } from './sources';

/**
 * The whole Decap CMS configuration of the editor, generated from the registry's sources and the
 * files as they are now. Paths are relative to web/, which is the editor backend's root.
 */

export const DATA_DIR = 'src/content/data';
/** A file whose top level is a list is shown to Decap as an object with the list under this key. */
export const WRAP_KEY = 'liste';
/** Groups of single files, by the folder they sit in (the root of data/ is « site »). */
const GROUPS: Record<string, string> = {
  site: 'Pages et textes du site',
  conformite: 'Conformité',
  'pages-ville': 'Pages des villes',
};
/** Sources shown on their own, first in the menu. */
const ALONE = ['chiffres'];

export interface EditorFile {
  /** Registry name and Decap name. */
  name: string;
  /** Relative to web/. */
  path: string;
  markdown: boolean;
  wrapped: boolean;
  schema: z.ZodType;
}

/** Comments written above each key, by dotted path (`rabais.abonnes`): help for data-driven fields. */
export function commentsOf(text: string): Comments {
  const out = new Map<string, string>();
  const doc = parseDocument(text);
  const visit = (node: Node | null | undefined, path: string[]) => {
    if (isMap(node)) {
      node.items.forEach((pair, i) => {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const comment = (isScalar(pair.key) ? pair.key.commentBefore : undefined) ?? (i === 0 ? node.commentBefore : undefined);
        const here = [...path, key];
        if (comment && path.length > 0) out.set(here.join('.'), comment.replace(/\s*\n\s*/g, ' ').trim());
        visit(pair.value as Node, here);
      });
    } else if (isSeq(node)) node.items.forEach((item) => visit(item as Node, [...path, '*']));
  };
  visit(doc.contents as Node, []);
  return out;
}

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

function readData(root: string, relative: string, markdown: boolean): { data: unknown; text: string } {
  const text = readFileSync(join(root, DATA_DIR, relative), 'utf8');
  if (!markdown) return { data: parseDocument(text).toJS(), text };
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return { data: match ? parseDocument(match[1]!).toJS() : {}, text: match?.[1] ?? '' };
}

const folderFiles = (root: string, source: Source) =>
  readdirSync(join(root, DATA_DIR, source.folder!), { withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ya?ml|md)$/.test(e.name) && !(source.except ?? []).includes(e.name))
    .map((e) => e.name)
    .sort();

/** Whether a folder collection holds Markdown files (data/articles), each a frontmatter and a body. */
export const isMarkdownFolder = (root: string, source: Source) => folderFiles(root, source).some((f) => f.endsWith('.md'));

/** Whether a source's files are lists at the top level (then wrapped under `liste`). */
const isListSchema = (schema: z.ZodType) => (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { type?: string }).type === 'array';

function fieldsOf(source: Source, data: unknown, text: string, wrapped: boolean, markdown = Boolean(source.markdown)): DecapField[] {
  const schema = wrapped ? z.object({ [WRAP_KEY]: source.schema }) : source.schema;
  const value = wrapped ? { [WRAP_KEY]: data } : data;
  const fields = fileFields(schema, value, { comments: commentsOf(text), keyHints: source.name === 'chiffres', recordsAsYaml: Boolean(source.folder) });
  if (markdown) {
    fields.push({
      name: 'body',
      label: 'Texte (Markdown)',
      widget: 'text',
      required: true,
      hint: [
        // The privacy policy's sections are anchored by hand (src/page-models/privacy-policy.ts);
        // an article's headings get their anchor by themselves, and a {#…} there is refused.
        source.folder ? '' : 'Le texte commence par un titre « ## Titre {#ancre} », et chaque section aussi.',
        'Un paragraphe par ligne, séparé par une ligne vide ; « - » pour une puce. Voir CONTENT.md.',
      ]
        .filter(Boolean)
        .join(' '),
    });
  }
  return fields;
}

/**
 * A new city in one form (../server/city-form.ts): the city's fields, then its testimonials (one
 * per sector at least, the build's rule), with a testimonial's own fields but its city.
 */
function cityFormTestimonials(collections: Record<string, unknown>[]): void {
  const cities = collections.find((c) => c.name === 'villes');
  const testimonials = collections.find((c) => c.name === 'temoignages');
  if (!cities || !testimonials) return;
  (cities.fields as DecapField[]).push({
    name: CITY_TESTIMONIALS,
    label: 'Témoignages de la nouvelle ville',
    label_singular: 'témoignage',
    widget: 'list',
    required: false,
    collapsed: false,
    hint:
      'Pour une nouvelle ville seulement : il lui faut au moins un témoignage par secteur (médical, garderie, entreprise), ' +
      'enregistrés avec elle dans « Témoignages ». Sans photo, il suffit des initiales. Les témoignages d’une ville existante se modifient dans « Témoignages ».',
    fields: (testimonials.fields as DecapField[]).filter((f) => f.name !== 'ville' && f.name !== 'retire'),
  });
}

/** The files the backend may read and write, each with its schema (see ../server/api.ts). */
export function editorFiles(root: string, sources: Source[]): EditorFile[] {
  return sources.flatMap((source) => {
    const wrapped = isListSchema(source.schema);
    if (source.folder) {
      return folderFiles(root, source).map((f) => ({
        name: source.name,
        path: `${DATA_DIR}/${source.folder}/${f}`,
        markdown: f.endsWith('.md'),
        wrapped,
        schema: source.schema,
      }));
    }
    const relative = source.file ?? source.markdown!;
    return [{ name: source.name, path: `${DATA_DIR}/${relative}`, markdown: Boolean(source.markdown), wrapped, schema: source.schema }];
  });
}

export interface EditorConfig {
  decap: Record<string, unknown>;
  /** Collection or file name → the pages that show it (see ./previews.ts). */
  previews: Record<string, readonly string[]>;
}

export function editorConfig(root: string, sources: Source[]): EditorConfig {
  const collections: Record<string, unknown>[] = [];
  const groups = new Map<string, Record<string, unknown>[]>();
  const previews: Record<string, readonly string[]> = pagesShowing(root, editorFiles(root, sources));
  for (const source of sources) previews[source.name] ??= previewPages(source.name);

  for (const source of sources) {
    const wrapped = isListSchema(source.schema);
    if (source.folder) {
      const files = folderFiles(root, source);
      if (files.length === 0) continue;
      // Records and unions are resolved against the first file (the folder's files share a shape).
      const markdown = files[0]!.endsWith('.md');
      const { data, text } = readData(root, `${source.folder}/${files[0]}`, markdown);
      const fields = fieldsOf(source, data, text, wrapped, markdown);
      const slugField = fields.find((f) => f.name === 'slug');
      const identifier = fields.find((f) => f.widget === 'string')?.name ?? fields[0]?.name;
      collections.push({
        name: source.name,
        label: collectionLabel(source.name),
        label_singular: 'fiche',
        folder: `${DATA_DIR}/${source.folder}`,
        extension: markdown ? 'md' : 'yaml',
        format: markdown ? 'frontmatter' : 'yaml',
        create: true,
        // Only a new file is deleted (../server/new-files.ts); a published one is withdrawn.
        delete: true,
        identifier_field: identifier,
        slug: slugField ? '{{fields.slug}}' : '{{slug}}',
        summary: `{{${identifier}}}`,
        fields,
      });
      continue;
    }
    const relative = source.file ?? source.markdown!;
    const { data, text } = readData(root, relative, Boolean(source.markdown));
    if (!wrapped && !isPlainObject(data)) continue;
    const file = {
      name: source.name,
      label: collectionLabel(source.name),
      file: `${DATA_DIR}/${relative}`,
      ...(source.markdown ? { format: 'frontmatter' } : {}),
      fields: fieldsOf(source, data, text, wrapped),
    };
    const group = ALONE.includes(source.name) ? source.name : relative.includes('/') ? relative.split('/')[0]! : 'site';
    groups.set(group, [...(groups.get(group) ?? []), file]);
  }

  const fileCollections = [...groups.entries()].map(([group, files]) => ({
    name: `groupe-${group}`,
    label: ALONE.includes(group) ? collectionLabel(group) : (GROUPS[group] ?? humanize(group)),
    // No format here: Decap reads each file by its extension (YAML, or Markdown with frontmatter).
    editor: { preview: true },
    files,
  }));
  for (const collection of collections) withSiteRules(String(collection.name), collection.fields as DecapField[]);
  cityFormTestimonials(collections);
  const alone = fileCollections.filter((c) => ALONE.includes(c.name.slice('groupe-'.length)));
  const rest = fileCollections.filter((c) => !alone.includes(c));

  return {
    previews,
    decap: {
      load_config_file: false,
      locale: 'fr',
      backend: { name: 'proxy', proxy_url: '/_editeur/api/v1', branch: 'main' },
      media_folder: PHOTO_FOLDER,
      public_folder: '',
      publish_mode: 'simple',
      site_url: '/',
      slug: { encoding: 'ascii', clean_accents: true },
      collections: [...alone, ...collections.filter((c) => c.name === 'villes'), ...rest, ...collections.filter((c) => c.name !== 'villes')],
    },
  };
}
