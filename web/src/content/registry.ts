import { articleSchema, articlesPageSchema } from './schemas/article';
import { auditPageSchema } from './schemas/audit-page';
import { blogSchema } from './schemas/blog';
import { cityFileSchema } from './schemas/city';
import { cityFrameSchema, customCitySchema, sectorTemplateSchema } from './schemas/city-template';
import {
  chapterSchema,
  childcarePageSchema,
  clinicCitySchema,
  clinicsPageSchema,
  complianceCommonSchema,
  faqPageSchema,
  regulatedPageSchema,
} from './schemas/compliance';
import { contactSchema } from './schemas/contact';
import { coverageMapSchema, coveragePageSchema, localitiesSchema } from './schemas/coverage';
import { figuresFileSchema } from './schemas/figure-relations';
import { guidesSchema } from './schemas/guides';
import { homeSchema } from './schemas/home';
import { imageSlotsSchema } from './schemas/images';
import { sectorLandingsSchema, trustBadgesSchema } from './schemas/landing';
import { legalPagesSchema } from './schemas/legal-pages';
import { municipalitiesSchema } from './schemas/municipalities';
import { hoursSchema } from './schemas/page-parts';
import { personSchema, teamPageSchema } from './schemas/person';
import { privacyFrontmatterSchema } from './schemas/privacy-policy';
import { certificationsSchema, clientLogosSchema, insurancesSchema } from './schemas/proof';
import { sectorRecordSchema } from './schemas/sector';
import { cityTestimonialSchema } from './schemas/testimonial';
import { notFoundPageSchema, systemPagesSchema } from './schemas/system-page';
import { uiStringsSchema } from './schemas/ui-strings';
import type { Source } from './source';

/**
 * The registry of the content: every data file of src/content/data, named once with its schema.
 * CONTENT.md tells the marketing staff how to edit them. Astro's collections (`getCollection`,
 * `getEntry`) and the build's page models read these files through this registry only
 * (./loader.ts is the loader both use; ../content.config.ts declares the collections from
 * it), so a file is parsed once, with one schema, and every error is reported in French naming
 * the file and the field.
 *
 *   file:     one file, one entry named after it (`chiffres`);
 *   folder:   one entry per YAML or Markdown file of the folder, named after the file (`villes/laval.yaml` → `laval`);
 *             a Markdown file's frontmatter is checked by the schema and its body rendered for Astro;
 *   markdown: one Markdown file, its frontmatter checked by the schema, its body kept as written.
 */
