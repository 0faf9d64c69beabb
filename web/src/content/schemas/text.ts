import { z } from 'zod';
import { typography } from '../../lib/typography';
import { activeValues, fill, PlaceholderError } from '../placeholders';

/**
 * Text fields of the content. Each fills its `{clés}` with the values its parser hands it
 * (../placeholders.ts, `parsingWith`: an unknown key is reported as a problem of that field, so
 * the build names file and field) and applies OQLF spacing. The schema reads no file.
 */
export const fillField = (text: string, ctx: z.RefinementCtx<string>): string => {
  const values = activeValues();
  if (!values) return text;
  try {
    return fill(text, values, 'texte');
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    ctx.issues.push({ code: 'custom', message: error.message.replace(/^texte : /, ''), input: text });
    return z.NEVER;
  }
};

const filled = (min: number) =>
  z
    .string()
    .min(min)
    .transform((text, ctx) => {
      const filled = fillField(text, ctx);
      return typeof filled === 'string' ? typography(filled) : filled;
    });

/** Prose: a sentence or more. */
export const prose = filled(10);

/** A heading or label. */
export const line = filled(3);

/** A slug: lowercase ASCII words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: 'en minuscules sans accents ni espaces, mots séparés par des traits d’union (ex. : trois-rivieres)',
});

/** A table cell or a short value: any length, `{clés}` filled like the rest (« pH », « 7 »). */
export const cell = filled(1);
