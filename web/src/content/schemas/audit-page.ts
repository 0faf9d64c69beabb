import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsSchema, iconCardSchema, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The free-audit request page (spec 2.9), data/audit-gratuit.yaml; the form's id is the mobile bar's target. */
export const auditPageSchema = objet({
  referencement: seoSchema,
  fil: line,
  heros: objet({ surtitre: line, titre: line, chapeau: prose, actions: z.array(actionSchema).min(1).max(2) }),
  formulaire: objet({ ...sectionHead, id: z.literal('audit-gratuit') }),
  benefices: objet({ ...sectionHead, elements: z.array(iconCardSchema).length(6) }),
  direct: objet({ ...sectionHead, details: contactDetailsSchema }),
  urgence: objet({ titre: line, texte: prose, libelleAppel: line }),
});

export type AuditPageContent = z.output<typeof auditPageSchema>;
