// Every built page: metadata for search and social crawlers, structured data, no JavaScript where
// nothing is interactive, no CSP violation, and the 404 page's behaviour.
import { expect, test } from '@playwright/test';
import { everyPage } from './site';
import { ui } from './build-data';

test('home head carries the SEO, social, language and region tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page).toHaveTitle(/.{10,}/);
  const meta = (sel: string) => page.locator(sel).first();
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\//);
  await expect(meta('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  await expect(meta('meta[name="geo.region"]')).toHaveAttribute('content', 'CA-QC');
});

test('home JSON-LD parses and describes the local business as the spec says', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.map((b) => JSON.parse(b));
  const business = items.find((i) => i['@type'] === 'LocalBusiness');
  expect(business).toBeTruthy();
  expect(business.telephone).toMatch(/\d{3}-\d{3}-\d{4}|\+1\d{10}/);
  expect(business.address).toMatchObject({ addressRegion: 'QC', addressCountry: 'CA' });
  expect(business.address.addressLocality).toBeTruthy();
  expect(business.priceRange).toBeTruthy();
  expect(business.aggregateRating).toMatchObject({ ratingValue: expect.anything(), reviewCount: expect.anything() });
  expect(String(business.aggregateRating.ratingValue)).toBe('4.9');
  expect(String(business.aggregateRating.reviewCount)).toBe('127');
  const hours = [business.openingHoursSpecification].flat()[0];
  expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
  expect([hours.dayOfWeek].flat()).toHaveLength(7);
  // A one-item trail (« Accueil ») says nothing: the home page has neither breadcrumb nor BreadcrumbList.
  expect(items.find((i) => i['@type'] === 'BreadcrumbList')).toBeUndefined();
  await expect(page.getByRole('navigation', { name: ui['fil-ariane'].nom })).toHaveCount(0);
});

// Every content page carries a lead form (an island); the confirmation pages carry none. Their
// only scripts are inline and tiny: the mobile top bar's fallback for engines without scroll
// timelines, and the one that lays out the sections below the first in steps.
test('pages without interactive parts ship no JavaScript but two tiny inline scripts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/merci/audit');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const inline = await page.locator('script:not([type="application/ld+json"])').allTextContents();
  expect(inline).toHaveLength(2);
  expect(inline[0]).toContain('IntersectionObserver');
  expect(inline[1]).toContain('data-rendue');
  for (const script of inline) expect(new TextEncoder().encode(script).length).toBeLessThan(1024);
});

for (const path of everyPage()) {
  test(`${path} breaks no Content-Security-Policy rule`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('the 404 page logs the path and leads home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const res = await page.goto('/une-page-inexistante');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: ui.introuvable.titre })).toBeVisible();
  await expect.poll(() => logged.some((l) => l.includes('/une-page-inexistante'))).toBe(true);
  await page.getByRole('link', { name: ui.introuvable.retour }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
