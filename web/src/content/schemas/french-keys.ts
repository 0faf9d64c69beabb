import { z } from 'zod';

/**
 * The content is written with French keys (`titre`, `icone`, `reponse`), one spelling per
 * concept; the components it is handed to are code, whose props keep their English names
 * (`title`, `icon`, `answer`). An object whose fields become a component's props is declared with
 * `objet(shape)`: its keys are checked as the YAML writes them (strict: an unknown or misspelt key
 * is refused, with the nearest valid key suggested), and the parsed value carries the code's
 * names, from this one dictionary. The editor and the error messages see the French keys (the
 * schema's input); pages and components see the English ones (its output).
 */
export const codeNames = {
  titre: 'title',
  texte: 'text',
  icone: 'icon',
  reponse: 'answer',
  nom: 'name',
  surtitre: 'eyebrow',
  motsCles: 'keywords',
  heros: 'hero',
  fil: 'breadcrumb',
  paragraphes: 'paragraphs',
  sousTitre: 'subtitle',
  vedette: 'featured',
  libelle: 'label',
  valeur: 'value',
  chapeau: 'lead',
  elements: 'items',
  temoignages: 'testimonials',
  villes: 'cities',
  secteurs: 'sectors',
  nord: 'north',
  sud: 'south',
  est: 'east',
  ouest: 'west',
  referencement: 'seo',
  appelAction: 'cta',
  appelFinal: 'finalCta',
  legende: 'caption',
  statistiques: 'stats',
  conclusion: 'closing',
  pourquoiNous: 'whyUs',
  demarche: 'process',
  avantages: 'advantages',
  typesClients: 'clientTypes',
  zoneCouverture: 'coverage',
  titreNote: 'noteTitle',
  offre: 'offer',
  preuves: 'proofs',
  problemes: 'problems',
  resultats: 'results',
  resultat: 'result',
  libelleLien: 'linkLabel',
  libelleAppel: 'callLabel',
  benefices: 'benefits',
  risques: 'risks',
  promesse: 'promise',
  atouts: 'perks',
  intitule: 'heading',
  manchette: 'headline',
  libellesCas: 'caseLabels',
  cas: 'cases',
  defi: 'challenge',
  sousSections: 'subsections',
  blocs: 'blocks',
  onglets: 'tabs',
  ongletParDefaut: 'defaultTab',
  tableMatieres: 'toc',
  ton: 'tone',
  encadre: 'box',
  lignes: 'rows',
  colonnes: 'columns',
  organismes: 'regulators',
  quartier: 'district',
  nomVille: 'cityName',
  autresVilles: 'otherCities',
  urgence: 'emergency',
  infolettre: 'newsletter',
  infolettreRapide: 'quickNewsletter',
  fondateur: 'founder',
  raison: 'reason',
  titreFormulaire: 'formTitle',
  variante: 'variant',
  puce: 'marker',
  datePublication: 'datePublished',
  tarifs: 'prices',
  prix: 'price',
  formulaire: 'form',
  idFormulaire: 'formId',
  lien: 'link',
  geographie: 'geo',
  lieu: 'placename',
  marqueurs: 'markers',
  libelleQuartiers: 'areasLabel',
  listeQuartiers: 'areasOptionSet',
  territoire: 'area',
  carte: 'map',
  libelleCarte: 'mapLabel',
  nomListe: 'listName',
  limites: 'bounds',
  genre: 'kind',
} as const;

type CodeNames = typeof codeNames;
/** An object's type with its French keys given the code's names. */
export type InCode<T> = { [K in keyof T as K extends keyof CodeNames ? CodeNames[K] : K]: T[K] };

/** The name the code gives a key of the YAML (`titre` → `title`; a key not in the dictionary keeps its name). */
export const codeName = (key: string): string => (key in codeNames ? codeNames[key as keyof CodeNames] : key);

const rename = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [codeName(k), v]));

/** A strict object with French keys, handed to the code under the components' names. */
export const objet = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape).transform((o) => rename(o as Record<string, unknown>) as InCode<z.output<z.ZodObject<S, z.core.$strict>>>);
