import { z } from 'zod';
import { sectorSlugs, type SectorSlug } from '../sectors';
import { laval } from './custom-laval';
import { longueuil } from './custom-longueuil';
import { cityOverrideSchema, type CityOverride } from './schema';

/**
 * The six custom pages of spec 2.1 (Laval and Longueuil, every sector): their own text, validated
 * here and rendered by the same template as the generic pages.
 */
const perSector = z.object(Object.fromEntries(sectorSlugs.map((s) => [s, cityOverrideSchema])) as Record<
  SectorSlug,
  typeof cityOverrideSchema
>);

const overrides: Readonly<Record<string, Record<SectorSlug, CityOverride>>> = {
  laval: perSector.parse(laval),
  longueuil: perSector.parse(longueuil),
};

/** Cities whose three sector pages have their own text. */
export const customCitySlugs = Object.keys(overrides);

export function cityOverride(sector: SectorSlug, citySlug: string): CityOverride | undefined {
  return overrides[citySlug]?.[sector];
}
