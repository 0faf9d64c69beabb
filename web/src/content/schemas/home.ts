import { z } from 'zod';
import { actionSchema, anchor, contactDetailsSchema, iconCardSchema, linkSchema, sectionHead, seoSchema, testimonialSchema, answeredTestimonialSchema } from './page-parts';
import { line, prose } from './text';

/** The home page (spec 2.5), data/accueil.yaml, in the spec's section order. */
const cards = (n: number) => z.array(iconCardSchema).length(n);

export const homeSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: line,
    title: line,
    lead: prose,
    actions: z.array(actionSchema).min(1).max(2),
    rating: line,
    offer: z.strictObject({ title: line, text: prose, items: z.array(line).min(1) }),
    proofs: z.array(line).min(1),
  }),
  clientTypes: z.strictObject({ ...sectionHead, items: cards(8) }),
  sectors: z.strictObject({ ...sectionHead, items: cards(3) }),
  services: z.strictObject({ ...sectionHead, items: cards(8), cta: linkSchema }),
  coverage: z.strictObject({ ...sectionHead, noteTitle: line, note: prose, link: linkSchema }),
  advantages: z.strictObject({ ...sectionHead, items: cards(8) }),
  testimonials: z.strictObject({ ...sectionHead, items: z.array(testimonialSchema).min(3) }),
  questions: z.strictObject({ ...sectionHead, items: z.array(answeredTestimonialSchema).min(3) }),
  finalCta: z.strictObject({ ...sectionHead, actions: z.array(actionSchema).min(1).max(2) }),
  cities: z.strictObject({ ...sectionHead }),
  contact: z.strictObject({ id: anchor, title: line, lead: prose, details: contactDetailsSchema }),
});

export type HomeContent = z.output<typeof homeSchema>;
