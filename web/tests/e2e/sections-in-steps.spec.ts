// Sections below the first are laid out after the page has loaded, one at a time
// (SectionsInSteps.astro): a visitor must never see the difference, whether they wait, follow an
// in-page link before the page has finished loading, or arrive with an anchor in the address.
import { expect, test, type Page } from '@playwright/test';
import { pendingParts } from './build-data';
import { MOBILE } from './site';

const pending = (page: Page) => page.locator(pendingParts);
// The anchors land below the mobile top bar: html's scroll-padding-top is 4.5rem.
const anchorTop = 72;
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

// The page as a slow phone sees it before its load event: an image that never arrives holds the
// load event back, so the deferred sections stay deferred.
async function beforeLoad(page: Page, path = /\/conformite-cliniques-medicales(#.*)?$/) {
  await page.route('**/image-lente.png', () => {});
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<img src="/image-lente.png" alt=""></body>');
    await route.fulfill({ response, body: html });
  });
}

test.use({ viewport: MOBILE });

test('once the page has loaded, every section is laid out', async ({ page }) => {
  await page.goto('/conformite-cliniques-medicales');
  expect(await page.locator('main > section + section').count()).toBeGreaterThan(3);
  await expect(pending(page)).toHaveCount(0);
});

test('an in-page link followed before the page has loaded lands on its target', async ({ page }) => {
  await beforeLoad(page);
  await page.goto('/conformite-cliniques-medicales', { waitUntil: 'domcontentloaded' });
  expect(await pending(page).count(), 'sections still deferred').toBeGreaterThan(3);
  await page.getByRole('region', { name: 'Actions rapides' }).getByRole('link', { name: 'Audit Gratuit' }).click();
  await expect(page).toHaveURL(/#audit-gratuit$/);
  await expect.poll(() => topOf(page, '#audit-gratuit'), { message: 'the audit section under the top bar' }).toBe(anchorTop);
});

test('arriving with an anchor in the address lands on it before the page has loaded', async ({ page }) => {
  await beforeLoad(page);
  await page.goto('/conformite-cliniques-medicales#audit-gratuit', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => topOf(page, '#audit-gratuit'), { message: 'the audit section under the top bar' }).toBe(anchorTop);
});

// An article is one long text: its parts (one per second-level heading) are deferred the same way.
const article = '/blog/preparer-inspection-clinique';

test('an article is laid out part by part: every heading opens a part, all laid out after load', async ({ page }) => {
  await page.goto(article);
  const headings = await page.locator('.article-texte h2').count();
  expect(headings).toBeGreaterThan(3);
  await expect(page.locator('.article-texte > .partie > h2:first-child')).toHaveCount(headings);
  await expect(pending(page)).toHaveCount(0);
});

test('arriving at an article with the anchor of a late heading lands on it before the page has loaded', async ({ page }) => {
  const html = await (await page.request.get(article)).text();
  const last = [...html.matchAll(/<div class="partie"><h2 id="([^"]+)"/g)].at(-1)?.[1];
  expect(last, 'a part opened by a heading with an id').toBeTruthy();
  await beforeLoad(page, new RegExp(`${article}(#.*)?$`));
  await page.goto(`${article}#${last}`, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => topOf(page, `[id="${last}"]`), { message: 'the heading under the top bar' }).toBe(anchorTop);
});

test('an in-page link of an article followed before the page has loaded lands on its target', async ({ page }) => {
  await beforeLoad(page, new RegExp(`${article}(#.*)?$`));
  await page.goto(article, { waitUntil: 'domcontentloaded' });
  expect(await pending(page).count(), 'parts still deferred').toBeGreaterThan(2);
  const last = page.locator('.article-texte > .partie > h2').last();
  const id = await last.getAttribute('id');
  await page.evaluate((target) => {
    const link = Object.assign(document.createElement('a'), { href: `#${target}`, textContent: 'aller' });
    document.querySelector('.article-texte')?.prepend(link);
    link.click();
  }, id);
  await expect.poll(() => topOf(page, `[id="${id}"]`), { message: 'the heading under the top bar' }).toBe(anchorTop);
});
