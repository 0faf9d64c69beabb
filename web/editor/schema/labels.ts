import { FIELD_LABELS as LABELS } from './field-labels';
import type { JsonSchema } from './json-schema';

/**
 * French labels and help texts of the editor's fields. The shape of each field comes from the
 * schemas (./fields.ts); only the words people read come from here, by key name (`quartiers`) or
 * by dotted path in the file when a key means something particular there (`gps.lat`). A key that
 * is in neither map is shown as written, made readable (`codePostal` → « Code postal »), and the
 * comment written above it in the YAML file, if any, becomes its help text.
 */

const HELP: Record<string, string> = {
  slug: 'Le nom du fichier, en minuscules sans accents (trois-rivieres) : il devient l’adresse des pages.',
  codePostal: 'Comme H2X : G, H ou J, un chiffre, une lettre.',
  'gps.lat': 'Latitude du centre-ville, en degrés (entre 44,9 et 49 au Québec).',
  'gps.lon': 'Longitude du centre-ville, en degrés (négative au Québec).',
  quartiers: 'Les six quartiers montrés sur les pages de la ville.',
  reperes: 'Ce qui fait connaître chaque quartier, dans l’ordre des quartiers.',
  typesQuartiers: 'De quoi chaque quartier est fait, dans l’ordre des quartiers : les phrases des modèles choisissent un quartier selon son type.',
  regionDans: 'Commence par « en », « au », « à » ou « dans » (en Estrie).',
  sante: 'Commence par « du » ou « des » (du CISSS de Laval).',
  ordre: 'Place de la ville dans les listes (1 = la première).',
  quartier: 'Un des quartiers de la même ville.',
  secteur: 'medical, garderie ou entreprise.',
  icone: 'Une icône de la liste permise.',
  href: 'Une page (/zone-couverture), une section (#contact), mailto: ou tel:.',
  id: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.',
  cents: 'Coché : 12,99 $ ; décoché : 13 $.',
  aConfirmer: 'Coché tant que l’entreprise n’a pas confirmé cette valeur (un chiffre, une personne) : « server check » la liste avec les pages qui l’affichent et bloque la mise en ligne. Décochez une fois la valeur confirmée.',
  fichier: 'Téléversez la photo : elle est enregistrée dans src/assets/photos/ et le site en produit lui-même les formats et tailles.',
  retire:
    'Cochez pour retirer l’entrée du site : le fichier reste (son historique, son consentement), mais rien n’en est affiché à la prochaine mise en ligne. Décochez pour la remettre.',
  consentement:
    'Loi 25 : cochez seulement si vous avez ce consentement écrit et daté. Sans lui, le témoignage n’affiche que les initiales, sans photo.',
  dateConsentement: 'Le jour où la personne a signé. Obligatoire quand la case est cochée.',
  'emplacements.photo.consentement': 'Obligatoire quand on voit des personnes (Loi 25).',
  emetteur: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.',
  'certifications.numero': 'Tel que l’émetteur l’écrit ; « à fournir » tant qu’il manque. N’écrivez jamais un numéro d’exemple.',
  assureur: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.',
  police: 'Tel que l’assureur l’écrit ; « à fournir » tant qu’il manque.',
  expiration: 'AAAA-MM-JJ, « à fournir », ou « aucune ». Expirée à la date de construction du site : elle n’est plus affichée.',
  'assurances.couverture': 'La clé du montant dans chiffres.yaml, entre accolades : {assurance.responsabilite}.',
  // An article's author, reviewer and cover; a person's file (issue 39).
  'couverture.fichier': 'Un dessin fait pour le site (src/assets/dessins/, .svg) ou une photo téléversée : le site en produit lui-même les formats et tailles.',
  'couverture.alt': 'Ce que l’image montre, en une phrase, pour les personnes qui ne la voient pas.',
  'photo.fichier': 'Un portrait dessiné (src/assets/dessins/, .svg) ou une photo téléversée, avec le consentement écrit de la personne.',
  qualifications: 'Diplômes, permis et certifications, tels que l’organisme les écrit ; un par ligne.',
  bio: 'Deux ou trois phrases, au plus 600 caractères.',
  consentementPhoto: 'Loi 25 : obligatoire pour une photo de la personne (pas pour un portrait dessiné).',
  permission: 'Sans la permission écrite du client, le logo n’est pas montré.',
  affichage: 'Ce que le client a permis par écrit : son nom complet ou ses initiales seulement.',
  'certifications.secteurs': 'Les pages où la montrer (toutes si la liste est vide).',
  'assurances.secteurs': 'Les pages où la montrer (toutes si la liste est vide).',
  'logos.secteurs': 'Les pages où le montrer (toutes si la liste est vide).',
};

const ITEMS: Record<string, string> = {
  quartiers: 'quartier',
  reperes: 'repère',
  typesQuartiers: 'type',
  temoignages: 'témoignage',
  elements: 'élément',
  questions: 'question',
  faq: 'question',
  blocs: 'bloc',
  lignes: 'ligne',
  colonnes: 'colonne',
  services: 'service',
  emplacements: 'emplacement',
  localites: 'localité',
  paragraphes: 'paragraphe',
  certifications: 'certification',
  assurances: 'assurance',
  logos: 'logo',
};

/** Words of keys written without their accents (`reperes`), for keys in neither map. */
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

const dotted = (path: string[]) => path.filter((p) => p !== '*').join('.');

export function fieldLabel(path: string[]): string {
  const key = path.at(-1) ?? '';
  return LABELS[dotted(path)] ?? LABELS[key] ?? humanize(key);
}

export function itemLabel(path: string[]): string {
  const key = path.at(-1) ?? '';
  return ITEMS[key] ?? 'élément';
}

export function fieldHelp(path: string[], comments: ReadonlyMap<string, string>): string | undefined {
  const key = path.at(-1) ?? '';
  return HELP[dotted(path)] ?? HELP[key] ?? comments.get(dotted(path));
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
