import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What the build computed the pages from, as it wrote it beside dist (build-data/, by
 * src/pages/build-data/[name].json.ts and integrations/build-data.ts): the interface's words, the
 * site's values, the content and the page models. The specs read expected values here, never from
 * src: they check the served site against the build's own data, whatever the copy says today.
 */
const root = resolve(process.env.E2E_WEB_ROOT ?? 'dist', '..', 'build-data');

// The documents are the build's JSON; their shape is the page models' (src/page-models), which a
// spec does not import, so they are read untyped.
export type Json = any;

function read(name: string): Json {
  const file = resolve(root, `${name}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build), it writes build-data/ beside dist`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The interface's words (src/content/data/textes-interface.yaml, as the build read it). */
export const ui: Json = read('interface');

/** Every `{clé}` the copy may name, with the text the build filled it with. */
export const values: ReadonlyMap<string, string> = new Map(Object.entries(read('values') as Record<string, string>));

/** One value's text by key; throws on an unknown key. */
export function figure(key: string): string {
  const value = values.get(key);
  if (value === undefined) throw new Error(`build-data/values.json: no key {${key}}`);
  return value;
}

const siteData = read('site');
/** The firm's identity and the site's settings (src/config/site.ts), its paths (src/config/navigation.ts). */
export const site: Json = siteData.site;
export const paths: Record<string, string> = siteData.paths;
/** The parts of a page laid out only after load, not laid out yet (a CSS selector). */
export const pendingParts: string = siteData.pendingParts;

/** What each form tells the visitor once stored, by form id. */
export const confirmations: Record<string, { title: string; description?: string }> = read('forms').confirmations;

/** The content entries the specs check pages against, by collection (single-file ones as their data). */
export const content: Json = read('content');

/** The page models the build rendered from (city pages, compliance pages, proof…). */
export const pages: Json = read('pages');
