import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pendingParts } from './build-data';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

// Every page the build lists in its sitemap, as paths: the sitemap is the contract for "every
// built page". Read from the build at collection time so each page gets its own test.
export function builtPagePaths(): string[] {
  const root = resolve(process.env.E2E_WEB_ROOT ?? 'dist');
  return sitemapLocs(readFileSync(`${root}/sitemap.xml`, 'utf8'));
}

/** The sitemap as the server serves it. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return sitemapLocs(await (await request.get('/sitemap.xml')).text());
}

/** Every built page plus an unknown path (the 404 page). */
export const everyPage = () => [...builtPagePaths(), '/nope'];

/**
 * Hydrates a form's island the way a visitor does: islands load on first interaction (focus,
 * pointer or key), not on scroll. Loading React can take a while on a busy machine.
 */
export async function hydrated(form: Locator) {
  await form.getByRole('textbox').first().focus();
  await expect(form.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
}

/** Where each form lives (spec 2.x and the issues' decisions). */
export const FORM_PAGES: Readonly<Record<string, string>> = {
  'audit-blogue': '/blog',
  'audit-conformite': '/audit-gratuit',
  'infolettre-blogue': '/blog',
  infolettre: '/blog',
  soumission: '/contact',
  'audit-clinique': '/conformite-cliniques-medicales',
  'audit-clinique-montreal': '/conformite-cliniques-medicales-montreal',
  'audit-clinique-laval': '/conformite-cliniques-medicales-laval',
  'audit-clinique-longueuil': '/conformite-cliniques-medicales-longueuil',
  'audit-garderie': '/conformite-garderies',
  'audit-secteur': '/nettoyage-medical-sherbrooke',
  audit: '/conformite-entreprises-reglementees',
  guide: '/guide-conformite',
};

/**
 * Waits until the sections below the first are laid out: they are in the frames after the load
 * event (SectionsInSteps.astro). Until then what is painted, and `innerText`, leave them out.
 */
export async function sectionsLaidOut(page: Page) {
  await expect(page.locator(pendingParts)).toHaveCount(0);
}

/** axe-core's violations on the page as a visitor sees it once it has loaded (axe reads colour contrast from what is painted). */
export async function axeViolations(page: Page) {
  await sectionsLaidOut(page);
  return (await new AxeBuilder({ page }).analyze()).violations;
}
