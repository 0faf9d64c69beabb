import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'zod';
import { articleSchema } from './content/schemas/article';
import { auditPageSchema } from './content/schemas/audit-page';
import { blogSchema } from './content/schemas/blog';
import { contactSchema } from './content/schemas/contact';
import { coverageMapSchema, coveragePageSchema, localitiesSchema } from './content/schemas/coverage';
import { homeSchema } from './content/schemas/home';
import { hoursSchema } from './content/schemas/page-parts';
import { privacyFrontmatterSchema } from './content/schemas/privacy-policy';
import { sectorSchema } from './content/schemas/sector';
import { notFoundPageSchema, systemPageSchema } from './content/schemas/system-page';
import { cityFileSchema } from './content/schemas/city';
import { figureTreeSchema } from './content/schemas/figures';
import { cityFrameSchema, customCitySchema, sectorTemplateSchema } from './content/schemas/city-template';
import { landingSchema, trustBadgesSchema } from './content/schemas/landing';
import { municipalitiesSchema } from './content/schemas/municipalities';
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
/** A data file that is one page's content: one entry, named after the file. */
const onePage = (name: string) =>
  file(`src/content/data/${name}`, { parser: (text) => ({ [name.replace(/\.yaml$/, '')]: parse(text) as Record<string, unknown> }) });
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
  /** The three sectors: names, regulator and five services each. */
  secteurs: defineCollection({
    loader: file('src/content/data/secteurs.yaml'),
    schema: sectorSchema,
  }),
  /** Site-level pages, one file each (the page loads it through ./content/load.ts). */
  accueil: defineCollection({ loader: onePage('accueil.yaml'), schema: homeSchema }),
  blogue: defineCollection({ loader: onePage('blogue.yaml'), schema: blogSchema }),
  contact: defineCollection({ loader: onePage('contact.yaml'), schema: contactSchema }),
  auditGratuit: defineCollection({ loader: onePage('audit-gratuit.yaml'), schema: auditPageSchema }),
  zoneCouverture: defineCollection({ loader: onePage('zone-couverture.yaml'), schema: coveragePageSchema }),
  localites: defineCollection({ loader: onePage('localites.yaml'), schema: localitiesSchema }),
  carteCouverture: defineCollection({ loader: onePage('carte-couverture.yaml'), schema: coverageMapSchema }),
  /** Office and emergency hours, shown in every « talk to an advisor » panel. */
  heures: defineCollection({
    loader: file('src/content/data/heures.yaml', { parser: (text) => ({ heures: { liste: parse(text) } }) }),
    schema: z.object({ liste: hoursSchema }),
  }),
  /** Thank-you, form-error and unsubscribe pages the server sends visitors to, one entry per slug. */
  pagesSysteme: defineCollection({ loader: file('src/content/data/pages-systeme.yaml'), schema: systemPageSchema }),
  pageIntrouvable: defineCollection({ loader: onePage('page-introuvable.yaml'), schema: notFoundPageSchema }),
  /** The privacy policy, in Markdown: its frontmatter is checked here, its body by ./content/schemas/privacy-policy.ts. */
  politiqueConfidentialite: defineCollection({
    loader: glob({ pattern: 'politique-confidentialite.md', base: './src/content/data' }),
    schema: privacyFrontmatterSchema,
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
  /** The blog's articles, one Markdown file each (src/content/articles/<slug>.md → /blog/<slug>). */
  articles: defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/articles' }), schema: articleSchema }),
  conformiteCommun: defineCollection({ loader: glob({ pattern: 'commun.yaml', base: CONFORMITE }), schema: complianceCommonSchema }),
};
