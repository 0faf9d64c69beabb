import { z } from 'zod';

/**
 * The 12 cities of the spec (2.1, 2.10, 3.1), in the order of the city cards. Montréal, Longueuil
 * and Laval are featured. One record serves both of the spec's city shapes: the city card (name,
 * population, featured) and the sector-page record (3.1: `ville` = name, `villeSlug` = slug,
 * gps, codePostal, quartiers, nombreClients), plus the four neighbouring cities linked from the
 * sector-city pages. The build fails here on a missing or malformed record.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const citySlugs = [
  'montreal',
  'longueuil',
  'laval',
  'gatineau',
  'sherbrooke',
  'saguenay',
  'levis',
  'trois-rivieres',
  'terrebonne',
  'repentigny',
  'brossard',
  'quebec',
] as const;

export type CitySlug = (typeof citySlugs)[number];

const clientCount = z.number().int().positive();

const citySchema = z.object({
  slug,
  name: z.string().min(1),
  featured: z.boolean(),
  /** Population as shown on city cards (spec 2.10: a text, not a number). */
  population: z.string().min(1),
  /** City centre (WGS 84). Bounds keep a swapped or mistyped coordinate out of southern Québec. */
  gps: z.object({ lat: z.number().min(44.9).max(49), lon: z.number().min(-76).max(-70.5) }),
  /** Forward sortation area (postal code prefix) of the city centre: `H2X`. */
  codePostal: z.string().regex(/^[GHJ]\d[A-Z]$/),
  /** Districts and neighbourhoods shown on the sector-city pages (spec 2.17: up to 6). */
  quartiers: z.array(z.string().min(2)).length(6),
  /** Clients per sector in this city (spec 3.1, 9: Montréal 450 / 800 / 8000). */
  nombreClients: z.object({ medical: clientCount, garderie: clientCount, entreprise: clientCount }),
  /** Four nearby cities of the list, linked at the foot of each sector-city page. */
  neighbours: z.array(z.enum(citySlugs)).length(4),
});

export type City = z.infer<typeof citySchema>;

export const cityListSchema = z
  .array(citySchema)
  .length(citySlugs.length)
  .superRefine((list, ctx) => {
    const seen = new Set(list.map((c) => c.slug));
    for (const s of citySlugs) if (!seen.has(s)) ctx.addIssue({ code: 'custom', message: `city ${s} is missing` });
    for (const c of list) {
      if (new Set(c.neighbours).size !== 4 || c.neighbours.includes(c.slug as CitySlug)) {
        ctx.addIssue({ code: 'custom', message: `${c.slug}: neighbours must be 4 other distinct cities` });
      }
      if (new Set(c.quartiers).size !== c.quartiers.length) {
        ctx.addIssue({ code: 'custom', message: `${c.slug}: duplicate quartier` });
      }
    }
  });

