import { defineCollection } from 'astro/content/config';
import { collectionLoader } from './content/loader';
import { registry, type CollectionName } from './content/registry';

/**
 * Astro's content collections: one per collection of the registry (./content/registry.ts), each
 * filled by the one loader (./content/loader.ts). The registry is a file of its own so the
 * loader and this file both import it, and neither imports the other.
 */
export const collections = Object.fromEntries(
  (Object.keys(registry) as CollectionName[]).map((name) => [name, defineCollection({ loader: collectionLoader(name) })]),
) as { [N in CollectionName]: ReturnType<typeof defineCollection> };
