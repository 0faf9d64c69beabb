import { z } from 'zod';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { line, prose } from './text';

/**
 * A sector landing page (spec 2.16), one per sector in data/pages-secteurs.yaml: hero, problems,
 * solution, results, audit form, the city links and a short FAQ. Services come from the sector
 * records (../sectors.ts).
 */
const card = z.object({ icon, title: line, description: prose });
const stat = z.object({ value: line, label: line });

export const landingSchema = z.object({
  seo: z.object({ title: line, description: prose, keywords: z.array(z.string()).min(3) }),
  hero: z.object({ eyebrow: line, title: line, lead: prose }),
  problems: z.object({ title: line, lead: prose, items: z.array(card).length(4) }),
  solution: z.object({ title: line, lead: prose, items: z.array(card).length(4) }),
  services: z.object({ title: line, lead: prose }),
  results: z.object({ title: line, lead: prose, stats: z.array(stat).length(4) }),
  audit: z.object({ title: line, lead: prose }),
  cities: z.object({ title: line, lead: prose }),
  faq: z.object({ title: line, items: z.array(faqSchema).length(3) }),
});

export type SectorLanding = z.infer<typeof landingSchema>;


/** The four badges under a sector landing page's title (data/badges-secteurs.yaml, spec 2.16). */
export const trustBadgesSchema = z
  .strictObject({ badges: z.array(z.strictObject({ icone: icon, texte: line })).length(4) })
  .transform(({ badges }) => badges.map((b) => ({ icon: b.icone, label: b.texte })));
export type TrustBadges = z.output<typeof trustBadgesSchema>;
