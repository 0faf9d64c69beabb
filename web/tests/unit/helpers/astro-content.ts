import { storedEntries, type StoredEntry, type StoredName } from '../../../src/content/loader';

/**
 * `astro:content` for the unit tests (vitest.config.ts aliases it here): Astro's content layer
 * exists only inside Astro, so the tests get the entries its loader would store
 * (src/content/loader.ts, `storedEntries`), read by the same direct reader, schemas and rules.
 * The modules of src that read the content through src/content/entries.ts run unchanged.
 */
export async function getCollection(name: StoredName, filter?: (entry: StoredEntry) => unknown): Promise<StoredEntry[]> {
  const entries = storedEntries(name);
  return filter ? entries.filter(filter) : entries;
}

export async function getEntry(name: StoredName, id: string): Promise<StoredEntry | undefined> {
  return storedEntries(name).find((entry) => entry.id === id);
}

export const defineCollection = <T>(collection: T): T => collection;
