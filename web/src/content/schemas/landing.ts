import { z } from 'zod';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { line, prose } from './text';

/**
 * A sector landing page (spec 2.16), one per sector in data/pages-secteurs.yaml: hero, problems,
 * solution, results, audit form, the city links and a short FAQ. Services come from the sector
 * records (../sectors.ts).
 */
const card = z.strictObject({ icon, title: line, description: prose });
const stat = z.strictObject({ value: line, label: line });

export const landingSchema = z.strictObject({
  seo: z.strictObject({ title: line, description: prose, keywords: z.array(z.string()).min(3) }),
  hero: z.strictObject({ eyebrow: line, title: line, lead: prose }),
  problems: z.strictObject({ title: line, lead: prose, items: z.array(card).length(4) }),
  solution: z.strictObject({ title: line, lead: prose, items: z.array(card).length(4) }),
  services: z.strictObject({ title: line, lead: prose }),
  results: z.strictObject({ title: line, lead: prose, stats: z.array(stat).length(4) }),
  audit: z.strictObject({ title: line, lead: prose }),
  cities: z.strictObject({ title: line, lead: prose }),
  faq: z.strictObject({ title: line, items: z.array(faqSchema).length(3) }),
});

export type SectorLanding = z.infer<typeof landingSchema>;


/** The four badges under a sector landing page's title (data/badges-secteurs.yaml, spec 2.16). */
export const trustBadgesSchema = z
  .strictObject({ badges: z.array(z.strictObject({ icone: icon, texte: line })).length(4) })
  .transform(({ badges }) => badges.map((b) => ({ icon: b.icone, label: b.texte })));
export type TrustBadges = z.output<typeof trustBadgesSchema>;

/** data/pages-secteurs.yaml: the three sector landing pages, one entry per sector. */
export const sectorLandingsSchema = z.strictObject({ medical: landingSchema, garderie: landingSchema, entreprise: landingSchema });
