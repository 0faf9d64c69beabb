import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, href, iconCardShape, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The blog and guides page (spec 2.6), data/blogue.yaml. */
export const blogSchema = objet({
  referencement: seoSchema,
  fil: line,
  heros: objet({ surtitre: line, titre: line, chapeau: prose, rating: line, actions: z.array(actionSchema).min(1).max(2) }),
  infolettreRapide: objet({ id: sectionHead.id, titre: line, texte: prose, promesse: prose }),
  categories: objet({ ...sectionHead, elements: z.array(objet({ ...iconCardShape, href, sousTitre: line })).length(4) }),
  /** Its three cards are the articles marked `vedette` (src/content/data/articles). */
  vedette: objet({ ...sectionHead }),
  audit: objet({ ...sectionHead, benefices: objet({ titre: line, texte: prose, elements: z.array(line).min(1) }) }),
  infolettre: objet({ ...sectionHead, promesse: prose, atouts: z.array(line).min(1) }),
});

export type BlogContent = z.output<typeof blogSchema>;
