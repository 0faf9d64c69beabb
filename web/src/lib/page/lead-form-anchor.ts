import { catalog } from '../forms/catalog';

/** The endpoints of the forms that make a lead (audit, quote), not a newsletter subscription. */
const leadEndpoints = [...new Set(catalog.forms.filter((f) => f.kind === 'lead').map((f) => f.endpoint))];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LEAD_FORM = new RegExp(`<form\\b[^>]*\\baction="(?:${leadEndpoints.map(escape).join('|')})"|<iframe\\b`, 'g');
/** Forms that hand out a file (the compliance guide): a lead, but not where « Audit Gratuit » leads. */
const downloadForms = new Set(catalog.forms.filter((f) => f.download).map((f) => f.id));
const formIdAfter = (html: string, at: number) => /<input\b[^>]*\bname="form"[^>]*\bvalue="([^"]+)"/.exec(html.slice(at, at + 600))?.[1];

/**
 * The id of the section that holds a page's first lead form (or the quote provider's frame), read
 * from the page's rendered HTML: the mobile bar's « Audit Gratuit » scrolls there, whatever the
 * section is called (`#contact`, `#audit-blog`, `#audit-gratuit-cpe`…). Undefined when the page
 * has no lead form.
 */
export function leadFormAnchor(html: string): string | undefined {
  const form = [...html.matchAll(LEAD_FORM)].find((m) => !downloadForms.has(formIdAfter(html, m.index) ?? ''));
  if (!form) return undefined;
  const sections = [...html.slice(0, form.index).matchAll(/<section\b[^>]*?\bid="([^"]+)"/g)];
  return sections.at(-1)?.[1];
}
