import { z } from 'zod';
import { actionSchema, iconCardSchema, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The blog and guides page (spec 2.6), data/blogue.yaml. */
export const blogSchema = z.strictObject({
  seo: seoSchema,
  breadcrumb: line,
  hero: z.strictObject({ eyebrow: line, title: line, lead: prose, rating: line, actions: z.array(actionSchema).min(1).max(2) }),
  quickNewsletter: z.strictObject({ id: sectionHead.id, title: line, text: prose, promise: prose }),
  categories: z.strictObject({ ...sectionHead, items: z.array(iconCardSchema.required({ href: true, subtitle: true })).length(4) }),
  /** Its three cards are the articles marked `vedette` (src/content/data/articles). */
  featured: z.strictObject({ ...sectionHead }),
  audit: z.strictObject({ ...sectionHead, benefits: z.strictObject({ title: line, text: prose, items: z.array(line).min(1) }) }),
  newsletter: z.strictObject({ ...sectionHead, promise: prose, perks: z.array(line).min(1) }),
});

export type BlogContent = z.output<typeof blogSchema>;
