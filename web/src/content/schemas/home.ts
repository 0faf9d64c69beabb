import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, anchor, contactDetailsSchema, iconCardSchema, linkSchema, sectionHead, seoSchema, testimonialSchema, answeredTestimonialSchema } from './page-parts';
import { line, prose } from './text';

/** The home page (spec 2.5), data/accueil.yaml, in the spec's section order. */
const cards = (n: number) => z.array(iconCardSchema).length(n);

export const homeSchema = objet({
  referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
  heros: objet({
    surtitre: line.meta({ label: 'Surtitre' }),
    titre: line.meta({ label: 'Titre' }),
    chapeau: prose.meta({ label: 'Chapeau' }),
    actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }),
    rating: line.meta({ label: 'Note' }),
    offre: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), elements: z.array(line).min(1).meta({ label: 'Éléments', item: 'élément' }) }).meta({ label: 'Offre' }),
    preuves: z.array(line).min(1).meta({ label: 'Preuves' }),
  }).meta({ label: 'Accroches' }),
  typesClients: objet({ ...sectionHead, elements: cards(8).meta({ label: 'Éléments' }) }).meta({ label: 'Types de clients' }),
  secteurs: objet({ ...sectionHead, elements: cards(3).meta({ label: 'Éléments' }) }).meta({ label: 'Secteurs' }),
  services: objet({ ...sectionHead, elements: cards(8).meta({ label: 'Éléments' }), appelAction: linkSchema.meta({ label: 'Appel à l’action' }) }).meta({ label: 'Services' }),
  zoneCouverture: objet({ ...sectionHead, titreNote: line.meta({ label: 'Titre de la note' }), note: prose.meta({ label: 'Note' }), lien: linkSchema.meta({ label: 'Lien' }) }).meta({ label: 'Couverture' }),
  avantages: objet({ ...sectionHead, elements: cards(8).meta({ label: 'Éléments' }) }).meta({ label: 'Avantages' }),
  temoignages: objet({ ...sectionHead, elements: z.array(testimonialSchema).min(3).meta({ label: 'Éléments', item: 'témoignage' }) }).meta({ label: 'Témoignages' }),
  questions: objet({ ...sectionHead, elements: z.array(answeredTestimonialSchema).min(3).meta({ label: 'Éléments', item: 'question' }) }).meta({ label: 'Questions' }),
  appelFinal: objet({ ...sectionHead, actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Appel à l’action final' }),
  villes: objet({ ...sectionHead }).meta({ label: 'Villes' }),
  contact: objet({ id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), details: contactDetailsSchema.meta({ label: 'Détails' }) }).meta({ label: 'Contact' }),
});

export type HomeContent = z.output<typeof homeSchema>;
