import { defineCollection } from 'astro/content/config';
import { collectionLoader, VALUES, type StoredName } from './content/loader';
import { registry, type CollectionName } from './content/registry';

/**
 * Astro's content collections: one per collection of the registry (./content/registry.ts), each
 * filled by the one loader (./content/loader.ts), and the site's values (`valeurs`) the loader
 * computes from them. The registry is a file of its own so the loader and this file both import
 * it, and neither imports the other.
 */
const names: StoredName[] = [...(Object.keys(registry) as CollectionName[]), VALUES];

export const collections = Object.fromEntries(names.map((name) => [name, defineCollection({ loader: collectionLoader(name) })])) as {
  [N in StoredName]: ReturnType<typeof defineCollection>;
};
