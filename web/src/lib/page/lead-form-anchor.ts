import { catalog } from '../forms/catalog';

/** The endpoints of the forms that make a lead (audit, quote), not a newsletter subscription. */
const leadEndpoints = [...new Set(catalog.forms.filter((f) => f.kind === 'lead').map((f) => f.endpoint))];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LEAD_FORM = new RegExp(`<form\\b[^>]*\\baction="(?:${leadEndpoints.map(escape).join('|')})"|<iframe\\b`);

/**
 * The id of the section that holds a page's first lead form (or the quote provider's frame), read
 * from the page's rendered HTML: the mobile bar's « Audit Gratuit » scrolls there, whatever the
 * section is called (`#contact`, `#audit-blog`, `#audit-gratuit-cpe`…). Undefined when the page
 * has no lead form.
 */
export function leadFormAnchor(html: string): string | undefined {
  const form = LEAD_FORM.exec(html);
  if (!form) return undefined;
  const sections = [...html.slice(0, form.index).matchAll(/<section\b[^>]*?\bid="([^"]+)"/g)];
  return sections.at(-1)?.[1];
}
