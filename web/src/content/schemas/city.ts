import { z } from 'zod';
import { objet } from './french-keys';
import { line, prose, slug } from './text';

/**
 * A city (spec 2.10, 3.1): one file per city in data/villes/, its record (name, population, GPS,
 * postal code, districts, clients per sector) and its copy (region, portrait, local text of the
 * three sector pages). Adding a city is adding one such file (plus its testimonials and its option
 * in the forms catalog, which the build checks against these files).
 */

/**
 * A count of clients, or `{ nombre, aConfirmer: true }` while the firm has not confirmed it (the
 * specification's per-city counts: `server check` lists each one, see figures.ts).
 */
const clientCount = z.union([
  z.number().int().positive(),
  z.strictObject({ nombre: z.number().int().positive().meta({ label: 'Nombre' }), aConfirmer: z.boolean().optional().meta({ label: 'À confirmer', help: 'Coché tant que l’entreprise n’a pas confirmé cette valeur (un chiffre, une personne) : « server check » la liste avec les pages qui l’affichent et bloque la mise en ligne. Décochez une fois la valeur confirmée.' }) }),
]);
export type ClientCount = z.infer<typeof clientCount>;
/** The number of a client count, confirmed or not. */
export const clientsIn = (count: ClientCount): number => (typeof count === 'number' ? count : count.nombre);

/** What a district is mostly made of: a clinic, a CPE or a warehouse is placed accordingly. */
export const districtKind = z.enum(['residentiel', 'commercial', 'industriel', 'institutionnel', 'patrimonial']);
export type DistrictKind = z.infer<typeof districtKind>;

export const faqSchema = objet({ question: line.meta({ label: 'Question' }), reponse: prose.meta({ label: 'Réponse' }) });
export type LocalFaq = z.infer<typeof faqSchema>;

const perSector = <T extends z.ZodType>(schema: T) => objet({ medical: schema.meta({ label: 'Médical' }), garderie: schema.meta({ label: 'Garderies et CPE' }), entreprise: schema.meta({ label: 'Entreprises' }) });

/** The city's record (spec 3.1), as the YAML writes it. */
export const cityRecordFields = {
  slug: slug.meta({ label: 'Identifiant (adresse des pages)', help: 'Le nom du fichier, en minuscules sans accents (trois-rivieres) : il devient l’adresse des pages.' }),
  /** Place in the city cards and lists (1 = first). */
  ordre: z.number().int().positive().meta({ label: 'Ordre dans les listes', help: 'Place de la ville dans les listes (1 = la première).' }),
  nom: z.string().min(1).meta({ label: 'Nom' }),
  vedette: z.boolean().meta({ label: 'En vedette' }),
  /** Population as shown on city cards (spec 2.10: a text, not a number). */
  population: z.string().min(1).transform((s) => s.replace(/ (\d{3})\b/g, '\u00a0$1').replace(/'/g, '\u2019')).meta({ label: 'Population (texte affiché)' }),
  /** City centre (WGS 84). Bounds keep a swapped or mistyped coordinate out of southern Québec. */
  gps: objet({
    lat: z.number().min(44.9).max(49).meta({ label: 'Latitude', help: 'Latitude du centre-ville, en degrés (entre 44,9 et 49 au Québec).' }),
    lon: z.number().min(-80).max(-64).meta({ label: 'Longitude', help: 'Longitude du centre-ville, en degrés (négative au Québec).' }),
  }).meta({ label: 'Coordonnées GPS' }),
  /** Forward sortation area (postal code prefix) of the city centre: `H2X`. */
  codePostal: z.string().regex(/^[GHJ]\d[A-Z]$/, { message: 'trois caractères comme H2X (G, H ou J, un chiffre, une lettre)' }).meta({ label: 'Code postal (3 caractères)', help: 'Comme H2X : G, H ou J, un chiffre, une lettre.' }),
  /** Districts shown on the sector-city pages (spec 2.17: up to 6). */
  quartiers: z
    .array(z.string().min(2))
    .length(6)
    .refine((q) => new Set(q).size === q.length, { message: 'quartier en double' }).meta({ label: 'Quartiers', help: 'Les six quartiers montrés sur les pages de la ville.', item: 'quartier' }),
  /** Clients per sector in this city (spec 3.1, 9: Montréal 450 / 800 / 8000; 150 clinics kept, see chiffres.yaml). */
  nombreClients: perSector(clientCount).meta({ label: 'Nombre de clients par secteur' }),
};

export const cityRecordSchema = objet(cityRecordFields);

/**
 * What the sector-city template knows about a city beyond its 3.1 record: region, health network,
 * portrait, how our teams reach it, one local remark per sector, and the generic pages' own text.
 */
export const cityProfileFields = {
  /** Administrative region, as a name (« Estrie ») and after « in » (« en Estrie »). */
  region: z.string().min(3).meta({ label: 'Région administrative' }),
  regionDans: z.string().regex(/^(en|au|à|dans) /, { message: 'commence par « en », « au », « à » ou « dans »' }).meta({ label: 'Région, après « à » ou « en »', help: 'Commence par « en », « au », « à » ou « dans » (en Estrie).' }),
  /** The health network that covers the city, after « le réseau »: « du CISSS de Laval ». */
  sante: z.string().regex(/^(du|des) /, { message: 'commence par « du » ou « des »' }).meta({ label: 'Réseau de santé', help: 'Commence par « du » ou « des » (du CISSS de Laval).' }),
  portrait: prose.meta({ label: 'Portrait de la ville' }),
  /** What each of the city's six districts is known for, in the order of `quartiers`. */
  reperes: z.array(line).length(6).meta({ label: 'Repère de chaque quartier', help: 'Ce qui fait connaître chaque quartier, dans l’ordre des quartiers.', item: 'repère' }),
  acces: prose.meta({ label: 'Accès par nos équipes' }),
  /** Title of the reason that presents `acces`; « Une équipe {ville.region.dans} » when absent. */
  equipe: line.optional().meta({ label: 'Titre de la raison « équipe »' }),
  notes: perSector(prose).meta({ label: 'Remarque locale par secteur' }),
  /** What each district is, in the order of `quartiers`, so sentences pick districts by role. */
  typesQuartiers: z.array(districtKind).length(6).meta({ label: 'Type de chaque quartier', help: 'De quoi chaque quartier est fait, dans l’ordre des quartiers : les phrases des modèles choisissent un quartier selon son type.', item: 'type' }),
  heros: perSector(prose).optional().meta({ label: 'Accroches' }),
  trajets: prose.optional().meta({ label: 'Trajets' }),
  saison: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }) }).optional().meta({ label: 'Encadré saisonnier' }),
  quartiersIntro: prose.optional().meta({ label: 'Introduction des quartiers' }),
  faq: perSector(faqSchema).optional().meta({ label: 'FAQ' }),
};


export const cityFileSchema = objet({ ...cityRecordFields, ...cityProfileFields });
export type CityFile = z.output<typeof cityFileSchema>;

export type City = z.output<typeof cityRecordSchema> & {
  /** The four nearest other cities by GPS (computed, see ../cities.ts). */
  neighbours: string[];
};
export type CityProfile = Omit<CityFile, keyof z.output<typeof cityRecordSchema>> & { slug: string };
