import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';
import { chromium, type Page } from 'playwright-core';
import { site } from '../src/config/site';
import { buildDate } from '../src/lib/build-date';
import type { GuidePrint } from '../src/page-models/guides';
import { buildDataOf } from './build-data';

/** Each guide's PDF stays under this size (issue 26), or the build fails naming it. */
export const MAX_GUIDE_BYTES = 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The built file a site path names, as the C++ server maps it (`/x` → `x.html`); undefined outside `out`. */
function builtFile(out: string, pathname: string): string | undefined {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
  if (relative.startsWith('..')) return undefined;
  const candidates = [join(out, relative), join(out, `${relative}.html`), join(out, relative, 'index.html')];
  return candidates.find((f) => existsSync(f) && !f.endsWith('/'));
}

/** What the PDF says about itself (document properties), beyond the language. */
export interface GuideMeta {
  lang: string;
  title: string;
  author: string;
  subject: string;
  keywords: readonly string[];
  /** The site's build that made it, instead of Chromium's « HeadlessChrome » user agent. */
  creator: string;
}

/** An outline item (bookmark): its dictionary, and the page its destination names (1-based). */
interface Bookmark {
  item: PDFDict;
  page: number;
}

/** The bookmarks Chromium made from the headings, in document order (depth first). */
export function bookmarksOf(doc: PDFDocument): Bookmark[] {
  const pages = doc.getPages().map((p) => p.ref.toString());
  const out: Bookmark[] = [];
  const walk = (ref: PDFRef | undefined) => {
    for (let at = ref; at; at = at && (doc.context.lookup(at, PDFDict).get(PDFName.of('Next')) as PDFRef | undefined)) {
      const item = doc.context.lookup(at, PDFDict);
      const dest = item.lookup(PDFName.of('Dest'));
      const target = dest instanceof PDFArray ? dest.get(0) : undefined;
      out.push({ item, page: target ? pages.indexOf(target.toString()) + 1 : 0 });
      walk(item.get(PDFName.of('First')) as PDFRef | undefined);
    }
  };
  const outlines = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  walk(outlines?.get(PDFName.of('First')) as PDFRef | undefined);
  return out;
}

/**
 * What Chromium leaves out or gets wrong, for readers and assistive technology: the language
 * (/Lang, which Chromium sets on the structure tree only), the title shown instead of the file
 * name (/DisplayDocTitle), the bookmarks pane open, the author, subject, keywords and creator
 * (Chromium writes its user agent); and the bookmarks' titles, which Chromium takes from the
 * printed lines of each heading and so runs together the words on either side of a line break:
 * each is rewritten from its heading's text (`headings`, in document order).
 */
export async function finishGuidePdf(pdf: Uint8Array, meta: GuideMeta, headings: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  doc.catalog.set(PDFName.of('ViewerPreferences'), doc.context.obj({ DisplayDocTitle: PDFBool.True }));
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([...meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setLanguage(meta.lang);
  const bookmarks = bookmarksOf(doc);
  if (bookmarks.length !== headings.length) {
    throw new Error(`guide-pdfs : ${bookmarks.length} signets pour ${headings.length} titres dans « ${meta.title} » : les signets ne peuvent être nommés d’après les titres.`);
  }
  bookmarks.forEach(({ item }, i) => item.set(PDFName.of('Title'), PDFHexString.fromText(headings[i]!)));
  return doc.save({ useObjectStreams: false });
}

/** The text of every heading of the print page, in document order, its words separated as written. */
const headingsOf = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()));

/**
 * Writes each table-of-contents entry's page number in (the page its chapter's heading is on, read
 * from the bookmarks of a first printing). Returns whether any number changed.
 */
async function numberTableOfContents(page: Page, pageOfHeading: readonly number[]): Promise<boolean> {
  return page.evaluate((numbers) => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    let changed = false;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.guide-toc a[href^="#"]')) {
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      const heading = target && (target.matches('h1, h2, h3, h4, h5, h6') ? target : target.querySelector('h1, h2, h3, h4, h5, h6'));
      const n = heading ? numbers[headings.indexOf(heading)] : undefined;
      if (!n) throw new Error(`guide-pdfs : l’entrée « ${link.textContent} » de la table des matières ne mène à aucun titre.`);
      let label = link.nextElementSibling?.classList.contains('guide-toc-page') ? link.nextElementSibling : null;
      if (!label) {
        label = document.createElement('span');
        label.className = 'guide-toc-page';
        link.after(label);
      }
      if (label.textContent !== String(n)) {
        label.textContent = String(n);
        changed = true;
      }
    }
    return changed;
  }, pageOfHeading);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** Inter, embedded in the header and footer too: Chromium draws them apart from the page, without its fonts. */
