// Issue 25 on every built page, as the server sends it: each <img> is a photo done properly (alt
// text, intrinsic size, AVIF and WebP sources), each illustration standing in for a photo has an
// accessible name, and the footer names the firm and links its legal pages.
import { expect, test } from '@playwright/test';
import { content, paths, site, ui } from './build-data';
import { everyPage } from './site';

const legal = content.pagesLegales;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Problems of each <img> of a page: no alt, no width/height, or not inside a <picture> with AVIF and WebP sources. */
export function imageProblems(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = m[0];
    if (!attr(tag, 'alt')?.trim()) problems.push(`no alt text: ${tag}`);
    if (!/^\d+$/.test(attr(tag, 'width') ?? '') || !/^\d+$/.test(attr(tag, 'height') ?? '')) problems.push(`no width/height: ${tag}`);
    const before = html.slice(0, m.index);
    const open = before.lastIndexOf('<picture');
    const picture = open < 0 || before.lastIndexOf('</picture>') > open ? '' : before.slice(open);
    if (!/<source\b[^>]*type="image\/avif"/i.test(picture) || !/<source\b[^>]*type="image\/webp"/i.test(picture)) {
      problems.push(`no AVIF and WebP <source>: ${tag}`);
    }
  }
  return problems;
}

test.describe('the rule on <img> itself', () => {
  test('finds a bare image, and passes a proper one', () => {
    const good =
      '<picture><source type="image/avif" srcset="a.avif 1x"><source type="image/webp" srcset="a.webp 1x"><img src="a.webp" alt="Une équipe" width="10" height="5"></picture>';
    expect(imageProblems(good)).toEqual([]);
    expect(imageProblems('<img src="a.jpg">')).toHaveLength(3);
    expect(imageProblems(`${good}<img src="b.jpg" alt="B" width="1" height="1">`)).toEqual(['no AVIF and WebP <source>: <img src="b.jpg" alt="B" width="1" height="1">']);
  });
});

for (const path of everyPage()) {
  test(`${path}: images, illustrations and the firm in the footer`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(imageProblems(html)).toEqual([]);
    // An illustration standing in for a photo is named by the slot's French alt text.
    for (const m of html.matchAll(/data-image-source="illustration"[^>]*>\s*<svg\b([^>]*)>/g)) {
      expect(m[1]).toMatch(/role="img"/);
      expect(attr(m[1]!, 'aria-label')?.length ?? 0).toBeGreaterThan(20);
    }
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain(`href="${paths.privacy}"`);
    expect(footer).toContain(`href="${paths.terms}"`);
    expect(footer).toContain(site.address.locality);
    if (site.neq) expect(footer).toContain(site.neq);
    if (site.legalName) expect(footer).toContain(site.legalName);
    for (const { url } of site.social) expect(footer).toContain(`href="${url}"`);
  });
}

test('the privacy policy and the terms of use have pages of their own', async ({ page }) => {
  await page.goto(paths.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.politique.title);
  await expect(page.locator('#confidentialite-responsable')).toBeVisible();
  await page.goto(paths.terms);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.conditions.title);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(legal.conditions.sections.length);
  await page.getByRole('contentinfo').getByRole('link', { name: ui['pied-de-page'].politique }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
});
