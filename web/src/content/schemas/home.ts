import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, anchor, contactDetailsSchema, iconCardSchema, linkSchema, sectionHead, seoSchema, testimonialSchema, answeredTestimonialSchema } from './page-parts';
import { line, prose } from './text';

/** The home page (spec 2.5), data/accueil.yaml, in the spec's section order. */
const cards = (n: number) => z.array(iconCardSchema).length(n);

export const homeSchema = objet({
  seo: seoSchema,
  heros: objet({
    surtitre: line,
    titre: line,
    lead: prose,
    actions: z.array(actionSchema).min(1).max(2),
    rating: line,
    offer: objet({ titre: line, texte: prose, items: z.array(line).min(1) }),
    proofs: z.array(line).min(1),
  }),
  clientTypes: objet({ ...sectionHead, items: cards(8) }),
  sectors: objet({ ...sectionHead, items: cards(3) }),
  services: objet({ ...sectionHead, items: cards(8), cta: linkSchema }),
  coverage: objet({ ...sectionHead, noteTitle: line, note: prose, link: linkSchema }),
  advantages: objet({ ...sectionHead, items: cards(8) }),
  testimonials: objet({ ...sectionHead, items: z.array(testimonialSchema).min(3) }),
  questions: objet({ ...sectionHead, items: z.array(answeredTestimonialSchema).min(3) }),
  finalCta: objet({ ...sectionHead, actions: z.array(actionSchema).min(1).max(2) }),
  cities: objet({ ...sectionHead }),
  contact: objet({ id: anchor, titre: line, lead: prose, details: contactDetailsSchema }),
});

export type HomeContent = z.output<typeof homeSchema>;
