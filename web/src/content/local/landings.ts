import { z } from 'zod';
import type { TrustBadge } from '../types';
import { site } from '../../config/site';
import { sectorSlugs, type SectorSlug } from '../sectors';
import { loadFile } from '../load';
import { landingSchema, type SectorLanding } from '../schemas/landing';

export type { SectorLanding } from '../schemas/landing';

/**
 * The three sector landing pages (spec 2.16): hero, problems, solution, results, audit form,
 * the 12 city links and a short FAQ. Services come from the sector records (../sectors).
 */

/** Spec 2.16, verbatim. */
export const sectorTrustBadges: readonly TrustBadge[] = [
  { icon: 'badge-check', label: 'Certifié Québec' },
  { icon: 'leaf', label: 'Produits Écologiques' },
  { icon: 'shield-check', label: 'Assuré 2M$' },
  { icon: 'star', label: `${site.rating.value}/5 (${site.rating.count} avis)` },
];

/** data/pages-secteurs.yaml, checked. */
export const sectorLandings: Readonly<Record<SectorSlug, SectorLanding>> = loadFile(
  'pages-secteurs.yaml',
  z.strictObject(Object.fromEntries(sectorSlugs.map((s) => [s, landingSchema])) as Record<SectorSlug, typeof landingSchema>),
);
