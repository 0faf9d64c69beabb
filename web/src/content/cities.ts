import { z } from 'zod';

/**
 * The 12 cities of the spec (2.1, 2.10), in the order of the city cards. Montréal, Longueuil and
 * Laval are featured. Later issues add population, coordinates, districts and client counts.
 */
const citySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  featured: z.boolean(),
});

export type City = z.infer<typeof citySchema>;

export const cities: readonly City[] = z.array(citySchema).length(12).parse([
  { slug: 'montreal', name: 'Montréal', featured: true },
  { slug: 'longueuil', name: 'Longueuil', featured: true },
  { slug: 'laval', name: 'Laval', featured: true },
  { slug: 'gatineau', name: 'Gatineau', featured: false },
  { slug: 'sherbrooke', name: 'Sherbrooke', featured: false },
  { slug: 'saguenay', name: 'Saguenay', featured: false },
  { slug: 'levis', name: 'Lévis', featured: false },
  { slug: 'trois-rivieres', name: 'Trois-Rivières', featured: false },
  { slug: 'terrebonne', name: 'Terrebonne', featured: false },
  { slug: 'repentigny', name: 'Repentigny', featured: false },
  { slug: 'brossard', name: 'Brossard', featured: false },
  { slug: 'quebec', name: 'Québec', featured: false },
]);
