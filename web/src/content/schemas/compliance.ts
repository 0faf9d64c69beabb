import { z } from 'zod';
import { objet } from './french-keys';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { cell, line, pageTitle, prose, slug } from './text';
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
const href = z
  .string()
  .regex(/^(\/[a-z0-9-]*(\?[a-z]+=[a-z0-9-]+)?(#[a-z0-9-]+)?|#[a-z0-9-]+|tel:\+?\d+)$/, {
    message: 'un lien du site (/page, /page?choix=valeur ou #ancre) ou tel:',
  })
  .meta({ label: 'Adresse du lien', help: 'Une page (/zone-couverture), une section (#contact), mailto: ou tel:.' });
const tone = z.enum(['white', 'muted', 'brand']);

const link = objet({ libelle: line.meta({ label: 'Libellé' }), href });

/**
 * A hero or closing-band button; `appel` is the tap-to-call button (the number comes from the
 * site's configuration), with its look (`appel: outline`).
 */
export const actionSchema = z.union([
  objet({ libelle: line.meta({ label: 'Libellé' }), href, variante: z.enum(['primary', 'accent', 'outline']).optional().meta({ label: 'Variante' }) }),
  objet({ appel: z.enum(['primary', 'accent', 'outline']).meta({ label: 'Bouton d’appel' }) }),
]);

/**
 * A table: its rows are written out, or (`produits: recommandes`) drawn from the product lists of
 * the chapter that holds it.
 */
const table = objet({
    legende: line.meta({ label: 'Légende' }),
    colonnes: z.array(cell).min(2).meta({ label: 'Colonnes', item: 'colonne' }),
    lignes: z.array(z.array(cell)).min(1).optional().meta({ label: 'Lignes', item: 'ligne' }),
    produits: z.enum(['recommandes', 'interdits']).optional().meta({ label: 'Produits' }),
    note: prose.optional().meta({ label: 'Note' }),
  })
  .refine((t) => (t.rows === undefined) !== (t.produits === undefined), { message: 'un tableau a soit « rows », soit « produits »' })
  .refine((t) => (t.rows ?? []).every((row) => row.length === t.columns.length), {
    message: 'chaque ligne du tableau doit avoir autant de cases que de colonnes',
  });

export const blockSchema = z.discriminatedUnion('genre', [
  objet({ genre: z.literal('paragraphs').meta({ label: 'Sorte de bloc' }), elements: z.array(prose).min(1).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Paragraphes' }),
  objet({
    genre: z.literal('list').meta({ label: 'Sorte de bloc' }),
    titre: line.optional().meta({ label: 'Titre' }),
    elements: z.array(line).min(1).meta({ label: 'Éléments', item: 'élément' }),
    puce: z.enum(['check', 'cross', 'dot']).optional().meta({ label: 'Puce' }),
    colonnes: z.union([z.literal(1), z.literal(2)]).optional().meta({ label: 'Colonnes' }),
  }).meta({ label: 'Liste à puces' }),
  objet({ genre: z.literal('steps').meta({ label: 'Sorte de bloc' }), elements: z.array(objet({ titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }) })).min(1).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Étapes numérotées' }),
  objet({
    genre: z.literal('cards').meta({ label: 'Sorte de bloc' }),
    elements: z.array(objet({ icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), titre: line.meta({ label: 'Titre' }), description: prose.optional().meta({ label: 'Description' }) })).min(1).meta({ label: 'Éléments', item: 'élément' }),
    colonnes: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional().meta({ label: 'Colonnes' }),
  }).meta({ label: 'Cartes avec icône' }),
  objet({ genre: z.literal('table').meta({ label: 'Sorte de bloc' }), table: table.meta({ label: 'Tableau' }) }).meta({ label: 'Tableau' }),
  objet({ genre: z.literal('callout').meta({ label: 'Sorte de bloc' }), titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), ton: z.enum(['info', 'warning', 'guarantee']).optional().meta({ label: 'Ton de l’encadré' }) }).meta({ label: 'Encadré' }),
  objet({ genre: z.literal('links').meta({ label: 'Sorte de bloc' }), elements: z.array(link).min(1).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Liens' }),
]);

const subsectionSchema = objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), blocs: z.array(blockSchema).min(1).meta({ label: 'Blocs', item: 'bloc' }) });

/** A section of blocks, optionally with titled subsections (listed in a table of contents). */
export const sectionShape = {
  id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
  titre: line.meta({ label: 'Titre' }),
  chapeau: prose.optional().meta({ label: 'Chapeau' }),
  ton: tone.optional().meta({ label: 'Ton de l’encadré' }),
  blocs: z.array(blockSchema).optional().meta({ label: 'Blocs', item: 'bloc' }),
  sousSections: z.array(subsectionSchema).optional().meta({ label: 'Sous-sections', item: 'sous-section' }),
};
export const sectionSchema = objet(sectionShape);

