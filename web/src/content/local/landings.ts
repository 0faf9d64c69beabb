import { z } from 'zod';
import { sectorSlugs, type SectorSlug } from '../sectors';
import { loadFile } from '../load';
import { landingSchema, trustBadgesSchema, type SectorLanding, type TrustBadges } from '../schemas/landing';

export type { SectorLanding } from '../schemas/landing';

/**
 * The three sector landing pages (spec 2.16): hero, problems, solution, results, audit form,
 * the city links and a short FAQ (data/pages-secteurs.yaml), and the hero's four badges
 * (data/badges-secteurs.yaml). Services come from the sector records (../sectors).
 */
export const sectorLandings: Readonly<Record<SectorSlug, SectorLanding>> = loadFile(
  'pages-secteurs.yaml',
  z.strictObject(Object.fromEntries(sectorSlugs.map((s) => [s, landingSchema])) as Record<SectorSlug, typeof landingSchema>),
);

/** Spec 2.16, verbatim. */
export const sectorTrustBadges: TrustBadges = loadFile('badges-secteurs.yaml', trustBadgesSchema);
