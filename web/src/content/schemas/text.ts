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

/** Search engines cut a longer `<title>` and html-validate refuses it: a page's title in the browser tab, the firm's name included. */
export const MAX_TAB_TITLE = 70;
const TAB_TITLE_RULE = `un titre de page compte ${MAX_TAB_TITLE} caractères au plus dans l’onglet, nom de l’entreprise compris : raccourcissez-le`;

/**
 * A page's title: its `<title>`, in the browser tab and the search results, followed there by
 * « | the firm's name » unless it names the firm (as src/seo/page-meta.ts documentTitle writes
 * it). At most MAX_TAB_TITLE characters as typed, and once filled and followed by the firm's name;
 * the editor shows it with a live count of the tab's title (`titreOnglet`).
 */
export const pageTitle = z
  .string()
  .min(3)
  .max(MAX_TAB_TITLE, { message: TAB_TITLE_RULE })
  .meta({
    titreOnglet: true,
    label: 'Titre (onglet et moteurs de recherche)',
    help: `Le titre de l’onglet du navigateur et des résultats de recherche : « | » et le nom de l’entreprise s’y ajoutent s’il ne le nomme pas, ${MAX_TAB_TITLE} caractères en tout.`,
  })
  .transform((text, ctx) => {
    const filled = fillField(text, ctx);
    if (typeof filled !== 'string') return filled;
    const firm = activeValues()?.get('entreprise.nom');
    const tab = firm === undefined || filled.includes(firm) ? filled : `${filled} | ${firm}`;
    const length = [...tab].length;
    if (length > MAX_TAB_TITLE) {
      ctx.issues.push({ code: 'custom', message: `le titre de l’onglet « ${tab} » compte ${length} caractères, ${MAX_TAB_TITLE} au plus : raccourcissez-le`, input: text });
    }
    return typography(filled);
  });

/** A slug: lowercase ASCII words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: 'en minuscules sans accents ni espaces, mots séparés par des traits d’union (ex. : trois-rivieres)',
});

/** A table cell or a short value: any length, `{clés}` filled like the rest (« pH », « 7 »). */
export const cell = filled(1);
