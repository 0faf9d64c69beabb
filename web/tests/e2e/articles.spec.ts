// The blog's articles as built and served (issue 26): each one a page with its Article JSON-LD,
// its breadcrumb, at least 900 words, links to the pages it builds on, and listed in the sitemap
// and the RSS feed. The list of articles is the build's (build-data/content.json), so a new article
// is tested without a test edit.
import { expect, test } from '@playwright/test';
import { content } from './build-data';
import { MOBILE, sectionsLaidOut, sitemapPaths } from './site';

const slugs: string[] = content.articles.map((a: { id: string }) => a.id);

test('there are eight articles or more', () => {
  expect(slugs.length).toBeGreaterThanOrEqual(8);
});

for (const slug of slugs) {
  test(`/blog/${slug}: Article JSON-LD, breadcrumb, 900 words or more, related pages that exist`, async ({ page, request }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b) as { '@type': string; headline?: string; datePublished?: string; inLanguage?: string; wordCount?: number; itemListElement?: { name: string }[] });
    const article = data.find((d) => d['@type'] === 'Article');
    expect(article?.headline).toBe(title);
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.inLanguage).toBe('fr-CA');
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name);
    expect(crumbs).toEqual(['Accueil', 'Blogue', title]);

    // innerText leaves out the parts not laid out yet (they are, one at a time, after load).
    await sectionsLaidOut(page);
    const text = await page.locator('.article-texte').innerText();
    const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(words, 'words').toBeGreaterThanOrEqual(900);
    expect(article?.wordCount).toBeGreaterThanOrEqual(900);
    expect(text).not.toMatch(/[{}]/);

    const related = await page.getByRole('navigation', { name: 'Pour aller plus loin' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(related.length).toBeGreaterThan(0);
    for (const href of related) expect((await request.get(href.split('#')[0]!)).status(), href).toBe(200);
    // The call to action leads to the audit.
    await expect(page.locator('#passer-a-l-action').getByRole('link').first()).toHaveAttribute('href', '/audit-gratuit');
  });
}

test('every article is in the sitemap and in the RSS feed, with its address', async ({ request }) => {
  const sitemap = await sitemapPaths(request);
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/xml/);
  const xml = await feed.text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
  for (const slug of slugs) {
    expect(sitemap).toContain(`/blog/${slug}`);
    expect(links).toContain(`/blog/${slug}`);
  }
  expect(xml).toContain('<language>fr-CA</language>');
});

test('an article names a city and links to that city’s page for its sector', async ({ page }) => {
  await page.goto('/blog/preparer-inspection-clinique');
  const related = page.getByRole('navigation', { name: 'Pour aller plus loin' });
  await expect(related.getByRole('link', { name: 'Nettoyage médical à Laval' })).toHaveAttribute('href', '/nettoyage-medical-laval');
});

test('an article at 390 px: no sideways scroll, the title fits', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/blog/preparer-inspection-clinique');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(h1.x + h1.width).toBeLessThanOrEqual(MOBILE.width);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/article-390px.png` });
});