const seo = objet({ titre: pageTitle, description: prose.meta({ label: 'Description' }), motsCles: z.array(line).min(3).meta({ label: 'Mots-clés' }) });
const hero = objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), actions: z.array(actionSchema).min(1).meta({ label: 'Boutons', item: 'bouton' }) });
const badge = objet({ icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), libelle: line.meta({ label: 'Libellé' }) });
const testimonial = testimonialSchema;
const stat = objet({ valeur: cell.meta({ label: 'Valeur' }), libelle: line.meta({ label: 'Libellé' }) });

/** An FAQ shown as one `<details name>` group and emitted as FAQPage JSON-LD, identically. */
const faqSectionShape = { id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.optional().meta({ label: 'Chapeau' }), nom: anchor.meta({ label: 'Nom' }), elements: z.array(faqSchema).min(3).meta({ label: 'Éléments', item: 'question' }) };
/** A page's FAQ with at least the questions its spec section lists (more may be added, never fewer). */
const faqSectionOf = (min: number) => objet({ ...faqSectionShape, elements: z.array(faqSchema).min(min).meta({ label: 'Éléments', item: 'question' }) });
const testimonials = objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.optional().meta({ label: 'Chapeau' }), ton: tone.optional().meta({ label: 'Ton de l’encadré' }), elements: z.array(testimonial).min(3).meta({ label: 'Éléments', item: 'témoignage' }) });
/** A section holding a form of forms/catalog.json. */
const formSection = objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), idFormulaire: slug.meta({ label: 'Identifiant du formulaire' }) });
/** A section introducing the city grid. */
const citiesSectionShape = { id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) };
const citiesSection = objet(citiesSectionShape);

/** data/conformite/cliniques.yaml: /conformite-cliniques-medicales (spec 2.11). */
export const clinicsPageSchema = objet({
  referencement: seo.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: hero.meta({ label: 'Accroches' }),
  badges: z.array(badge).min(3).meta({ label: 'Badges' }),
  risques: sectionSchema.meta({ label: 'Risques' }),
  demarche: sectionSchema.meta({ label: 'Méthode' }),
  fondateur: sectionSchema.meta({ label: 'Fondatrice' }),
  temoignages: testimonials.meta({ label: 'Témoignages' }),
  /** `lienVille`: the label of a featured city's link, `{ville}` being its name. */
  villes: objet({ ...citiesSectionShape, lienVille: z.string().includes('{ville}').meta({ label: 'Lien de chaque ville' }) }).meta({ label: 'Villes' }),
  tarifs: sectionSchema.meta({ label: 'Prix' }),
  audit: formSection.meta({ label: 'Audit' }),
  faq: faqSectionOf(8).meta({ label: 'FAQ' }), // spec 2.11
  conclusion: objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), actions: z.array(actionSchema).min(1).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Conclusion' }),
  /** What the three clinic city pages share. */
  pagesVilles: objet({
    /** The commitments listed in each city's local section; `{equipe}` is that city's line about its team. */
    engagements: z.array(z.string().min(3)).min(2).refine((l) => l.includes('{equipe}'), { message: 'une ligne doit être « {equipe} »' }).meta({ label: 'Engagements' }),
    /** Headings of the three parts of every case study. */
    libellesCas: objet({ defi: line.meta({ label: 'Défi' }), solution: line.meta({ label: 'Solution' }), resultat: line.meta({ label: 'Résultat' }) }).meta({ label: 'Titres des études de cas' }),
  }).meta({ label: 'Pages des villes' }),
});

/** Key of a count of chiffres.yaml (`note.avis`), read as a number for the JSON-LD too. */
const figureKey = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { message: 'une clé de chiffres.yaml, ex. : note.avis' });

