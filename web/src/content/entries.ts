import { getCollection, type CollectionEntry } from 'astro:content';
import type { StoredName } from './loader';

/**
 * The one door to the content for pages, page models and the content modules: Astro's content
 * layer (`getCollection`), whose loader (./loader.ts) stored each file checked against its schema
 * with its `{clés}` filled, typed from the schema by Astro (./stored.ts: a file that is a list is
 * stored, and typed, as `{ liste }`). Nothing else of src reads the files.
 */

/** Every entry of a collection: its id (the file's name), its data, and a Markdown file's body. */
export const entriesOf = <N extends StoredName>(name: N): Promise<CollectionEntry<N>[]> => getCollection(name);

/** The data of the one entry of a single-file collection (`accueil`, `heures`, `valeurs`). */
export async function entryOf<N extends StoredName>(name: N): Promise<CollectionEntry<N>['data']> {
  const [entry] = await getCollection(name);
  if (!entry) throw new Error(`Collection « ${name} » vide : son fichier manque dans src/content/data`);
  return entry.data;
}
