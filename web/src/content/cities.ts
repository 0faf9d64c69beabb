import { entriesOf } from './entries';
import { cityRecordFields, type City, type CityProfile } from './schemas/city';
import { codeName } from './schemas/french-keys';

/**
 * The cities of the spec (2.1, 2.10, 3.1), one file each in data/villes/, in the order of their
 * `ordre` field (the order of the city cards; Montréal, Longueuil and Laval are featured). One
 * record serves both of the spec's city shapes: the city card and the sector-page record (3.1:
 * `ville` = name, `villeSlug` = slug, gps, codePostal, quartiers, nombreClients). The four cities
 * linked at the foot of each sector-city page are computed: the nearest ones by GPS.
 */
export type { City, CityProfile } from './schemas/city';

const files = await entriesOf('villes');

const sorted = files.map((f) => f.data).sort((a, b) => a.ordre - b.ordre);
/** The record's keys as the parsed data names them (`nom` → `name`). */
const recordKeys = Object.keys(cityRecordFields).map(codeName) as (keyof Omit<City, 'neighbours'>)[];

/** Great-circle distance in km between two cities' centres. */
export function distanceKm(a: Pick<City, 'gps'>, b: Pick<City, 'gps'>): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.gps.lat - a.gps.lat) / 2) ** 2 +
    Math.cos(rad(a.gps.lat)) * Math.cos(rad(b.gps.lat)) * Math.sin(rad(b.gps.lon - a.gps.lon) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

const NEIGHBOURS = 4;

export const cities: readonly City[] = sorted.map((file) => {
  const record = Object.fromEntries(recordKeys.map((k) => [k, file[k]])) as Omit<City, 'neighbours'>;
  const neighbours = sorted
    .filter((other) => other.slug !== file.slug)
    .sort((a, b) => distanceKm(file, a) - distanceKm(file, b))
    .slice(0, NEIGHBOURS)
    .map((c) => c.slug);
  return { ...record, neighbours };
});

export const citySlugs: readonly string[] = cities.map((c) => c.slug);

export type CitySlug = string;

const profiles = new Map<string, CityProfile>(
  sorted.map((file) => {
    const profile = Object.fromEntries(Object.entries(file).filter(([k]) => !recordKeys.includes(k as never)));
    return [file.slug, { ...profile, slug: file.slug } as CityProfile];
  }),
);

/** A city by slug; throws on an unknown slug so a typo fails the build. */
export function cityBySlug(slug: string): City {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Ville inconnue : « ${slug} » (aucun fichier src/content/data/villes/${slug}.yaml)`);
  return city;
}

/** What a city brings to its sector pages beyond its record (its copy). */
export function cityProfile(slug: string): CityProfile {
  const profile = profiles.get(slug);
  if (!profile) throw new Error(`Ville inconnue : « ${slug} »`);
  return profile;
}
