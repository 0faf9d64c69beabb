import { fill, type Values } from './placeholders';
import { typography } from './typography';

/**
 * The rendered HTML of an article with its `{clés}` filled and OQLF spacing applied, in text
 * only (between tags: attributes and URLs are left alone; the figures hold no markup). `where`
 * names the file in an error.
 */
export function fillArticleHtml(html: string, values: Values, where: string): string {
  return html.replace(/>([^<]+)</g, (_whole, text: string) => `>${typography(fill(text, values, where))}<`);
}

/**
 * An article's body with each part that a `<h2>` opens wrapped in `<div class="partie">` (the
 * introduction before the first heading stays as it is), so the browser can leave the parts below
 * the fold out of the first layout (global.css, « Sections after the first »). Markdown renders
 * its headings at the top level, so a split before each `<h2` finds every part.
 */
export function htmlInParts(html: string): string {
  const [intro, ...parts] = html.split(/(?=<h2[\s>])/);
  return intro + parts.map((part) => `<div class="partie">${part}</div>`).join('');
}

/** The visible text of some HTML, for word counts and feeds. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Words of a French text: « l’inspection » is one word, « 2 h » two. */
export const wordCount = (text: string) => text.split(/[\s\u00a0\u202f]+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Minutes at 230 words a minute, a common rate for French prose read on a screen. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 230));
