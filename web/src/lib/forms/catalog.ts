import { z } from 'zod';
import raw from '../../../../forms/catalog.json' with { type: 'json' };

/**
 * The forms catalog (forms/catalog.json), shared with the C++ server that validates submissions
 * against the same file. The build fails here if the catalog is malformed.
 */
const option = z.object({ value: z.string().min(1), label: z.string().min(1) });
const message = z.object({ title: z.string().min(1), description: z.string().optional() });

const field = z.object({
  name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
  type: z.enum(['text', 'email', 'tel', 'number', 'select', 'textarea', 'checkbox', 'hidden']),
  label: z.string().min(1),
  required: z.boolean(),
  maxLength: z.number().int().positive().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  rows: z.number().int().positive().optional(),
  autocomplete: z.string().optional(),
  optionSet: z.string().optional(),
  emptyLabel: z.string().optional(),
  value: z.string().optional(),
});

const form = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(['lead', 'newsletter']),
  endpoint: z.enum(['/api/audit', '/api/newsletter']),
  title: z.string(),
  promise: z.string().optional(),
  submitLabel: z.string().min(1),
  /** What the data is used for, shown under a form that has no consent box (its consent text says it otherwise). */
  notice: z.string().min(1).optional(),
  afterSuccess: z.enum(['toast', 'redirect']),
  resetOnSuccess: z.boolean(),
  success: message,
  consent: z
    .object({ field: z.string(), enforce: z.enum(['native', 'toast']), text: z.string(), error: message.optional() })
    .optional(),
  fields: z.array(field).min(1),
});

const catalogSchema = z
  .object({
    policyVersion: z.string(),
    privacyPolicyUrl: z.string().startsWith('/'),
    messages: z
      .object({ invalid: message, rateLimited: message, networkError: message, serverError: message, sending: z.string().min(1) })
      .loose(),
    optionSets: z.record(z.string(), z.array(option).min(1)),
    forms: z.array(form),
  })
  .superRefine((c, ctx) => {
    for (const f of c.forms) {
      for (const fd of f.fields) {
        if (fd.type === 'select' && !(fd.optionSet && c.optionSets[fd.optionSet])) {
          ctx.addIssue({ code: 'custom', message: `${f.id}.${fd.name}: unknown option set ${fd.optionSet}` });
        }
      }
      if (!f.consent && !f.notice) {
        ctx.addIssue({ code: 'custom', message: `${f.id}: a form without a consent box needs a notice` });
      }
      if (f.consent && !f.fields.some((fd) => fd.name === f.consent!.field && fd.type === 'checkbox')) {
        ctx.addIssue({ code: 'custom', message: `${f.id}: consent field ${f.consent.field} is not a checkbox field` });
      }
    }
  });

export const catalog = catalogSchema.parse(raw);

export type Option = z.infer<typeof option>;
export type ToastMessage = z.infer<typeof message>;
export type FormField = z.infer<typeof field> & { options?: Option[] };
export type FormDefinition = Omit<z.infer<typeof form>, 'fields'> & { fields: FormField[] };
export type FormId = string;

/** Messages every form island needs, passed as props so islands do not bundle the catalog. */
export type FormMessages = Pick<typeof catalog.messages, 'invalid' | 'rateLimited' | 'networkError' | 'serverError' | 'sending'>;

/** A form with its option sets resolved, ready to hand to the LeadForm island as props. */
export function formDefinition(id: FormId): FormDefinition {
  const def = catalog.forms.find((f) => f.id === id);
  if (!def) throw new Error(`Unknown form id "${id}" (forms/catalog.json)`);
  return {
    ...def,
    fields: def.fields.map((fd) => (fd.optionSet ? { ...fd, options: catalog.optionSets[fd.optionSet] } : fd)),
  };
}

export const formMessages: FormMessages = {
  invalid: catalog.messages.invalid,
  rateLimited: catalog.messages.rateLimited,
  networkError: catalog.messages.networkError,
  serverError: catalog.messages.serverError,
  sending: catalog.messages.sending,
};
