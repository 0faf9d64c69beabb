import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, anchor, contactDetailsSchema, iconCardSchema, linkSchema, sectionHead, seoSchema, testimonialSchema, answeredTestimonialSchema } from './page-parts';
import { line, prose } from './text';

/** The home page (spec 2.5), data/accueil.yaml, in the spec's section order. */
const cards = (n: number) => z.array(iconCardSchema).length(n);

export const homeSchema = objet({
  referencement: seoSchema,
  heros: objet({
    surtitre: line,
    titre: line,
    chapeau: prose,
    actions: z.array(actionSchema).min(1).max(2),
    rating: line,
    offre: objet({ titre: line, texte: prose, elements: z.array(line).min(1) }),
    preuves: z.array(line).min(1),
  }),
  typesClients: objet({ ...sectionHead, elements: cards(8) }),
  secteurs: objet({ ...sectionHead, elements: cards(3) }),
  services: objet({ ...sectionHead, elements: cards(8), appelAction: linkSchema }),
  zoneCouverture: objet({ ...sectionHead, titreNote: line, note: prose, lien: linkSchema }),
  avantages: objet({ ...sectionHead, elements: cards(8) }),
  temoignages: objet({ ...sectionHead, elements: z.array(testimonialSchema).min(3) }),
  questions: objet({ ...sectionHead, elements: z.array(answeredTestimonialSchema).min(3) }),
  appelFinal: objet({ ...sectionHead, actions: z.array(actionSchema).min(1).max(2) }),
  villes: objet({ ...sectionHead }),
  contact: objet({ id: anchor, titre: line, chapeau: prose, details: contactDetailsSchema }),
});

export type HomeContent = z.output<typeof homeSchema>;
