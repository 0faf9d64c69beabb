import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PDFBool, PDFDocument, PDFName } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { site } from '../src/config/site';
import { guides } from '../src/page-models/guides';

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

/**
 * What Chromium leaves out of the document catalog, for readers and assistive technology: the
 * language (/Lang, which Chromium sets on the structure tree only), the title shown instead of
 * the file name (/DisplayDocTitle), the bookmarks pane open, the author and subject.
 */
export async function finishGuidePdf(pdf: Uint8Array, meta: { lang: string; author: string; subject: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  doc.catalog.set(PDFName.of('ViewerPreferences'), doc.context.obj({ DisplayDocTitle: PDFBool.True }));
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setLanguage(meta.lang);
  return doc.save({ useObjectStreams: false });
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
          for (const guide of guides) {
            await page.goto(`${origin}${guide.printPath}`, { waitUntil: 'load' });
            await page.evaluate(() => document.fonts.ready);
            const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
            const pdf = await finishGuidePdf(printed, { lang: site.locale, author: site.name, subject: guide.lead });
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
