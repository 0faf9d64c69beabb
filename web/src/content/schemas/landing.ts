import { z } from 'zod';
import { objet } from './french-keys';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { line, prose } from './text';

/**
 * A sector landing page (spec 2.16), one per sector in data/pages-secteurs.yaml: hero, problems,
 * solution, results, audit form, the city links and a short FAQ. Services come from the sector
 * records (../sectors.ts).
 */
const card = objet({ icone: icon, titre: line, description: prose });
const stat = objet({ valeur: line, libelle: line });

export const landingSchema = objet({
  referencement: objet({ titre: line, description: prose, motsCles: z.array(z.string()).min(3) }),
  heros: objet({ surtitre: line, titre: line, chapeau: prose }),
  problemes: objet({ titre: line, chapeau: prose, elements: z.array(card).length(4) }),
  solution: objet({ titre: line, chapeau: prose, elements: z.array(card).length(4) }),
  services: objet({ titre: line, chapeau: prose }),
  resultats: objet({ titre: line, chapeau: prose, statistiques: z.array(stat).length(4) }),
  audit: objet({ titre: line, chapeau: prose }),
  villes: objet({ titre: line, chapeau: prose }),
  faq: objet({ titre: line, elements: z.array(faqSchema).length(3) }),
});

export type SectorLanding = z.infer<typeof landingSchema>;


/** The four badges under a sector landing page's title (data/badges-secteurs.yaml, spec 2.16). */
export const trustBadgesSchema = objet({ badges: z.array(objet({ icone: icon, texte: line })).length(4) })
  .transform(({ badges }) => badges.map((b) => ({ icon: b.icon, label: b.text })));
export type TrustBadges = z.output<typeof trustBadgesSchema>;

/** data/pages-secteurs.yaml: the three sector landing pages, one entry per sector. */
export const sectorLandingsSchema = objet({ medical: landingSchema, garderie: landingSchema, entreprise: landingSchema });
