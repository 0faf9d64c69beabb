import { z } from 'zod';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { cell, line, prose, slug } from './text';
import { testimonialSchema } from './page-parts';

/**
 * The compliance pages (spec 2.11 to 2.15), in data/conformite/: the clinic page and its three
 * city pages, the childcare guide and its chapters, the regulated-businesses page and the
 * compliance FAQ. Long pages are written as sections of blocks (paragraphs, lists, steps, cards,
 * tables, callouts, links) that one component draws.
 */

/** An in-page anchor or a section id: `audit-gratuit`. */
const anchor = slug;
/** A link of the site (`/conformite-garderies`, `#audit-gratuit`) or a `tel:` link. */
const href = z.string().regex(/^(\/[a-z0-9-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|tel:\+?\d+)$/, {
  message: 'un lien du site (/page ou #ancre) ou tel:',
});
const tone = z.enum(['white', 'muted', 'brand']);

const link = z.strictObject({ label: line, href });

/**
 * A hero or closing-band button; `appel` is the tap-to-call button (the number comes from the
 * site's configuration), with its look (`appel: outline`).
 */
export const actionSchema = z.union([
  z.strictObject({ label: line, href, variant: z.enum(['primary', 'accent', 'outline']).optional() }),
  z.strictObject({ appel: z.enum(['primary', 'accent', 'outline']) }),
]);

/**
 * A table: its rows are written out, or (`produits: recommandes`) drawn from the product lists of
 * the chapter that holds it.
 */
const table = z
  .strictObject({
    caption: line,
    columns: z.array(cell).min(2),
    rows: z.array(z.array(cell)).min(1).optional(),
    produits: z.enum(['recommandes', 'interdits']).optional(),
    note: prose.optional(),
  })
  .refine((t) => (t.rows === undefined) !== (t.produits === undefined), { message: 'un tableau a soit « rows », soit « produits »' })
  .refine((t) => (t.rows ?? []).every((row) => row.length === t.columns.length), {
    message: 'chaque ligne du tableau doit avoir autant de cases que de colonnes',
  });

export const blockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraphs'), items: z.array(prose).min(1) }),
  z.strictObject({
    kind: z.literal('list'),
    title: line.optional(),
    items: z.array(line).min(1),
    marker: z.enum(['check', 'cross', 'dot']).optional(),
    columns: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
  z.strictObject({ kind: z.literal('steps'), items: z.array(z.strictObject({ title: line, description: prose })).min(1) }),
  z.strictObject({
    kind: z.literal('cards'),
    items: z.array(z.strictObject({ icon, title: line, description: prose.optional() })).min(1),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  }),
  z.strictObject({ kind: z.literal('table'), table }),
  z.strictObject({ kind: z.literal('callout'), title: line, text: prose, tone: z.enum(['info', 'warning', 'guarantee']).optional() }),
  z.strictObject({ kind: z.literal('links'), items: z.array(link).min(1) }),
]);

const subsectionSchema = z.strictObject({ id: anchor, title: line, blocks: z.array(blockSchema).min(1) });

/** A section of blocks, optionally with titled subsections (listed in a table of contents). */
export const sectionSchema = z.strictObject({
  id: anchor,
  title: line,
  lead: prose.optional(),
  tone: tone.optional(),
  blocks: z.array(blockSchema).optional(),
  subsections: z.array(subsectionSchema).optional(),
});

const seo = z.strictObject({ title: line, description: prose, keywords: z.array(line).min(3) });
const hero = z.strictObject({ eyebrow: line, title: line, lead: prose, actions: z.array(actionSchema).min(1) });
const badge = z.strictObject({ icon, label: line });
const testimonial = testimonialSchema;
const stat = z.strictObject({ value: cell, label: line });

/** An FAQ shown as one `<details name>` group and emitted as FAQPage JSON-LD, identically. */
const faqSection = z.strictObject({ id: anchor, title: line, lead: prose.optional(), name: anchor, items: z.array(faqSchema).min(3) });
const testimonials = z.strictObject({ id: anchor, title: line, lead: prose.optional(), tone: tone.optional(), items: z.array(testimonial).min(3) });
/** A section holding a form of forms/catalog.json. */
const formSection = z.strictObject({ id: anchor, title: line, formId: slug });
/** A section introducing the city grid. */
const citiesSection = z.strictObject({ id: anchor, title: line, lead: prose });

/** data/conformite/cliniques.yaml: /conformite-cliniques-medicales (spec 2.11). */
export const clinicsPageSchema = z.strictObject({
  seo,
  breadcrumb: line,
  hero,
  badges: z.array(badge).min(3),
  risks: sectionSchema,
  process: sectionSchema,
  founder: sectionSchema,
  testimonials,
  /** `lienVille`: the label of a featured city's link, `{ville}` being its name. */
  cities: citiesSection.extend({ lienVille: z.string().includes('{ville}') }),
  prices: sectionSchema,
  audit: formSection,
  faq: faqSection,
  closing: z.strictObject({ id: anchor, title: line, lead: prose, actions: z.array(actionSchema).min(1) }),
  /** What the three clinic city pages share. */
  pagesVilles: z.strictObject({
    /** The commitments listed in each city's local section; `{equipe}` is that city's line about its team. */
    engagements: z.array(z.string().min(3)).min(2).refine((l) => l.includes('{equipe}'), { message: 'une ligne doit être « {equipe} »' }),
    /** Headings of the three parts of every case study. */
    caseLabels: z.strictObject({ challenge: line, solution: line, result: line }),
  }),
});

/** Key of a count of chiffres.yaml (`note.avis`), read as a number for the JSON-LD too. */
const figureKey = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { message: 'une clé de chiffres.yaml, ex. : note.avis' });

