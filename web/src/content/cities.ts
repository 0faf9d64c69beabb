import { z } from 'zod';

/**
 * The 12 cities of the spec (2.1, 2.10), in the order of the city cards. Montréal, Longueuil and
 * Laval are featured. Later issues add population, coordinates, districts and client counts.
 */
const citySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  featured: z.boolean(),
  /** Population as shown on city cards (spec 2.10: a text, not a number). */
  population: z.string().min(1),
});

export type City = z.infer<typeof citySchema>;

export const cities: readonly City[] = z.array(citySchema).length(12).parse([
  { slug: 'montreal', name: 'Montréal', featured: true, population: '1,8 million d\u2019habitants' },
  { slug: 'longueuil', name: 'Longueuil', featured: true, population: '255\u00a0000 habitants' },
  { slug: 'laval', name: 'Laval', featured: true, population: '440\u00a0000 habitants' },
  { slug: 'gatineau', name: 'Gatineau', featured: false, population: '295\u00a0000 habitants' },
  { slug: 'sherbrooke', name: 'Sherbrooke', featured: false, population: '175\u00a0000 habitants' },
  { slug: 'saguenay', name: 'Saguenay', featured: false, population: '145\u00a0000 habitants' },
  { slug: 'levis', name: 'Lévis', featured: false, population: '155\u00a0000 habitants' },
  { slug: 'trois-rivieres', name: 'Trois-Rivières', featured: false, population: '140\u00a0000 habitants' },
  { slug: 'terrebonne', name: 'Terrebonne', featured: false, population: '125\u00a0000 habitants' },
  { slug: 'repentigny', name: 'Repentigny', featured: false, population: '90\u00a0000 habitants' },
  { slug: 'brossard', name: 'Brossard', featured: false, population: '95\u00a0000 habitants' },
  { slug: 'quebec', name: 'Québec', featured: false, population: '550\u00a0000 habitants' },
]);