export const registry = {
  /** Prices, delays, counts, ratings: each figure once, named by key in the copy (`{prix.garderie.petite}`). */
  chiffres: { file: 'chiffres.yaml', schema: figuresFileSchema },
  /** One file per city: its record and its copy. */
  villes: { folder: 'villes', schema: cityFileSchema },
  /** The city pages' testimonials, one file each: a city, a sector, a district, a person. */
  temoignages: { folder: 'temoignages', schema: cityTestimonialSchema },
  /** The three sectors: names, regulator and five services each. */
  secteurs: { file: 'secteurs.yaml', schema: sectorRecordSchema },
  /** The three sector landing pages. */
  pagesSecteurs: { file: 'pages-secteurs.yaml', schema: sectorLandingsSchema },
  /** The four badges of the sector landing pages (spec 2.16). */
  badgesSecteurs: { file: 'badges-secteurs.yaml', schema: trustBadgesSchema },
  /** Site-level pages, one file each. */
  accueil: { file: 'accueil.yaml', schema: homeSchema },
  blogue: { file: 'blogue.yaml', schema: blogSchema },
  contact: { file: 'contact.yaml', schema: contactSchema },
  auditGratuit: { file: 'audit-gratuit.yaml', schema: auditPageSchema },
  zoneCouverture: { file: 'zone-couverture.yaml', schema: coveragePageSchema },
  localites: { file: 'localites.yaml', schema: localitiesSchema },
  carteCouverture: { file: 'carte-couverture.yaml', schema: coverageMapSchema },
  /** Office and emergency hours, shown in every « talk to an advisor » panel. */
  heures: { file: 'heures.yaml', schema: hoursSchema },
  /** Thank-you, form-error and unsubscribe pages the server sends visitors to. */
  pagesSysteme: { file: 'pages-systeme.yaml', schema: systemPagesSchema },
  pageIntrouvable: { file: 'page-introuvable.yaml', schema: notFoundPageSchema },
  /** The interface's own words, repeated on every page: menus, accessible names, footer, form labels. */
  textesInterface: { file: 'textes-interface.yaml', schema: uiStringsSchema },
  /** The privacy policy's own page head and the terms of use, both linked from every footer. */
  pagesLegales: { file: 'pages-legales.yaml', schema: legalPagesSchema },
  /** The site's image slots: each one's drawn illustration, and the firm's photo once given. */
  images: { file: 'images.yaml', schema: imageSlotsSchema },
  /** The firm's proof (issue 25): certifications and memberships, insurance, client logos; `à fournir` until given. */
  certifications: { file: 'preuves/certifications.yaml', schema: certificationsSchema },
  assurances: { file: 'preuves/assurances.yaml', schema: insurancesSchema },
  logosClients: { file: 'preuves/logos-clients.yaml', schema: clientLogosSchema },
  /** The privacy policy, in Markdown: its frontmatter is checked here, its body by its page model. */
  politiqueConfidentialite: { markdown: 'politique-confidentialite.md', schema: privacyFrontmatterSchema },
  /** The Greater Montréal municipalities listed on the home page (spec 2.5). */
  municipalites: { file: 'municipalites.yaml', schema: municipalitiesSchema },
  /** The frame shared by the 36 sector-city pages, with its {clés}. */
  pagesVilleCommun: { file: 'pages-ville/commun.yaml', schema: cityFrameSchema },
  /** The sector-city templates, one per sector: {ville}, {ville.de}, {quartier.pole.a}… */
  pagesVille: { folder: 'pages-ville', except: ['commun.yaml'], schema: sectorTemplateSchema },
  /** The custom pages of spec 2.1 (Laval, Longueuil), one file per city. */
  pagesVilleSurMesure: { folder: 'pages-ville/sur-mesure', schema: customCitySchema },
  /** The compliance pages (spec 2.11 to 2.15), in data/conformite/. */
  conformiteCliniques: { file: 'conformite/cliniques.yaml', schema: clinicsPageSchema },
  conformiteCliniquesVilles: { folder: 'conformite/cliniques-villes', schema: clinicCitySchema },
  conformiteGarderies: { file: 'conformite/garderies.yaml', schema: childcarePageSchema },
  conformiteGarderiesChapitres: { folder: 'conformite/garderies-chapitres', schema: chapterSchema },
  conformiteEntreprises: { file: 'conformite/entreprises-reglementees.yaml', schema: regulatedPageSchema },
  conformiteFaq: { file: 'conformite/faq.yaml', schema: faqPageSchema },
  conformiteCommun: { file: 'conformite/commun.yaml', schema: complianceCommonSchema },
  /** The compliance guides (PDF, issue 26): their cover and contact words and the page that hands them out. */
  guides: { file: 'guides.yaml', schema: guidesSchema },
  /** The blog's articles, one Markdown file each (data/articles/<slug>.md → /blog/<slug>). */
  articles: { folder: 'articles', schema: articleSchema },
  /** The copy around the articles: labels, category names, the call to action, the RSS feed. */
  pageArticles: { file: 'articles.yaml', schema: articlesPageSchema },
  /** The people who write and review the articles and guides (issue 39), one file each (data/personnes/<slug>.yaml → /equipe/<slug>). */
  personnes: { folder: 'personnes', schema: personSchema },
  /** The words of the people's pages and of the bylines. */
  pageEquipe: { file: 'equipe.yaml', schema: teamPageSchema },
} as const satisfies Record<string, Source>;

export type Registry = typeof registry;
export type CollectionName = keyof Registry;

