// Issue 26, item 1: the compliance guides are printed from the compliance pages' own data, so
// the PDF and the page never disagree. Each checklist item, step and table row of a page's data
// is in its guide's print page (the HTML the build prints to PDF), and each guide has its file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCollection, readEntry } from '../../src/content/direct-reader';
import { guideSectors } from '../../src/content/schemas/guides';
import { guideOf, guides } from '../../src/page-models/guides';
import { catalog, downloadHref } from '../../src/lib/forms/catalog';
import { leadFormAnchor } from '../../src/lib/page/lead-form-anchor';
import guidePdfs from '../../integrations/guide-pdfs';

const dist = new URL('../../dist/', import.meta.url);
const built = (path: string) => new URL(path.replace(/^\//, ''), dist);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/'/g, '’').replace(/\s+/g, ' ').trim();

/** Every string of a value (the parsed data: figures filled, typography applied). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

describe('compliance guides', () => {
  it('one guide per option of the catalog form, at the file the form hands out', () => {
    const form = catalog.forms.find((f) => f.id === 'guide')!;
    const options = catalog.optionSets[form.fields.find((f) => f.name === form.download!.field)!.optionSet!].map((o) => o.value);
    expect(options).toEqual([...guideSectors]);
    for (const sector of guideSectors) expect(guideOf(sector).pdf).toBe(downloadHref(form.download!, sector));
  });

  it('the clinic guide holds every checklist item, audit step and price row of the clinic page', () => {
    const page = readEntry('conformiteCliniques');
    const html = norm(text(readFileSync(built(`${guideOf('cliniques-medicales').printPath}.html`), 'utf8')));
    const expected = [
      ...page.founder.blocks!.flatMap((b) => (b.kind === 'list' ? b.items : [])),
      ...page.process.blocks!.flatMap((b) => (b.kind === 'steps' ? b.items.flatMap((s) => [s.title, s.description]) : [])),
      ...page.prices.blocks!.flatMap((b) => (b.kind === 'table' ? b.table.rows!.flat() : [])),
      ...page.faq.items.map((i) => i.question),
    ];
    expect(expected.length).toBeGreaterThan(20);
    for (const item of expected) expect(html, item).toContain(norm(item));
  });

  it('the childcare guide holds every string of every chapter of the childcare page', () => {
    const html = norm(text(readFileSync(built(`${guideOf('garderies').printPath}.html`), 'utf8')));
    const chapters = readCollection('conformiteGarderiesChapitres');
    const expected = chapters.flatMap((c) => strings(c.data.blocks ?? []).concat(strings(c.data.subsections ?? []).filter((s) => s.length > 12)));
    expect(expected.length).toBeGreaterThan(50);
    for (const item of expected.filter((s) => s.length > 12 && !s.startsWith('/') && !/^[a-z0-9-]+$/.test(s))) {
      expect(html, item).toContain(norm(item));
    }
  });

  it('each guide was printed at build, at most 1 MB', () => {
    for (const guide of guides) {
      const file = built(guide.pdf);
      expect(existsSync(file), guide.pdf).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(1024 * 1024);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('the guide form is not where the mobile « Audit Gratuit » leads: the guide page has no audit form', () => {
    expect(leadFormAnchor(readFileSync(built('/guide-conformite.html'), 'utf8'))).toBeUndefined();
    expect(leadFormAnchor(readFileSync(built('/conformite-cliniques-medicales.html'), 'utf8'))).toBe('audit-gratuit');
  });

  it('without Chromium the build stops and says how to install it', async () => {
    const hook = guidePdfs().hooks['astro:build:done']!;
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const run = hook({ dir: new URL('file:///nonexistent/'), logger: { info() {} } } as never);
      await expect(run).rejects.toThrow(/Chromium est introuvable.*scripts\/bootstrap build/);
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });
});
