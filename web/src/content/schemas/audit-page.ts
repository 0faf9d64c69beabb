import { z } from 'zod';
import { actionSchema, contactDetailsSchema, iconCardSchema, sectionHead, seoSchema } from './page-parts';
import { line, prose } from './text';

/** The free-audit request page (spec 2.9), data/audit-gratuit.yaml; the form's id is the mobile bar's target. */
export const auditPageSchema = z.strictObject({
  seo: seoSchema,
  breadcrumb: line,
  hero: z.strictObject({ eyebrow: line, title: line, lead: prose, actions: z.array(actionSchema).min(1).max(2) }),
  form: z.strictObject({ ...sectionHead, id: z.literal('audit-gratuit') }),
  benefits: z.strictObject({ ...sectionHead, items: z.array(iconCardSchema).length(6) }),
  direct: z.strictObject({ ...sectionHead, details: contactDetailsSchema }),
  emergency: z.strictObject({ title: line, text: prose, callLabel: line }),
});

export type AuditPageContent = z.output<typeof auditPageSchema>;
