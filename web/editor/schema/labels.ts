import type { JsonSchema } from './json-schema';

/**
 * The editor's words that are not a field's: a field's label, help and the name of one entry of a list are written
 * beside it in its Zod schema (`.meta({ label, help, item })`, read by ./fields.ts). Here: the
 * collections' names, the hint said from a field's bounds, and keys the files choose themselves
 * (a record's entries, `chiffres.yaml`'s `prix`), shown as written, made readable.
 */

/** Words of keys written without their accents (`reperes`), for the keys a file chooses itself. */
const ACCENTS: Record<string, string> = {
  reperes: 'repères',
  acces: 'accès',
  equipe: 'équipe',
  secteur: 'secteur',
  conformite: 'conformité',
  securite: 'sécurité',
  delai: 'délai',
  delais: 'délais',
  etape: 'étape',
  etapes: 'étapes',
  temoignages: 'témoignages',
  categorie: 'catégorie',
  categories: 'catégories',
  reponse: 'réponse',
  region: 'région',
  systeme: 'système',
  medical: 'médical',
  duree: 'durée',
  a: 'à',
  evaluation: 'évaluation',
  periode: 'période',
  annees: 'années',
  experience: 'expérience',
  superficie: 'superficie',
  cliniques: 'cliniques',
  reglementees: 'réglementées',
  abonnes: 'abonnés',
  employe: 'employé',
  economie: 'économie',
  deces: 'décès',
  carre: 'carré',
  cles: 'clés',
  numero: 'numéro',
  telephone: 'téléphone',
  reglement: 'règlement',
  elements: 'éléments',
  prevention: 'prévention',
  reduction: 'réduction',
};

/** `codePostal` → « Code postal », `pied-carre` → « Pied carré ». */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .map((w) => ACCENTS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** What the schema requires of a field, in words: « Exactement 6. », « Au moins 10 caractères. » */
export function constraintHint(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.minItems !== undefined && s.minItems === s.maxItems) parts.push(`Exactement ${s.minItems}.`);
  else {
    if (s.minItems) parts.push(`Au moins ${s.minItems}.`);
    if (s.maxItems !== undefined) parts.push(`Au plus ${s.maxItems}.`);
  }
  if (s.minLength && s.minLength > 1) parts.push(`Au moins ${plural(s.minLength, 'caractère', 'caractères')}.`);
  if (s.maxLength !== undefined) parts.push(`Au plus ${plural(s.maxLength, 'caractère', 'caractères')}.`);
  return parts.join(' ');
}

/** Labels of the collections (registry names), and which file a folder entry is named after. */
export const COLLECTION_LABELS: Record<string, string> = {
  chiffres: 'Chiffres et prix',
  villes: 'Villes',
  secteurs: 'Secteurs',
  pagesSecteurs: 'Pages sectorielles',
  badgesSecteurs: 'Badges des pages sectorielles',
  accueil: 'Page d’accueil',
  blogue: 'Blogue et guides',
  contact: 'Page Contact',
  auditGratuit: 'Page Audit gratuit',
  zoneCouverture: 'Zone de couverture',
  localites: 'Localités de la zone de couverture',
  carteCouverture: 'Carte de la zone de couverture',
  heures: 'Heures de bureau et d’urgence',
  pagesSysteme: 'Pages de confirmation',
  pageIntrouvable: 'Page introuvable (404)',
  politiqueConfidentialite: 'Politique de confidentialité',
  municipalites: 'Municipalités du Grand Montréal',
  pagesVilleCommun: 'Pages des villes : cadre commun',
  pagesVille: 'Pages des villes : modèles par secteur',
  pagesVilleSurMesure: 'Pages des villes sur mesure',
  conformiteCliniques: 'Conformité : cliniques',
  conformiteCliniquesVilles: 'Conformité : cliniques par ville',
  conformiteGarderies: 'Conformité : guide des garderies',
  conformiteGarderiesChapitres: 'Conformité : chapitres du guide des garderies',
  conformiteEntreprises: 'Conformité : entreprises réglementées',
  conformiteFaq: 'Conformité : FAQ',
  conformiteCommun: 'Conformité : bouton d’appel',
  images: 'Images et photos',
  pagesLegales: 'Pages légales',
  temoignages: 'Témoignages des pages de villes',
  certifications: 'Preuves : certifications et adhésions',
  assurances: 'Preuves : assurances',
  logosClients: 'Preuves : logos de clients',
  articles: 'Articles du blogue',
  personnes: 'Personnes : auteurs et réviseurs',
  pageEquipe: 'Personnes : textes de leurs pages',
  pageArticles: 'Blogue : textes autour des articles',
  guides: 'Guides de conformité (PDF)',
};

export const collectionLabel = (name: string) => COLLECTION_LABELS[name] ?? humanize(name);

/** The help of a drop-down of another collection's entries (an article's author among the people). */
export const relationHelp = (collection: string) =>
  `Choisissez dans la liste, parmi « ${collectionLabel(collection)} ». Pour ajouter quelqu’un, créez d’abord sa fiche là.`;