const interFace = () => {
  const woff2 = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff2'));
  return `@font-face{font-family:InterGuide;src:url(data:font/woff2;base64,${woff2.toString('base64')}) format('woff2')}`;
};

/** The running header (the guide's title, the firm) and footer (« Page 3 sur 23 ») of every page. */
export function runningHeadAndFoot(title: string, pagination: string, font = interFace()) {
  const style = `<style>${font}</style>`;
  const box = 'font-family:InterGuide,sans-serif;font-size:8px;color:#475569;width:100%;margin:0 12mm;display:flex;justify-content:space-between';
  const numbers = escapeHtml(pagination)
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{total}', '<span class="totalPages"></span>');
  return {
    headerTemplate: `${style}<div style="${box}"><span>${escapeHtml(title)}</span><span>${escapeHtml(site.name)}</span></div>`,
    footerTemplate: `${style}<div style="${box};justify-content:center"><span>${numbers}</span></div>`,
  };
}

/**
 * Prints a guide with its page numbers: once to learn on which page each heading falls (from the
 * bookmarks), then again with those numbers in the table of contents, until they hold (the numbers
 * sit on the entries' own lines, so a second printing normally settles them).
 */
async function printGuide(page: Page, options: Parameters<Page['pdf']>[0]): Promise<{ pdf: Uint8Array; headings: string[] }> {
  const headings = await headingsOf(page);
  for (let attempt = 0; attempt < 4; attempt++) {
    const pdf = await page.pdf(options);
    const bookmarks = bookmarksOf(await PDFDocument.load(pdf, { updateMetadata: false }));
    if (bookmarks.length !== headings.length) return { pdf, headings };
    if (!(await numberTableOfContents(page, bookmarks.map((b) => b.page)))) return { pdf, headings };
  }
  throw new Error('guide-pdfs : les numéros de page de la table des matières ne se stabilisent pas.');
}

/**
 * After the pages are built: prints each compliance guide's print page (/guides/impression/<secteur>)
 * to /guides/guide-conformite-<secteur>.pdf with Debian's Chromium, tagged (structure tree, fr-CA
 * language from `<html lang>`, the title from `<title>`) and with bookmarks from its headings.
 * The page is loaded under the site's own origin, its files answered from the build: no network,
 * and every link in the PDF points to the public site. Chromium is required: `scripts/bootstrap
 * build` installs it, and without it the build stops with a message that says so.
 */
export default function guidePdfs(): AstroIntegration {
  return {
    name: 'guide-pdfs',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
        if (!existsSync(executablePath)) {
          throw new Error(
            `guide-pdfs : Chromium est introuvable (${executablePath}) ; il imprime les guides de conformité en PDF. ` +
              'Installez-le avec « scripts/bootstrap build » (paquet Debian chromium) ou indiquez son chemin dans CHROMIUM_PATH.',
          );
        }
        const flags: string[] = JSON.parse(readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'));
        const origin = new URL(site.url).origin;
        const browser = await chromium.launch({ executablePath, args: ['--headless', ...flags] });
        try {
          const context = await browser.newContext();
          await context.route('**/*', async (route) => {
            const url = new URL(route.request().url());
            const file = url.origin === origin ? builtFile(out, url.pathname) : undefined;
            if (!file) return route.abort();
            await route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: await readFile(file) });
          });
          const page = await context.newPage();
          const creator = `${site.name}, site ${new URL(site.url).host} (${buildDate().toISOString().slice(0, 10)})`;
          // The guides as the build made their print pages (src/pages/build-data/[name].json.ts).
          const { guides, pagination } = buildDataOf<{ guides: GuidePrint[]; pagination: string }>(dir, 'guides');
          for (const guide of guides) {
            await page.goto(`${origin}${guide.printPath}`, { waitUntil: 'load' });
            await page.evaluate(() => document.fonts.ready);
            const { pdf: printed, headings } = await printGuide(page, {
              preferCSSPageSize: true,
              printBackground: true,
              tagged: true,
              outline: true,
              displayHeaderFooter: true,
              ...runningHeadAndFoot(guide.title, pagination),
            });
            const meta = { lang: site.locale, title: guide.title, author: site.name, subject: guide.lead, keywords: guide.keywords, creator };
            const pdf = await finishGuidePdf(printed, meta, headings);
            if (pdf.length > MAX_GUIDE_BYTES) {
              throw new Error(`guide-pdfs : ${guide.pdf} pèse ${pdf.length} octets, plus que la limite de ${MAX_GUIDE_BYTES}.`);
            }
            const target = join(out, guide.pdf);
            await mkdir(dirname(target), { recursive: true });
            await writeFile(target, pdf);
            logger.info(`${guide.pdf}: ${Math.round(pdf.length / 1024)} KB`);
          }
        } finally {
          await browser.close();
        }
      },
    },
  };
}
