import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsSchema, iconCardSchema, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The free-audit request page (spec 2.9), data/audit-gratuit.yaml; the form's id is the mobile bar's target. */
export const auditPageSchema = objet({
  referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Accroches' }),
  formulaire: objet({ ...sectionHead, id: z.literal('audit-gratuit').meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }) }).meta({ label: 'Formulaire' }),
  benefices: objet({ ...sectionHead, elements: z.array(iconCardSchema).length(6).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Bénéfices' }),
  direct: objet({ ...sectionHead, details: contactDetailsSchema.meta({ label: 'Détails' }) }).meta({ label: 'Direct' }),
  urgence: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), libelleAppel: line.meta({ label: 'Libellé du bouton d’appel' }) }).meta({ label: 'Urgence' }),
});

export type AuditPageContent = z.output<typeof auditPageSchema>;
