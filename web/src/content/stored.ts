import type { z } from 'zod';
import type { CollectionName, Registry } from './registry';

/** A collection's data as its schema gives it (`z.output`): `{clés}` filled, French keys renamed. */
export type Data<N extends CollectionName> = z.output<Registry[N]['schema']>;

/**
 * A collection's data as Astro's store holds it, and so as `getCollection`/`getEntry` type it
 * (the loader names this type for each collection, ./loader.ts): the schema's output, a file
 * that is a list stored as `{ liste }` since the store keeps objects only.
 */
export type Stored<N extends CollectionName> = Data<N> extends readonly unknown[] ? { liste: Data<N> } : Data<N>;