/** data/conformite/cliniques-villes/<ville>.yaml: one clinic city page (spec 2.12). */
export const clinicCitySchema = objet({
  slug: slug.meta({ label: 'Identifiant (adresse des pages)', help: 'Le nom du fichier, en minuscules sans accents (trois-rivieres) : il devient l’adresse des pages.' }),
  /** Place of the page in the spec's order (Montréal, Laval, Longueuil). */
  ordre: z.number().int().positive().meta({ label: 'Ordre dans les listes', help: 'Place de la ville dans les listes (1 = la première).' }),
  /** As written in copy and in the LocalBusiness address: « Montréal ». */
  nomVille: line.meta({ label: 'Nom de la ville' }),
  /** The city's own form of forms/catalog.json. */
  idFormulaire: slug.meta({ label: 'Identifiant du formulaire' }),
  /** Key of the page's review count in chiffres.yaml (spec 9: 247, 156, 128). */
  avis: figureKey.meta({ label: 'Avis' }),
  referencement: seo.meta({ label: 'Référencement (titre et description)' }),
  /** geo.* meta and LocalBusiness coordinates; `codePostal` (as the city files write it) is the forward sortation area. */
  geographie: objet({
    lieu: line.meta({ label: 'Nom du lieu' }),
    latitude: z.number().min(44.9).max(49).meta({ label: 'Latitude' }),
    longitude: z.number().min(-80).max(-64).meta({ label: 'Longitude' }),
    codePostal: z.string().regex(/^[GHJ]\d[A-Z]$/).meta({ label: 'Code postal (3 caractères)', help: 'Comme H2X : G, H ou J, un chiffre, une lettre.' }),
  }).transform(({ codePostal, ...place }) => ({ ...place, postalCode: codePostal })).meta({ label: 'Géolocalisation' }),
  heros: objet({
    surtitre: line.meta({ label: 'Surtitre' }),
    titre: line.meta({ label: 'Titre' }),
    chapeau: prose.meta({ label: 'Chapeau' }),
    /** Heading of the list of districts shown in the hero. */
    libelleQuartiers: line.meta({ label: 'Titre des zones' }),
    /** Option set of forms/catalog.json whose labels are the districts (minus « Autre »). */
    listeQuartiers: slug.meta({ label: 'Liste d’options des zones' }),
  }).meta({ label: 'Accroches' }),
  /** Title of the form panel beside the hero. */
  titreFormulaire: line.meta({ label: 'Titre du formulaire' }),
  statistiques: objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), elements: z.array(stat).length(4).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Statistiques' }),
  /** The local section; the commitments of cliniques.yaml are listed after its paragraphs, with `equipe` among them. */
  local: objet({ ...sectionShape, equipe: line.meta({ label: 'Titre de la raison « équipe »' }) }).meta({ label: 'Contenu local' }),
  cas: objet({
    id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
    titre: line.meta({ label: 'Titre' }),
    chapeau: prose.meta({ label: 'Chapeau' }),
    elements: z
      .array(objet({ client: line.meta({ label: 'Client' }), quartier: line.meta({ label: 'Quartier', help: 'Un des quartiers de la même ville.' }), defi: prose.meta({ label: 'Défi' }), solution: prose.meta({ label: 'Solution' }), resultat: prose.meta({ label: 'Résultat' }) }))
      .length(3).meta({ label: 'Éléments', item: 'élément' }),
  }).meta({ label: 'Études de cas' }),
});

/** A recommended product of the childcare guide (spec 3.1): name, pH, usage, price. */
const recommendedProduct = objet({
  nom: line.meta({ label: 'Nom' }),
  ph: cell.meta({ label: 'pH' }),
  usage: prose.meta({ label: 'Usage' }),
  /** `{prix.produits.…}`: the price lives in chiffres.yaml. */
  prix: cell.meta({ label: 'Prix' }),
  litres: z.number().positive().meta({ label: 'Litres' }),
});
/** A product the childcare protocols exclude (spec 3.1): name, reason, alternative. */
const forbiddenProduct = objet({ nom: line.meta({ label: 'Nom' }), raison: prose.meta({ label: 'Raison' }), alternative: prose.meta({ label: 'Solution de rechange' }) });

/** A date written 2025-01-06 (Astro's YAML reader makes it a date, ours a texte: both read the same). */
const isoDate = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

/** data/conformite/garderies.yaml: /conformite-garderies (spec 2.13), the guide's frame. */
export const childcarePageSchema = objet({
  referencement: seo.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  article: objet({
    manchette: line.meta({ label: 'Titre principal' }),
    /** 2025-01-06 (Astro's YAML reader makes it a date, ours a texte: both read the same). */
    datePublication: isoDate.meta({ label: 'Date de publication' }),
    /**
     * The regulation the guide follows, and the date of the version it reflects: the guide's
     * edition (`{garderies.edition}`, « Guide 2026 ») is that date's year, never typed by hand.
     */
    reglement: objet({ nom: line.meta({ label: 'Nom' }), aJourAu: isoDate.meta({ label: 'À jour au' }) }).meta({ label: 'Règlement' }),
  }).meta({ label: 'Article' }),
  heros: hero.meta({ label: 'Accroches' }),
  badges: z.array(badge).min(3).meta({ label: 'Badges' }),
  tableMatieres: objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), libelle: line.meta({ label: 'Libellé' }) }).meta({ label: 'Table des matières' }),
  /** The cities chapter; `lienVille` labels every city's link, `{ville}` being its name. */
  villes: objet({ ...sectionShape, lienVille: z.string().includes('{ville}').meta({ label: 'Lien de chaque ville' }) }).meta({ label: 'Villes' }),
  faq: faqSectionOf(10).meta({ label: 'FAQ' }), // spec 2.13
  audit: formSection.meta({ label: 'Audit' }),
});