/** data/conformite/cliniques-villes/<ville>.yaml: one clinic city page (spec 2.12). */
export const clinicCitySchema = z.strictObject({
  slug,
  /** Place of the page in the spec's order (Montréal, Laval, Longueuil). */
  ordre: z.number().int().positive(),
  /** As written in copy and in the LocalBusiness address: « Montréal ». */
  cityName: line,
  /** The city's own form of forms/catalog.json. */
  formId: slug,
  /** Key of the page's review count in chiffres.yaml (spec 9: 247, 156, 128). */
  avis: figureKey,
  seo,
  /** geo.* meta and LocalBusiness coordinates; `postalCode` is the forward sortation area. */
  geo: z.strictObject({
    placename: line,
    latitude: z.number().min(44.9).max(49),
    longitude: z.number().min(-80).max(-64),
    postalCode: z.string().regex(/^[GHJ]\d[A-Z]$/),
  }),
  hero: z.strictObject({
    eyebrow: line,
    title: line,
    lead: prose,
    /** Heading of the list of districts shown in the hero. */
    areasLabel: line,
    /** Option set of forms/catalog.json whose labels are the districts (minus « Autre »). */
    areasOptionSet: slug,
  }),
  /** Title of the form panel beside the hero. */
  formTitle: line,
  stats: z.strictObject({ id: anchor, title: line, lead: prose, items: z.array(stat).length(4) }),
  /** The local section; the commitments of cliniques.yaml are listed after its paragraphs, with `equipe` among them. */
  local: sectionSchema.extend({ equipe: line }),
  cases: z.strictObject({
    id: anchor,
    title: line,
    lead: prose,
    items: z
      .array(z.strictObject({ client: line, district: line, challenge: prose, solution: prose, result: prose }))
      .length(3),
  }),
});

/** A recommended product of the childcare guide (spec 3.1): name, pH, usage, price. */
const recommendedProduct = z.strictObject({
  name: line,
  ph: cell,
  usage: prose,
  /** `{prix.produits.…}`: the price lives in chiffres.yaml. */
  price: cell,
  litres: z.number().positive(),
});
/** A product the childcare protocols exclude (spec 3.1): name, reason, alternative. */
const forbiddenProduct = z.strictObject({ name: line, reason: prose, alternative: prose });

/** data/conformite/garderies.yaml: /conformite-garderies (spec 2.13), the guide's frame. */
export const childcarePageSchema = z.strictObject({
  seo,
  breadcrumb: line,
  article: z.strictObject({
    headline: line,
    /** 2025-01-06 (Astro's YAML reader makes it a date, ours a text: both read the same). */
    datePublished: z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]),
  }),
  hero,
  badges: z.array(badge).min(3),
  toc: z.strictObject({ id: anchor, title: line, lead: prose, label: line }),
  /** The cities chapter; `lienVille` labels every city's link, `{ville}` being its name. */
  cities: sectionSchema.extend({ lienVille: z.string().includes('{ville}') }),
  faq: faqSection,
  audit: formSection,
});

/**
 * data/conformite/garderies-chapitres/<n>-<nom>.yaml: one chapter of the guide, in the order of
 * the file names' numbers. The products chapter also holds the two product lists its tables show.
 */
export const chapterSchema = sectionSchema.extend({
  produits: z
    .strictObject({ recommandes: z.array(recommendedProduct).min(3), interdits: z.array(forbiddenProduct).min(3) })
    .optional(),
});

/** data/conformite/entreprises-reglementees.yaml: /conformite-entreprises-reglementees (spec 2.14). */
export const regulatedPageSchema = z.strictObject({
  seo,
  breadcrumb: line,
  hero,
  badges: z.array(badge).min(3),
  regulators: z.array(sectionSchema).length(3),
  sectors: z.strictObject({
    id: anchor,
    title: line,
    lead: prose,
    label: line,
    defaultTab: slug,
    tabs: z
      .array(
        z.strictObject({
          id: slug,
          label: line,
          title: line,
          intro: prose,
          points: z.array(line).min(1),
          link: link.optional(),
        }),
      )
      .min(2),
  }),
  /** Featured cities link to their three sector pages (`{ville}`); the others get the call button. */
  cities: citiesSection.extend({
    liensVille: z.strictObject({ medical: z.string().includes('{ville}'), entreprise: z.string().includes('{ville}'), garderie: z.string().includes('{ville}') }),
  }),
  testimonials,
  faq: faqSection,
  audit: formSection,
});

/** data/conformite/faq.yaml: /faq-conformite (spec 2.15). */
export const faqPageSchema = z.strictObject({
  seo,
  breadcrumb: line,
  hero,
  stats: z.array(stat).length(3),
  faq: faqSection.extend({ items: z.array(faqSchema).min(10) }),
  reassurance: z.strictObject({
    id: anchor,
    title: line,
    box: z.strictObject({ tone: z.enum(['info', 'warning', 'guarantee']), title: line, text: prose }),
    action: actionSchema,
  }),
  contact: formSection,
});

export type ContentSection = z.output<typeof sectionSchema>;
export type ActionData = z.output<typeof actionSchema>;
export type ClinicCityData = z.output<typeof clinicCitySchema>;
export type Chapter = z.output<typeof chapterSchema>;

/** data/conformite/commun.yaml: the call button's label. */
export const complianceCommonSchema = z.strictObject({
  appel: z.strictObject({
    bouton: z.string().includes('{telephone}'),
  }),
});
