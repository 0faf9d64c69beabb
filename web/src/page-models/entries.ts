import { getCollection } from 'astro:content';
import type { CollectionName } from '../content/registry';
import { fromStored, type Data } from '../content/collections';

/**
 * The pages' access to the registry's collections, through Astro's content layer
 * (`getCollection`): the entries its loader stored (src/content/collections.ts), each file
 * checked against its schema with its `{clés}` filled, typed from the schema (`z.output`).
 */

/** Every entry of a collection: its id (the file's name), its data, and a Markdown file's body. */
export async function entriesOf<N extends CollectionName>(name: N): Promise<{ id: string; data: Data<N>; body?: string }[]> {
  const entries = (await getCollection(name as never)) as { id: string; data: Record<string, unknown>; body?: string }[];
  return entries.map((e) => ({ id: e.id, data: fromStored<N>(e.data), body: e.body }));
}

/** The one entry of a single-file collection (`accueil`, `heures`). */
export async function entryOf<N extends CollectionName>(name: N): Promise<Data<N>> {
  const [entry] = await entriesOf(name);
  if (!entry) throw new Error(`Collection « ${name} » vide : son fichier manque dans src/content/data`);
  return entry.data;
}
