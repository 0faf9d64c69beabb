import type { SectorSlug } from '../sectors';
import { readEntry } from '../direct-reader';
import type { SectorLanding, TrustBadges } from '../schemas/landing';

export type { SectorLanding } from '../schemas/landing';

/**
 * The three sector landing pages (spec 2.16): hero, problems, solution, results, audit form,
 * the city links and a short FAQ (data/pages-secteurs.yaml), and the hero's four badges
 * (data/badges-secteurs.yaml). Services come from the sector records (../sectors).
 */
export const sectorLandings: Readonly<Record<SectorSlug, SectorLanding>> = readEntry('pagesSecteurs');

/** Spec 2.16, verbatim. */
export const sectorTrustBadges: TrustBadges = readEntry('badgesSecteurs');
