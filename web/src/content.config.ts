import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { cityFileSchema } from './content/schemas/city';
import { figureTreeSchema } from './content/schemas/figures';
import { landingSchema } from './content/schemas/landing';

/**
 * The content collections (CONTENT.md tells the marketing staff how to edit them). Astro checks
 * every entry against its schema when it builds; the pages read the same files through
 * ./content/load.ts, which applies the same schemas and names file and field in French when
 * something is wrong. The schemas live in ./content/schemas, owned by the content layer.
 */
export const collections = {
  /** One file per city: its record, its copy and its three testimonials. */
  villes: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/data/villes' }),
    schema: cityFileSchema,
  }),
  /** Prices, discounts, counts and claimed figures, named by key in the copy: `{prix.garderie.petite}`. */
  chiffres: defineCollection({
    loader: file('src/content/data/chiffres.yaml'),
    schema: figureTreeSchema,
  }),
  /** The three sector landing pages. */
  pagesSecteurs: defineCollection({
    loader: file('src/content/data/pages-secteurs.yaml'),
    schema: landingSchema,
  }),
};
