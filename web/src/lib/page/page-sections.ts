/** A section of a page the mobile section menu links to. */
export interface PageSection {
  href: string;
  title: string;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;|&#xA0;/gi, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The sections of a page, read from its rendered HTML: every `<h2>` with an id, in order. A
 * section's heading (`<h2 id="faq-titre">`, see ui/Section) links to the section itself (`#faq`),
 * an article's heading to the heading.
 */
export function pageSections(html: string): PageSection[] {
  return [...html.matchAll(/<h2\b[^>]*?\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(([, id, inner]) => ({
    href: `#${id!.endsWith('-titre') && html.includes(`id="${id!.slice(0, -'-titre'.length)}"`) ? id!.slice(0, -'-titre'.length) : id}`,
    title: text(inner!),
  })).filter((s) => s.title.length > 0);
}

/** Pages with fewer sections than this get no menu: they are short enough to scroll. */
export const MIN_SECTIONS_FOR_MENU = 3;
