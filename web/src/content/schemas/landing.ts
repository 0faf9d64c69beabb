import { z } from 'zod';
import { objet } from './french-keys';
import { faqSchema } from './city';
import { iconName as icon } from './icons';
import { line, pageTitle, prose } from './text';

/**
 * A sector landing page (spec 2.16), one per sector in data/pages-secteurs.yaml: hero, problems,
 * solution, results, audit form, the city links and a short FAQ. Services come from the sector
 * records (../sectors.ts).
 */
const card = objet({ icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }) });
const stat = objet({ valeur: line.meta({ label: 'Valeur' }), libelle: line.meta({ label: 'Libellé' }) });

export const landingSchema = objet({
  referencement: objet({ titre: pageTitle, description: prose.meta({ label: 'Description' }), motsCles: z.array(z.string()).min(3).meta({ label: 'Mots-clés' }) }).meta({ label: 'Référencement (titre et description)' }),
  heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) }).meta({ label: 'Accroches' }),
  problemes: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), elements: z.array(card).length(4).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Problèmes' }),
  solution: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), elements: z.array(card).length(4).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Solution' }),
  services: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) }).meta({ label: 'Services' }),
  resultats: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), statistiques: z.array(stat).length(4).meta({ label: 'Statistiques' }) }).meta({ label: 'Résultats' }),
  audit: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) }).meta({ label: 'Audit' }),
  villes: objet({ titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) }).meta({ label: 'Villes' }),
  faq: objet({ titre: line.meta({ label: 'Titre' }), elements: z.array(faqSchema).length(3).meta({ label: 'Éléments', item: 'question' }) }).meta({ label: 'FAQ' }),
});

export type SectorLanding = z.infer<typeof landingSchema>;


/** The four badges under a sector landing page's title (data/badges-secteurs.yaml, spec 2.16). */
export const trustBadgesSchema = objet({ badges: z.array(objet({ icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), texte: line.meta({ label: 'Texte' }) })).length(4).meta({ label: 'Badges' }) })
  .transform(({ badges }) => badges.map((b) => ({ icon: b.icon, label: b.text })));
export type TrustBadges = z.output<typeof trustBadgesSchema>;

/** data/pages-secteurs.yaml: the three sector landing pages, one entry per sector. */
export const sectorLandingsSchema = objet({ medical: landingSchema.meta({ label: 'Médical' }), garderie: landingSchema.meta({ label: 'Garderies et CPE' }), entreprise: landingSchema.meta({ label: 'Entreprises' }) });
