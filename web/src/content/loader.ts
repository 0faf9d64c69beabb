import { forgetCollections, readCollection, siteValues } from './direct-reader';
import { registry, type CollectionName } from './registry';
import { siteValuesSchema } from './schemas/site-values';

/**
 * Astro's loader of the registry's collections (../content.config.ts): it stores each
 * collection's entries as the direct reader (./direct-reader.ts) reads and checks them, so a file
 * is parsed once, with one schema, and the pages and page models read it with
 * `getCollection`/`getEntry` (./entries.ts). It is the one module of src that imports the direct
 * reader (tests/unit/import-direction.test.ts).
 */

/** The collection of the site's values (./schemas/site-values.ts): not a file, computed from the others. */
export const VALUES = 'valeurs';
export type StoredName = CollectionName | typeof VALUES;

/** Astro stores an entry's data as an object: a file that is a list is stored as `{ liste }` (./stored.ts, `Stored`). */
const asRecord = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : { liste: data };

export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string;
  filePath?: string;
}

/**
 * The entries the loader stores for a collection, as `getCollection` returns them (the unit
 * tests' `astro:content`, tests/unit/helpers/astro-content.ts, serves these same entries).
 */
export function storedEntries(name: StoredName): StoredEntry[] {
  if (name === VALUES) return [{ id: 'site', data: { paires: [...siteValues()] } }];
  return readCollection(name).map((entry) => ({ id: entry.id, data: asRecord(entry.data), body: entry.body, filePath: entry.file }));
}

/** Each collection's latest sync with Astro's store (the loader's `load` runs again on a full sync). */
const resyncs = new Map<StoredName, () => Promise<void>>();
let resyncTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Every collection read again, once the files settle: a file added or taken away (a new city and
 * its testimonials, written one after the other) changes what other files show (« 13 villes »),
 * so all of them are synced, after the last event, from the files as they are then. A file the
 * rules refuse for now is reported; the pages that read it say so in French.
 */
function resyncSoon(): void {
  clearTimeout(resyncTimer);
  resyncTimer = setTimeout(() => {
    forgetCollections();
    for (const sync of resyncs.values()) void sync();
  }, 150);
}

/**
 * The Astro loader of one collection of the registry. On the dev server, a change to any data file
 * reloads it (a figure of chiffres.yaml changes the text of every other collection).
 */
export function collectionLoader(name: StoredName) {
  return {
    name: `registre-${name}`,
    // The type of the collection's entries for `getCollection`/`getEntry`: its schema's output as
    // the store holds it (./stored.ts), written by Astro to .astro/loaders/<name>.ts. The schema is
    // for Astro's tooling only: the entries are checked by the loader, with the site's values.
    createSchema: async () =>
      name === VALUES
        ? { schema: siteValuesSchema, types: `export type Entry = import('zod').output<typeof import('../../src/content/schemas/site-values').siteValuesSchema>;\n` }
        : { schema: registry[name].schema, types: `export type Entry = import('../../src/content/stored').Stored<'${name}'>;\n` },
    load: async ({ store, watcher, renderMarkdown, logger }: { store: StoreLike; watcher?: WatcherLike; renderMarkdown?: RenderMarkdown; logger?: LoggerLike }) => {
      // A folder of Markdown files (data/articles) is rendered to HTML, as Astro's glob loader does.
      const render = name !== VALUES && 'folder' in registry[name] && renderMarkdown ? renderMarkdown : undefined;
      const sync = async () => {
        const entries = storedEntries(name);
        store.clear();
        for (const entry of entries) {
          const rendered = render && entry.body !== undefined ? await render(entry.body) : undefined;
          store.set({ ...entry, rendered });
        }
      };
      // On the dev server Astro may load the collections again from a fresh copy of these modules,
      // whose file texts Vite inlined before a file was added: read the folder as it is now.
      if (watcher) forgetCollections();
      await sync();
      resyncs.set(name, () => sync().catch((error: unknown) => logger?.error((error as Error).message)));
      for (const event of ['change', 'add', 'unlink'] as const) {
        watcher?.on(event, (path: string) => {
          if (/src[\\/]content[\\/]data[\\/]/.test(path)) resyncSoon();
        });
      }
    },
  };
}

interface StoreLike {
  clear(): void;
  set(entry: { id: string; data: Record<string, unknown>; body?: string; filePath?: string; rendered?: unknown }): boolean;
}
type RenderMarkdown = (content: string) => Promise<unknown>;
interface LoggerLike {
  error(message: string): void;
}
interface WatcherLike {
  on(event: 'change' | 'add' | 'unlink', listener: (path: string) => void): unknown;
}
