import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { cityFileSchema } from './content/schemas/city';
import { figureTreeSchema } from './content/schemas/figures';
import { cityFrameSchema, customCitySchema, sectorTemplateSchema } from './content/schemas/city-template';
import { landingSchema, trustBadgesSchema } from './content/schemas/landing';
import { municipalitiesSchema } from './content/schemas/municipalities';

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
  /** The four badges of the sector landing pages (spec 2.16). */
  badgesSecteurs: defineCollection({
    loader: glob({ pattern: 'badges-secteurs.yaml', base: './src/content/data' }),
    schema: trustBadgesSchema,
  }),
  /** The frame shared by the 36 sector-city pages, with its {clés}. */
  pagesVilleCommun: defineCollection({
    loader: glob({ pattern: 'commun.yaml', base: './src/content/data/pages-ville' }),
    schema: cityFrameSchema,
  }),
  /** The sector-city templates, one per sector: {ville}, {ville.de}, {quartier.pole.a}… */
  pagesVille: defineCollection({
    loader: glob({ pattern: '{medical,garderie,entreprise}.yaml', base: './src/content/data/pages-ville' }),
    schema: sectorTemplateSchema,
  }),
  /** The custom pages of spec 2.1 (Laval, Longueuil), one file per city. */
  pagesVilleSurMesure: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/data/pages-ville/sur-mesure' }),
    schema: customCitySchema,
  }),
  /** The Greater Montréal municipalities listed on the home page (spec 2.5). */
  municipalites: defineCollection({
    loader: glob({ pattern: 'municipalites.yaml', base: './src/content/data' }),
    schema: municipalitiesSchema,
  }),
};
