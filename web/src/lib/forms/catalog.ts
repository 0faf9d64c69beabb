import { z } from 'zod';
import { checkWith, ContentError, formatJsonError } from '../errors/french-errors';
import { nearest } from '../near';

/**
 * The forms catalog (forms/catalog.json), shared with the C++ server that validates submissions
 * against the same file. The build fails here if the catalog is malformed.
 */
const option = z.strictObject({ value: z.string().min(1), label: z.string().min(1) });
const message = z.strictObject({
  /** Why the wording departs from the spec, where it does (the newsletters' double opt-in). */
  $comment: z.string().optional(),
  title: z.string().min(1),
  description: z.string().optional(),
});

const field = z.strictObject({
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
  // A checkbox that, ticked, makes the firm's notification urgent: the server puts
  // « URGENT — <urgency> » first in its subject. Not shown on the page.
  urgency: z.string().min(1).optional(),
  // A checkbox that, ticked, signs the visitor up to the newsletter through this newsletter
  // form's double opt-in (the guide form's « recevoir aussi l’infolettre »).
  newsletter: z.string().min(1).optional(),
});

const form = z.strictObject({
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
  /** The next-step panel (issue 26.4): the figure (data/chiffres.yaml) saying when the firm calls back… */
  nextStepDelay: z.string().regex(/^delais\.[a-z-]+$/).optional(),
  /** …the sector whose article it suggests, unless the visitor picks one in the form… */
  sector: z.enum(['medical', 'garderie', 'entreprise']).optional(),
  /** …and one more link it offers (a guide to download). */
  successLink: z.strictObject({ label: z.string().min(1), href: z.string().min(1) }).optional(),
  consent: z
    .object({ field: z.string(), enforce: z.enum(['native', 'toast']), text: z.string(), error: message.optional() })
    .optional(),
  /** A form that hands out a file (the compliance guides): `href` with `{value}`, the value of `field` (a select). */
  download: z.strictObject({ field: z.string(), href: z.string().regex(/^\/[^{}]*\{value\}[^{}]*$/) }).optional(),
  fields: z.array(field).min(1),
});

export const catalogSchema = z
  .object({
    policyVersion: z.string(),
    privacyPolicyUrl: z.string().startsWith('/'),
    messages: z.strictObject({
      // Field errors, written by the server into the page it sends back (`{label}`, `{max}`…).
      required: z.string().min(1),
      email: z.string().min(1),
      phone: z.string().min(1),
      option: z.string().min(1),
      number: z.string().min(1),
      tooLong: z.string().min(1),
      encoding: z.string().min(1),
      consent: z.string().min(1),
      invalid: message,
      rateLimited: message,
      networkError: message,
      serverError: message,
      sending: z.string().min(1),
    }),
    optionSets: z.record(z.string(), z.array(option).min(1)),
    forms: z.array(form),
  })
  .superRefine((c, ctx) => {
    const sets = Object.keys(c.optionSets);
    c.forms.forEach((f, i) => {
      f.fields.forEach((fd, j) => {
        if (fd.type === 'select' && !(fd.optionSet && c.optionSets[fd.optionSet])) {
          const near = fd.optionSet ? nearest(fd.optionSet, sets, 1) : [];
          ctx.addIssue({
            code: 'custom',
            path: ['forms', i, 'fields', j, 'optionSet'],
            message: `liste d’options « ${fd.optionSet ?? ''} » inconnue.${near.length ? ` Vouliez-vous dire « ${near[0]} » ?` : ` Listes permises : ${sets.join(', ')}.`}`,
          });
        }
      });
      f.fields.forEach((fd, j) => {
        if (fd.newsletter && (fd.type !== 'checkbox' || !c.forms.some((n) => n.id === fd.newsletter && n.kind === 'newsletter'))) {
          ctx.addIssue({ code: 'custom', path: ['forms', i, 'fields', j, 'newsletter'], message: `« ${fd.newsletter} » n’est pas un formulaire d’infolettre (ou le champ n’est pas une case à cocher).` });
        }
      });
      if (f.download && !f.fields.some((fd) => fd.name === f.download!.field && fd.type === 'select')) {
        ctx.addIssue({ code: 'custom', path: ['forms', i, 'download', 'field'], message: `« ${f.download.field} » n’est pas une liste de choix de ce formulaire.` });
      }
      if (!f.consent && !f.notice) {
        ctx.addIssue({ code: 'custom', path: ['forms', i], message: 'un formulaire sans case de consentement doit avoir un « notice » (à quoi servent les données).' });
      }
      if (f.consent && !f.fields.some((fd) => fd.name === f.consent!.field && fd.type === 'checkbox')) {
        ctx.addIssue({ code: 'custom', path: ['forms', i, 'consent', 'field'], message: `« ${f.consent.field} » n’est pas une case à cocher de ce formulaire.` });
      }
    });
  });

/** The catalog as editors name it, relative to web/. */
export const CATALOG_FILE = '../forms/catalog.json';

// Vite (the build, the dev server, Astro's config loader, Vitest) inlines the file's text and
// watches it. Nothing loads this module outside Vite: the e2e specs read the build's data instead.
const text = Object.values(import.meta.glob('../../../../forms/catalog.json', { query: '?raw', import: 'default', eager: true }))[0] as string;

/** Parses and checks the catalog's text; a mistake is reported in French with the line or the field. */
export function parseCatalog(source: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new ContentError(formatJsonError(CATALOG_FILE, source, error));
  }
  return checkWith(catalogSchema, raw, CATALOG_FILE);
}

export const catalog = parseCatalog(text);

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

/** The file a download form hands out for the value chosen in its `download.field`. */
export const downloadHref = (download: { href: string }, value: string) => download.href.replace('{value}', value);

export const formMessages: FormMessages = {
  invalid: catalog.messages.invalid,
  rateLimited: catalog.messages.rateLimited,
  networkError: catalog.messages.networkError,
  serverError: catalog.messages.serverError,
  sending: catalog.messages.sending,
};