export const cities: readonly City[] = cityListSchema.parse([
  {
    slug: 'montreal',
    name: 'Montréal',
    featured: true,
    population: '1,8 million d\u2019habitants',
    gps: { lat: 45.5019, lon: -73.5674 },
    codePostal: 'H2X',
    quartiers: [
      'Ville-Marie',
      'Le Plateau-Mont-Royal',
      'Rosemont–La Petite-Patrie',
      'Côte-des-Neiges–Notre-Dame-de-Grâce',
      'Ahuntsic-Cartierville',
      'Saint-Laurent',
    ],
    nombreClients: { medical: 450, garderie: 800, entreprise: 8000 },
    neighbours: ['longueuil', 'laval', 'brossard', 'terrebonne'],
  },
  {
    slug: 'longueuil',
    name: 'Longueuil',
    featured: true,
    population: '255\u00a0000 habitants',
    gps: { lat: 45.5312, lon: -73.5181 },
    codePostal: 'J4K',
    quartiers: ['Vieux-Longueuil', 'Saint-Hubert', 'Greenfield Park', 'LeMoyne', 'Laflèche', 'Collectivité-Nouvelle'],
    nombreClients: { medical: 65, garderie: 150, entreprise: 1300 },
    neighbours: ['montreal', 'brossard', 'laval', 'terrebonne'],
  },
  {
    slug: 'laval',
    name: 'Laval',
    featured: true,
    population: '440\u00a0000 habitants',
    gps: { lat: 45.6066, lon: -73.7124 },
    codePostal: 'H7N',
    quartiers: ['Chomedey', 'Laval-des-Rapides', 'Sainte-Rose', 'Vimont', 'Duvernay', 'Fabreville'],
    nombreClients: { medical: 85, garderie: 190, entreprise: 1800 },
    neighbours: ['montreal', 'terrebonne', 'repentigny', 'longueuil'],
  },
  {
    slug: 'gatineau',
    name: 'Gatineau',
    featured: false,
    population: '295\u00a0000 habitants',
    gps: { lat: 45.4765, lon: -75.7013 },
    codePostal: 'J8X',
    quartiers: ['Hull', 'Aylmer', 'Pointe-Gatineau', 'Le Plateau', 'Buckingham', 'Masson-Angers'],
    nombreClients: { medical: 70, garderie: 160, entreprise: 1400 },
    neighbours: ['laval', 'terrebonne', 'montreal', 'longueuil'],
  },
  {
    slug: 'sherbrooke',
    name: 'Sherbrooke',
    featured: false,
    population: '175\u00a0000 habitants',
    gps: { lat: 45.4042, lon: -71.8929 },
    codePostal: 'J1H',
    quartiers: ['Fleurimont', 'Lennoxville', 'Mont-Bellevue', 'Jacques-Cartier', 'Rock Forest', 'Saint-Élie-d\u2019Orford'],
    nombreClients: { medical: 45, garderie: 110, entreprise: 900 },
    neighbours: ['trois-rivieres', 'brossard', 'longueuil', 'montreal'],
  },
  {
    slug: 'saguenay',
    name: 'Saguenay',
    featured: false,
    population: '145\u00a0000 habitants',
    gps: { lat: 48.4284, lon: -71.0685 },
    codePostal: 'G7H',
    quartiers: ['Chicoutimi', 'Chicoutimi-Nord', 'Jonquière', 'Kénogami', 'La Baie', 'Laterrière'],
    nombreClients: { medical: 35, garderie: 85, entreprise: 700 },
    neighbours: ['quebec', 'levis', 'trois-rivieres', 'sherbrooke'],
  },
  {
    slug: 'levis',
    name: 'Lévis',
    featured: false,
    population: '155\u00a0000 habitants',
    gps: { lat: 46.8032, lon: -71.1779 },
    codePostal: 'G6V',
    quartiers: ['Vieux-Lévis', 'Lauzon', 'Saint-Romuald', 'Saint-Nicolas', 'Charny', 'Saint-Jean-Chrysostome'],
    nombreClients: { medical: 35, garderie: 90, entreprise: 750 },
    neighbours: ['quebec', 'trois-rivieres', 'sherbrooke', 'saguenay'],
  },
  {
    slug: 'trois-rivieres',
    name: 'Trois-Rivières',
    featured: false,
    population: '140\u00a0000 habitants',
    gps: { lat: 46.3432, lon: -72.5477 },
    codePostal: 'G9A',
    quartiers: [
      'Vieux-Trois-Rivières',
      'Cap-de-la-Madeleine',
      'Trois-Rivières-Ouest',
      'Sainte-Marthe-du-Cap',
      'Pointe-du-Lac',
      'Saint-Louis-de-France',
    ],
    nombreClients: { medical: 35, garderie: 80, entreprise: 650 },
    neighbours: ['levis', 'quebec', 'repentigny', 'sherbrooke'],
  },
  {
    slug: 'terrebonne',
    name: 'Terrebonne',
    featured: false,
    population: '125\u00a0000 habitants',
    gps: { lat: 45.7004, lon: -73.6473 },
    codePostal: 'J6W',
    quartiers: ['Vieux-Terrebonne', 'Île-des-Moulins', 'Lachenaie', 'La Plaine', 'Urbanova', 'Terrebonne-Ouest'],
    nombreClients: { medical: 30, garderie: 95, entreprise: 600 },
    neighbours: ['repentigny', 'laval', 'montreal', 'longueuil'],
  },
  {
    slug: 'repentigny',
    name: 'Repentigny',
    featured: false,
    population: '90\u00a0000 habitants',
    gps: { lat: 45.7422, lon: -73.4501 },
    codePostal: 'J6A',
    quartiers: [
      'Centre-ville de Repentigny',
      'Le Gardeur',
      'Saint-Paul-l\u2019Ermite',
      'Secteur Notre-Dame',
      'Secteur des Galeries Rive Nord',
      'Parc industriel de Repentigny',
    ],
    nombreClients: { medical: 25, garderie: 70, entreprise: 450 },
    neighbours: ['terrebonne', 'laval', 'montreal', 'longueuil'],
  },
  {
    slug: 'brossard',
    name: 'Brossard',
    featured: false,
    population: '95\u00a0000 habitants',
    gps: { lat: 45.4584, lon: -73.4651 },
    codePostal: 'J4W',
    quartiers: ['Quartier DIX30', 'Solar Uniquartier', 'Secteur Panama', 'Secteur C', 'Secteur L', 'Secteur N'],
    nombreClients: { medical: 30, garderie: 80, entreprise: 700 },
    neighbours: ['longueuil', 'montreal', 'laval', 'terrebonne'],
  },
  {
    slug: 'quebec',
    name: 'Québec',
    featured: false,
    population: '550\u00a0000 habitants',
    gps: { lat: 46.8139, lon: -71.208 },
    codePostal: 'G1R',
    quartiers: ['Vieux-Québec', 'Saint-Roch', 'Limoilou', 'Sainte-Foy', 'Charlesbourg', 'Beauport'],
    nombreClients: { medical: 140, garderie: 260, entreprise: 2400 },
    neighbours: ['levis', 'trois-rivieres', 'saguenay', 'sherbrooke'],
  },
]);

/** A city by slug; throws on an unknown slug so a typo fails the build. */
export function cityBySlug(slug: string): City {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city slug "${slug}"`);
  return city;
}
