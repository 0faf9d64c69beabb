import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsShape, contactDetailsSchema, linkSchema, sectionHead, seoSchema, statSchema } from './page-parts';
import { line, prose } from './text';

/** The contact page (spec 2.7), data/contact.yaml; the form section's id is the header's `#audit-gratuit`. */
export const contactSchema = objet({
  referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Accroches' }),
  details: objet({ ...contactDetailsShape, territoire: objet({ texte: prose.meta({ label: 'Texte' }), lien: linkSchema.meta({ label: 'Lien' }) }).meta({ label: 'Zone' }) }).meta({ label: 'Détails' }),
  pourquoiNous: objet({ ...sectionHead, statistiques: z.array(statSchema).length(4).meta({ label: 'Statistiques' }) }).meta({ label: 'Pourquoi nous' }),
  formulaire: objet({ ...sectionHead, id: z.literal('audit-gratuit').meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }) }).meta({ label: 'Formulaire' }),
});

export type ContactContent = z.output<typeof contactSchema>;
