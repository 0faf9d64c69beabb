import { z } from 'zod';
import { actionSchema, contactDetailsSchema, linkSchema, sectionHead, seoSchema, statSchema } from './page-parts';
import { line, prose } from './text';

/** The contact page (spec 2.7), data/contact.yaml; the form section's id is the header's `#audit-gratuit`. */
export const contactSchema = z.strictObject({
  seo: seoSchema,
  breadcrumb: line,
  hero: z.strictObject({ eyebrow: line, title: line, lead: prose, actions: z.array(actionSchema).min(1).max(2) }),
  details: contactDetailsSchema.extend({ area: z.strictObject({ text: prose, link: linkSchema }) }),
  whyUs: z.strictObject({ ...sectionHead, stats: z.array(statSchema).length(4) }),
  form: z.strictObject({ ...sectionHead, id: z.literal('audit-gratuit') }),
});

export type ContactContent = z.output<typeof contactSchema>;