/**
 * data/conformite/garderies-chapitres/<n>-<nom>.yaml: one chapter of the guide, in the order of
 * the file names' numbers. The products chapter also holds the two product lists its tables show.
 */
export const chapterSchema = objet({
  ...sectionShape,
  produits: objet({ recommandes: z.array(recommendedProduct).min(3).meta({ label: 'Produits recommandés' }), interdits: z.array(forbiddenProduct).min(3).meta({ label: 'Produits interdits' }) })
    .optional().meta({ label: 'Produits' }),
});

/** data/conformite/entreprises-reglementees.yaml: /conformite-entreprises-reglementees (spec 2.14). */
export const regulatedPageSchema = objet({
  referencement: seo.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: hero.meta({ label: 'Accroches' }),
  badges: z.array(badge).min(3).meta({ label: 'Badges' }),
  organismes: z.array(sectionSchema).length(3).meta({ label: 'Organismes de réglementation' }),
  secteurs: objet({
    id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
    titre: line.meta({ label: 'Titre' }),
    chapeau: prose.meta({ label: 'Chapeau' }),
    libelle: line.meta({ label: 'Libellé' }),
    ongletParDefaut: slug.meta({ label: 'Onglet ouvert par défaut' }),
    onglets: z
      .array(
        objet({
          id: slug.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
          libelle: line.meta({ label: 'Libellé' }),
          titre: line.meta({ label: 'Titre' }),
          intro: prose.meta({ label: 'Introduction' }),
          points: z.array(line).min(1).meta({ label: 'Points' }),
          lien: link.optional().meta({ label: 'Lien' }),
        }),
      )
      .min(2).meta({ label: 'Onglets' }),
  }).meta({ label: 'Secteurs' }),
  /** Featured cities link to their three sector pages (`{ville}`); the others get the call button. */
  villes: objet({ ...citiesSectionShape, 
    liensVille: objet({ medical: z.string().includes('{ville}').meta({ label: 'Médical' }), entreprise: z.string().includes('{ville}').meta({ label: 'Entreprises' }), garderie: z.string().includes('{ville}').meta({ label: 'Garderies et CPE' }) }).meta({ label: 'Liens de chaque ville' }),
  }).meta({ label: 'Villes' }),
  temoignages: testimonials.meta({ label: 'Témoignages' }),
  faq: faqSectionOf(8).meta({ label: 'FAQ' }), // spec 2.14
  audit: formSection.meta({ label: 'Audit' }),
});

/** data/conformite/faq.yaml: /faq-conformite (spec 2.15). */
export const faqPageSchema = objet({
  referencement: seo.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: hero.meta({ label: 'Accroches' }),
  /**
   * The firm's rating as the FAQ states it (« 4,9/5 selon 127 avis »): shown, and given in the
   * page's JSON-LD, once {note.moyenne} and {note.avis} are confirmed and their source is known.
   */
  note: line.meta({ label: 'Note' }),
  statistiques: z.array(stat).length(3).meta({ label: 'Statistiques' }),
  faq: objet({ ...faqSectionShape, elements: z.array(faqSchema).min(10).meta({ label: 'Éléments', item: 'question' }) }).meta({ label: 'FAQ' }),
  reassurance: objet({
    id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
    titre: line.meta({ label: 'Titre' }),
    encadre: objet({ ton: z.enum(['info', 'warning', 'guarantee']).meta({ label: 'Ton de l’encadré' }), titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }) }).meta({ label: 'Encadré' }),
    action: actionSchema.meta({ label: 'Action' }),
  }).meta({ label: 'Réassurance' }),
  contact: formSection.meta({ label: 'Contact' }),
});

export type ContentSection = z.output<typeof sectionSchema>;
export type ActionData = z.output<typeof actionSchema>;
export type ClinicCityData = z.output<typeof clinicCitySchema>;
export type Chapter = z.output<typeof chapterSchema>;

/** data/conformite/commun.yaml: the call button's label. */
export const complianceCommonSchema = objet({
  appel: objet({
    bouton: z.string().includes('{telephone}').meta({ label: 'Bouton' }),
  }).meta({ label: 'Bouton d’appel' }),
});
