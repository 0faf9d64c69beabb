import { cities } from '../content/cities';
import { sectors, type SectorSlug } from '../content/sectors';

/** Canonical path of a sector landing page: `/nettoyage-medical`. */
export const sectorPath = (sector: SectorSlug) => `/${sectors[sector].secteurSlug}`;

/** Canonical path of a sector and city page: `/nettoyage-medical-laval`. */
export const sectorCityPath = (sector: SectorSlug, citySlug: string) => `/nettoyage-${sector}-${citySlug}`;

/**
 * The spec's other link shapes (`/nettoyage-{sector}/{city}`, with or without a trailing slash,
 * used by old home cards and neighbour links) mapped to canonical paths. The build writes this
 * map to `.redirects.json`; the server answers 301 for each entry and ignores a trailing slash.
 */
export function legacySectorCityRedirects(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const sector of Object.keys(sectors) as SectorSlug[]) {
    for (const city of cities) map[`/nettoyage-${sector}/${city.slug}`] = sectorCityPath(sector, city.slug);
  }
  return map;
}

/** The page of a person who writes or reviews the articles and guides: `/equipe/genevieve-lapointe`. */
export const personPath = (slug: string) => `/equipe/${slug}`;
