// Issue 39, item 5: the compliance guides read like print. Each built PDF (web/dist, or WEB_DIST)
// is read with poppler-utils as a reader's tools see it: a page number on every page and beside
// every entry of the table of contents (the page its chapter starts on), the guide's title as a
// running header, bookmarks whose words are those of the page they open, the document's
// properties (title, author: the firm, subject, keywords, creator: the site's build, fr-CA), the
// site's font (Inter) embedded, tags kept, and at most 1 MB. Expected values come from the data.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bookmarksOf, MAX_GUIDE_BYTES } from '../../integrations/guide-pdfs';
import { site } from '../../src/config/site';
import { guides, guidesContent } from '../../src/page-models/guides';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const flat = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ').trim();
const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
/** One page's text as laid out (a line's page number stays on it), or in reading order (columns one after the other). */
const pageText = (file: string, n: number, layout = true) => run('pdftotext', '-f', String(n), '-l', String(n), ...(layout ? ['-layout'] : []), file, '-');
/** poppler runs once per page: on a busy machine a guide takes several seconds. */
const SLOW = 120_000;
const decode = (v: unknown) => (v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : '');

describe.each(guides.map((g) => [g.sector, g] as const))('the %s guide', (_sector, guide) => {
  const file = join(dist, guide.pdf);
  const info = () => Object.fromEntries(run('pdfinfo', file).split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));

  it('is built, and weighs at most 1 MB', () => {
    expect(existsSync(file), `${file}: build the site first`).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_GUIDE_BYTES);
  }, SLOW);

  it('states its title, author, subject, keywords, creator and language, and keeps its tags', async () => {
    const props = info();
    expect(props.Title).toBe(guide.title);
    expect(props.Author).toBe(site.name);
    expect(props.Subject).toBe(flat(guide.lead));
    for (const keyword of guide.keywords) expect(props.Keywords).toContain(keyword);
    expect(props.Creator).toContain(site.name);
    expect(props.Creator).not.toMatch(/HeadlessChrome|Mozilla/);
    expect(props.Tagged).toBe('yes');
    const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
    expect(decode(doc.catalog.get(PDFName.of('Lang')))).toBe(site.locale);
    expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeDefined();
  }, SLOW);

  it('embeds the site’s font, Inter', () => {
    const fonts = run('pdffonts', file).split('\n').slice(2).filter(Boolean);
    const inter = fonts.filter((l) => /Inter/.test(l));
    expect(inter.length, fonts.join('\n')).toBeGreaterThan(0);
    // « emb » is the first yes/no column after the encoding.
    for (const line of inter) expect(line).toMatch(/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
  }, SLOW);

  it('numbers every page and runs the guide’s title at the head of each', () => {
    const pages = Number(info().Pages);
    expect(pages).toBeGreaterThan(2);
    for (let n = 1; n <= pages; n++) {
      const text = flat(pageText(file, n));
      const number = flat(guidesContent.guide.pagination.replace('{page}', String(n)).replace('{total}', String(pages)));
      expect(text, `page ${n}`).toContain(number);
      expect(text, `page ${n}`).toContain(flat(guide.title));
    }
  }, SLOW);

  it('gives each chapter of its table of contents the page it starts on', () => {
    const pages = Number(info().Pages);
    const texts = Array.from({ length: pages }, (_, i) => flat(pageText(file, i + 1)));
    const tocPage = texts.findIndex((t) => t.includes(flat(guidesContent.guide.toc))) + 1;
    expect(tocPage).toBeGreaterThan(0);
    const tocLines = pageText(file, tocPage).split('\n').map(flat);
    for (const chapter of guide.chapters) {
      const title = flat(chapter.title);
      const line = tocLines.find((l) => l.startsWith(title));
      expect(line, `« ${title} » in the table of contents`).toBeDefined();
      const n = Number(/ (\d+)$/.exec(line!)?.[1]);
      expect(n, `« ${line} » ends with a page number`).toBeGreaterThan(tocPage);
      // The chapter's heading is on that page (after the table of contents).
      expect(texts[n - 1], `« ${title} » on page ${n}`).toContain(title);
    }
  }, SLOW);

  it('has bookmarks named as their headings, whose words are on the page they open', async () => {
    const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
    const bookmarks = bookmarksOf(doc);
    // The headings of the page printed (dist/guides/impression/<secteur>.html), as written.
    const html = readFileSync(join(dist, `${guide.printPath.slice(1)}.html`), 'utf8');
    const headings = [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((m) =>
      flat(m[1]!.replace(/<[^>]+>/g, ' ').replace(/&#39;|&#x27;/g, '’').replace(/&amp;/g, '&')),
    );
    const titles = bookmarks.map(({ item }) => flat(decode(item.lookup(PDFName.of('Title')))));
    expect(titles).toEqual(headings);
    const words = new Map<number, Set<string>>();
    for (const [i, { page }] of bookmarks.entries()) {
      // pdftotext joins a compound broken after its hyphen at a line's end (« exige- / t-il » reads
      // « exiget-il »): words are compared without their hyphens.
      const bare = (w: string) => w.replace(/-/g, '');
      if (!words.has(page)) words.set(page, new Set(flat(pageText(file, page, false)).split(' ').map(bare)));
      const missing = titles[i]!.split(' ').filter((w) => !words.get(page)!.has(bare(w)));
      expect(missing, `bookmark « ${titles[i]} » on page ${page}`).toEqual([]);
    }
  }, SLOW);
});
