import type { FormDefinition } from './catalog';

/**
 * What the next-step panel reads from a sent form (issue 26.4), in the browser: the visitor's
 * first name, and the sector whose article it suggests.
 */
export interface ReadingLink {
  title: string;
  href: string;
}

/** The first name typed: a `given-name` field, else the first word of a full `name`. */
export function firstNameIn(form: Pick<FormDefinition, 'fields'>, sent: URLSearchParams): string | undefined {
  const given = form.fields.find((f) => f.autocomplete === 'given-name');
  const full = form.fields.find((f) => f.autocomplete === 'name');
  const value = given ? sent.get(given.name)?.trim() : full ? sent.get(full.name)?.trim().split(/\s+/)[0] : undefined;
  return value || undefined;
}

/**
 * The sector the visitor chose, when a list of the form names one (its value's first word:
 * `medical`, `garderie-cpe`, `entreprise-bureau`), else the form's own (`sector` in the catalog),
 * and that sector's article; the blog when no sector applies.
 */
export function readingFor(
  form: Pick<FormDefinition, 'fields' | 'sector'>,
  sent: URLSearchParams,
  next: { readings: Record<string, ReadingLink>; fallbackReading: ReadingLink },
): ReadingLink {
  for (const field of form.fields) {
    if (field.type !== 'select' && field.type !== 'hidden') continue;
    const word = (sent.get(field.name) ?? '').split('-')[0]!;
    if (next.readings[word]) return next.readings[word];
  }
  return (form.sector && next.readings[form.sector]) || next.fallbackReading;
}
