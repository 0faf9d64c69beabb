import { z } from 'zod';
import { objet } from './french-keys';
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
/** A link of the site (`/conformite-garderies`, `#audit-gratuit`, `/guide-conformite?secteur=garderies`) or a `tel:` link. */
const href = z.string().regex(/^(\/[a-z0-9-]*(\?[a-z]+=[a-z0-9-]+)?(#[a-z0-9-]+)?|#[a-z0-9-]+|tel:\+?\d+)$/, {
  message: 'un lien du site (/page, /page?choix=valeur ou #ancre) ou tel:',
});
const tone = z.enum(['white', 'muted', 'brand']);

const link = objet({ libelle: line, href });

/**
 * A hero or closing-band button; `appel` is the tap-to-call button (the number comes from the
 * site's configuration), with its look (`appel: outline`).
 */
export const actionSchema = z.union([
  objet({ libelle: line, href, variante: z.enum(['primary', 'accent', 'outline']).optional() }),
  objet({ appel: z.enum(['primary', 'accent', 'outline']) }),
]);

/**
 * A table: its rows are written out, or (`produits: recommandes`) drawn from the product lists of
 * the chapter that holds it.
 */
const table = objet({
    legende: line,
    colonnes: z.array(cell).min(2),
    lignes: z.array(z.array(cell)).min(1).optional(),
    produits: z.enum(['recommandes', 'interdits']).optional(),
    note: prose.optional(),
  })
  .refine((t) => (t.rows === undefined) !== (t.produits === undefined), { message: 'un tableau a soit « rows », soit « produits »' })
  .refine((t) => (t.rows ?? []).every((row) => row.length === t.columns.length), {
    message: 'chaque ligne du tableau doit avoir autant de cases que de colonnes',
  });

export const blockSchema = z.discriminatedUnion('genre', [
  objet({ genre: z.literal('paragraphs'), elements: z.array(prose).min(1) }),
  objet({
    genre: z.literal('list'),
    titre: line.optional(),
    elements: z.array(line).min(1),
    puce: z.enum(['check', 'cross', 'dot']).optional(),
    colonnes: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
  objet({ genre: z.literal('steps'), elements: z.array(objet({ titre: line, description: prose })).min(1) }),
  objet({
    genre: z.literal('cards'),
    elements: z.array(objet({ icone: icon, titre: line, description: prose.optional() })).min(1),
    colonnes: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  }),
  objet({ genre: z.literal('table'), table }),
  objet({ genre: z.literal('callout'), titre: line, texte: prose, ton: z.enum(['info', 'warning', 'guarantee']).optional() }),
  objet({ genre: z.literal('links'), elements: z.array(link).min(1) }),
]);

const subsectionSchema = objet({ id: anchor, titre: line, blocs: z.array(blockSchema).min(1) });

/** A section of blocks, optionally with titled subsections (listed in a table of contents). */
export const sectionShape = {
  id: anchor,
  titre: line,
  chapeau: prose.optional(),
  ton: tone.optional(),
  blocs: z.array(blockSchema).optional(),
  sousSections: z.array(subsectionSchema).optional(),
};
export const sectionSchema = objet(sectionShape);

const seo = objet({ titre: line, description: prose, motsCles: z.array(line).min(3) });
const hero = objet({ surtitre: line, titre: line, chapeau: prose, actions: z.array(actionSchema).min(1) });
const badge = objet({ icone: icon, libelle: line });
const testimonial = testimonialSchema;
const stat = objet({ valeur: cell, libelle: line });

/** An FAQ shown as one `<details name>` group and emitted as FAQPage JSON-LD, identically. */
const faqSectionShape = { id: anchor, titre: line, chapeau: prose.optional(), nom: anchor, elements: z.array(faqSchema).min(3) };
/** A page's FAQ with at least the questions its spec section lists (more may be added, never fewer). */
const faqSectionOf = (min: number) => objet({ ...faqSectionShape, elements: z.array(faqSchema).min(min) });
const testimonials = objet({ id: anchor, titre: line, chapeau: prose.optional(), ton: tone.optional(), elements: z.array(testimonial).min(3) });
/** A section holding a form of forms/catalog.json. */
const formSection = objet({ id: anchor, titre: line, idFormulaire: slug });
/** A section introducing the city grid. */
const citiesSectionShape = { id: anchor, titre: line, chapeau: prose };
const citiesSection = objet(citiesSectionShape);

/** data/conformite/cliniques.yaml: /conformite-cliniques-medicales (spec 2.11). */
export const clinicsPageSchema = objet({
  referencement: seo,
  fil: line,
  heros: hero,
  badges: z.array(badge).min(3),
  risques: sectionSchema,
  demarche: sectionSchema,
  fondateur: sectionSchema,
  temoignages: testimonials,
  /** `lienVille`: the label of a featured city's link, `{ville}` being its name. */
  villes: objet({ ...citiesSectionShape, lienVille: z.string().includes('{ville}') }),
  tarifs: sectionSchema,
  audit: formSection,
  faq: faqSectionOf(8), // spec 2.11
  conclusion: objet({ id: anchor, titre: line, chapeau: prose, actions: z.array(actionSchema).min(1) }),
  /** What the three clinic city pages share. */
  pagesVilles: objet({
    /** The commitments listed in each city's local section; `{equipe}` is that city's line about its team. */
    engagements: z.array(z.string().min(3)).min(2).refine((l) => l.includes('{equipe}'), { message: 'une ligne doit être « {equipe} »' }),
    /** Headings of the three parts of every case study. */
    libellesCas: objet({ defi: line, solution: line, resultat: line }),
  }),
});

/** Key of a count of chiffres.yaml (`note.avis`), read as a number for the JSON-LD too. */
const figureKey = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { message: 'une clé de chiffres.yaml, ex. : note.avis' });

/** data/conformite/cliniques-villes/<ville>.yaml: one clinic city page (spec 2.12). */
export const clinicCitySchema = objet({
  slug,
  /** Place of the page in the spec's order (Montréal, Laval, Longueuil). */
  ordre: z.number().int().positive(),
  /** As written in copy and in the LocalBusiness address: « Montréal ». */
  nomVille: line,
  /** The city's own form of forms/catalog.json. */
  idFormulaire: slug,
  /** Key of the page's review count in chiffres.yaml (spec 9: 247, 156, 128). */
  avis: figureKey,
  referencement: seo,
  /** geo.* meta and LocalBusiness coordinates; `codePostal` (as the city files write it) is the forward sortation area. */
  geographie: objet({
    lieu: line,
    latitude: z.number().min(44.9).max(49),
    longitude: z.number().min(-80).max(-64),
    codePostal: z.string().regex(/^[GHJ]\d[A-Z]$/),
  }).transform(({ codePostal, ...place }) => ({ ...place, postalCode: codePostal })),
  heros: objet({
    surtitre: line,
    titre: line,
    chapeau: prose,
    /** Heading of the list of districts shown in the hero. */
    libelleQuartiers: line,
    /** Option set of forms/catalog.json whose labels are the districts (minus « Autre »). */
    listeQuartiers: slug,
  }),
  /** Title of the form panel beside the hero. */
  titreFormulaire: line,
  statistiques: objet({ id: anchor, titre: line, chapeau: prose, elements: z.array(stat).length(4) }),
  /** The local section; the commitments of cliniques.yaml are listed after its paragraphs, with `equipe` among them. */
  local: objet({ ...sectionShape, equipe: line }),
  cas: objet({
    id: anchor,
    titre: line,
    chapeau: prose,
    elements: z
      .array(objet({ client: line, quartier: line, defi: prose, solution: prose, resultat: prose }))
      .length(3),
  }),
});

/** A recommended product of the childcare guide (spec 3.1): name, pH, usage, price. */
const recommendedProduct = objet({
  nom: line,
  ph: cell,
  usage: prose,
  /** `{prix.produits.…}`: the price lives in chiffres.yaml. */
  prix: cell,
  litres: z.number().positive(),
});
/** A product the childcare protocols exclude (spec 3.1): name, reason, alternative. */
const forbiddenProduct = objet({ nom: line, raison: prose, alternative: prose });

/** A date written 2025-01-06 (Astro's YAML reader makes it a date, ours a texte: both read the same). */
const isoDate = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

/** data/conformite/garderies.yaml: /conformite-garderies (spec 2.13), the guide's frame. */
export const childcarePageSchema = objet({
  referencement: seo,
  fil: line,
  article: objet({
    manchette: line,
    /** 2025-01-06 (Astro's YAML reader makes it a date, ours a texte: both read the same). */
    datePublication: isoDate,
    /**
     * The regulation the guide follows, and the date of the version it reflects: the guide's
     * edition (`{garderies.edition}`, « Guide 2026 ») is that date's year, never typed by hand.
     */
    reglement: objet({ nom: line, aJourAu: isoDate }),
  }),
  heros: hero,
  badges: z.array(badge).min(3),
  tableMatieres: objet({ id: anchor, titre: line, chapeau: prose, libelle: line }),
  /** The cities chapter; `lienVille` labels every city's link, `{ville}` being its name. */
  villes: objet({ ...sectionShape, lienVille: z.string().includes('{ville}') }),
  faq: faqSectionOf(10), // spec 2.13
  audit: formSection,
});

/**
 * data/conformite/garderies-chapitres/<n>-<nom>.yaml: one chapter of the guide, in the order of
 * the file names' numbers. The products chapter also holds the two product lists its tables show.
 */
export const chapterSchema = objet({
  ...sectionShape,
  produits: objet({ recommandes: z.array(recommendedProduct).min(3), interdits: z.array(forbiddenProduct).min(3) })
    .optional(),
});

/** data/conformite/entreprises-reglementees.yaml: /conformite-entreprises-reglementees (spec 2.14). */
export const regulatedPageSchema = objet({
  referencement: seo,
  fil: line,
  heros: hero,
  badges: z.array(badge).min(3),
  organismes: z.array(sectionSchema).length(3),
  secteurs: objet({
    id: anchor,
    titre: line,
    chapeau: prose,
    libelle: line,
    ongletParDefaut: slug,
    onglets: z
      .array(
        objet({
          id: slug,
          libelle: line,
          titre: line,
          intro: prose,
          points: z.array(line).min(1),
          lien: link.optional(),
        }),
      )
      .min(2),
  }),
  /** Featured cities link to their three sector pages (`{ville}`); the others get the call button. */
  villes: objet({ ...citiesSectionShape, 
    liensVille: objet({ medical: z.string().includes('{ville}'), entreprise: z.string().includes('{ville}'), garderie: z.string().includes('{ville}') }),
  }),
  temoignages: testimonials,
  faq: faqSectionOf(8), // spec 2.14
  audit: formSection,
});

/** data/conformite/faq.yaml: /faq-conformite (spec 2.15). */
export const faqPageSchema = objet({
  referencement: seo,
  fil: line,
  heros: hero,
  /**
   * The firm's rating as the FAQ states it (« 4,9/5 selon 127 avis »): shown, and given in the
   * page's JSON-LD, once {note.moyenne} and {note.avis} are confirmed and their source is known.
   */
  note: line,
  statistiques: z.array(stat).length(3),
  faq: objet({ ...faqSectionShape, elements: z.array(faqSchema).min(10) }),
  reassurance: objet({
    id: anchor,
    titre: line,
    encadre: objet({ ton: z.enum(['info', 'warning', 'guarantee']), titre: line, texte: prose }),
    action: actionSchema,
  }),
  contact: formSection,
});

export type ContentSection = z.output<typeof sectionSchema>;
export type ActionData = z.output<typeof actionSchema>;
export type ClinicCityData = z.output<typeof clinicCitySchema>;
export type Chapter = z.output<typeof chapterSchema>;

/** data/conformite/commun.yaml: the call button's label. */
export const complianceCommonSchema = objet({
  appel: objet({
    bouton: z.string().includes('{telephone}'),
  }),
});
