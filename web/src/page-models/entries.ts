import { getCollection, type CollectionEntry } from 'astro:content';
import type { CollectionName } from '../content/registry';

/**
 * The pages' access to the registry's collections, through Astro's content layer
 * (`getCollection`): the entries its loader stored (src/content/loader.ts), each file
 * checked against its schema with its `{clés}` filled, typed from the schema by Astro
 * (src/content/stored.ts: a file that is a list is stored, and typed, as `{ liste }`).
 */

/** Every entry of a collection: its id (the file's name), its data, and a Markdown file's body. */
export const entriesOf = <N extends CollectionName>(name: N): Promise<CollectionEntry<N>[]> => getCollection(name);

/** The data of the one entry of a single-file collection (`accueil`, `heures`). */
export async function entryOf<N extends CollectionName>(name: N): Promise<CollectionEntry<N>['data']> {
  const [entry] = await getCollection(name);
  if (!entry) throw new Error(`Collection « ${name} » vide : son fichier manque dans src/content/data`);
  return entry.data;
}
