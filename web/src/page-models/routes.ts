import { paths } from '../config/navigation';
import { sectorSlugs, type SectorSlug } from '../content/schemas/sector';

/**
 * The paths of the pages made from the content, from slugs alone (the route files of src/pages
 * give their shape; the sector record's `secteurSlug` is `nettoyage-{secteur}` by its schema), so
 * the build's steps and the editor compute the same links as the pages without reading content.
 */

/** Canonical path of a sector landing page (src/pages/nettoyage-[sector].astro): `/nettoyage-medical`. */
export const sectorPath = (sector: SectorSlug) => `/nettoyage-${sector}`;

/** Canonical path of a sector and city page: `/nettoyage-medical-laval`. */
export const sectorCityPath = (sector: SectorSlug, citySlug: string) => `/nettoyage-${sector}-${citySlug}`;

/** A clinic city page of the compliance guide (spec 2.12): `/conformite-cliniques-medicales-laval`. */
export const clinicCityPath = (slug: string) => `${paths.clinics}-${slug}`;

/**
 * The spec's other link shapes (`/nettoyage-{sector}/{city}`, with or without a trailing slash,
 * used by old home cards and neighbour links) mapped to canonical paths, for the cities given. The
 * build writes this map to `.redirects.json`; the server answers 301 for each entry and ignores a
 * trailing slash.
 */
export function legacySectorCityRedirects(citySlugs: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const sector of sectorSlugs) {
    for (const city of citySlugs) map[`/nettoyage-${sector}/${city}`] = sectorCityPath(sector, city);
  }
  return map;
}

/** The page of a person who writes or reviews the articles and guides: `/equipe/genevieve-lapointe`. */
export const personPath = (slug: string) => `/equipe/${slug}`;
