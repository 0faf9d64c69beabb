import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, href, iconCardShape, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The blog and guides page (spec 2.6), data/blogue.yaml. */
export const blogSchema = objet({
  referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), rating: line.meta({ label: 'Note' }), actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Accroches' }),
  infolettreRapide: objet({ id: sectionHead.id.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), promesse: prose.meta({ label: 'Promesse' }) }).meta({ label: 'Infolettre (formulaire rapide)' }),
  categories: objet({ ...sectionHead, elements: z.array(objet({ ...iconCardShape, href, sousTitre: line.meta({ label: 'Sous-titre' }) })).length(4).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Catégories' }),
  /** Its three cards are the articles marked `vedette` (src/content/data/articles). */
  vedette: objet({ ...sectionHead }).meta({ label: 'En vedette' }),
  audit: objet({ ...sectionHead, benefices: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), elements: z.array(line).min(1).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Bénéfices' }) }).meta({ label: 'Audit' }),
  infolettre: objet({ ...sectionHead, promesse: prose.meta({ label: 'Promesse' }), atouts: z.array(line).min(1).meta({ label: 'Avantages' }) }).meta({ label: 'Infolettre' }),
});

export type BlogContent = z.output<typeof blogSchema>;
