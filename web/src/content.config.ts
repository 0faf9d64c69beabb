import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { cityFileSchema } from './content/schemas/city';
import { figureTreeSchema } from './content/schemas/figures';
import { landingSchema } from './content/schemas/landing';
import {
  chapterSchema,
  childcarePageSchema,
  clinicCitySchema,
  clinicsPageSchema,
  complianceCommonSchema,
  faqPageSchema,
  regulatedPageSchema,
} from './content/schemas/compliance';

/**
 * The content collections (CONTENT.md tells the marketing staff how to edit them). Astro checks
 * every entry against its schema when it builds; the pages read the same files through
 * ./content/load.ts, which applies the same schemas and names file and field in French when
 * something is wrong. The schemas live in ./content/schemas, owned by the content layer.
 */
const CONFORMITE = './src/content/data/conformite';

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
  /** The compliance pages (spec 2.11 to 2.15) in data/conformite/, one collection per kind of page. */
  conformiteCliniques: defineCollection({ loader: glob({ pattern: 'cliniques.yaml', base: CONFORMITE }), schema: clinicsPageSchema }),
  conformiteCliniquesVilles: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${CONFORMITE}/cliniques-villes` }),
    schema: clinicCitySchema,
  }),
  conformiteGarderies: defineCollection({ loader: glob({ pattern: 'garderies.yaml', base: CONFORMITE }), schema: childcarePageSchema }),
  conformiteGarderiesChapitres: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${CONFORMITE}/garderies-chapitres` }),
    schema: chapterSchema,
  }),
  conformiteEntreprises: defineCollection({
    loader: glob({ pattern: 'entreprises-reglementees.yaml', base: CONFORMITE }),
    schema: regulatedPageSchema,
  }),
  conformiteFaq: defineCollection({ loader: glob({ pattern: 'faq.yaml', base: CONFORMITE }), schema: faqPageSchema }),
  conformiteCommun: defineCollection({ loader: glob({ pattern: 'commun.yaml', base: CONFORMITE }), schema: complianceCommonSchema }),
};
