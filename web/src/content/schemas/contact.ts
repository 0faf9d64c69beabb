import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsShape, contactDetailsSchema, linkSchema, sectionHead, seoSchema, statSchema } from './page-parts';
import { line, prose } from './text';

/** The contact page (spec 2.7), data/contact.yaml; the form section's id is the header's `#audit-gratuit`. */
export const contactSchema = objet({
  referencement: seoSchema,
  fil: line,
  heros: objet({ surtitre: line, titre: line, chapeau: prose, actions: z.array(actionSchema).min(1).max(2) }),
  details: objet({ ...contactDetailsShape, territoire: objet({ texte: prose, lien: linkSchema }) }),
  pourquoiNous: objet({ ...sectionHead, statistiques: z.array(statSchema).length(4) }),
  formulaire: objet({ ...sectionHead, id: z.literal('audit-gratuit') }),
});

export type ContactContent = z.output<typeof contactSchema>;
