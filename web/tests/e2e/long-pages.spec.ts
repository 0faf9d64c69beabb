// Issue 26, item 5: long pages a thumb can travel, at 390 px. A page taller than 8 screens has a
// section menu in the bottom bar and a back-to-top control; tables turn into cards with every
// column visible (no sideways scrolling).
import { expect, test, type Page } from '@playwright/test';
import { builtPagePaths, MOBILE, sectionsLaidOut } from './site';

test.use({ viewport: MOBILE });

const screens = async (page: Page) => {
  await sectionsLaidOut(page);
  return page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
};
const menuButton = (page: Page) => page.getByRole('region', { name: 'Actions rapides' }).getByRole('button', { name: 'Sommaire' });

test('every page longer than 8 screens has the section menu in the bottom bar', async ({ page }) => {
  test.setTimeout(240_000);
  const long: string[] = [];
  for (const path of builtPagePaths()) {
    await page.goto(path);
    if ((await screens(page)) > 8) {
      long.push(path);
      await expect(menuButton(page), path).toBeVisible();
    }
  }
  // The measures: the home page and the childcare guide are among them.
  expect(long).toEqual(expect.arrayContaining(['/', '/conformite-garderies']));
});

for (const path of ['/', '/conformite-garderies', '/blog/preparer-inspection-clinique']) {
  test(`${path}: the menu leads to a section and closes; back to the top from far down`, async ({ page }) => {
    await page.goto(path);
    // Beside the menu button, the bar's two actions still show their whole label.
    const clipped = await page.getByRole('region', { name: 'Actions rapides' }).locator('a, button').evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > window.innerWidth).map((e) => e.textContent),
    );
    expect(clipped).toEqual([]);
    await menuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'Aller à une section' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    const last = links.last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await expect(menu).toBeHidden();
    await expect(page.locator(href)).toBeInViewport();

    const top = page.getByRole('link', { name: 'Retour en haut de la page' });
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
}

// Issue 39, item 6: at every width, not only on phones: from md up the same menu and back-to-top
// float at the bottom right, clear of the tall sticky header.
for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ['/', '/conformite-garderies']) {
      test(`${path}: the section menu leads to a section; back to the top from far down`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('button', { name: 'Aller à une section' }).click();
        const menu = page.getByRole('navigation', { name: 'Aller à une section' });
        await expect(menu).toBeVisible();
        const last = menu.getByRole('link').last();
        const href = (await last.getAttribute('href'))!;
        await last.click();
        await expect(menu).toBeHidden();
        await expect(page.locator(href)).toBeInViewport();
        const top = page.getByRole('link', { name: 'Retour en haut de la page' });
        await expect(top).toBeVisible();
        await top.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
      });
    }
  });
}

test('a short page has neither menu nor back-to-top control', async ({ page }) => {
  await page.goto('/merci/soumission');
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour en haut de la page' })).toHaveCount(0);
});

for (const path of ['/conformite-garderies', '/conformite-cliniques-medicales']) {
  test(`${path}: at 390 px every table is a list of cards with every column visible`, async ({ page }) => {
    await page.goto(path);
    await sectionsLaidOut(page);
    await expect(page.locator('main table:visible')).toHaveCount(0);
    const decks = page.locator('[data-cartes]');
    const count = await decks.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i++) {
      const deck = decks.nth(i);
      await deck.scrollIntoViewIfNeeded();
      const columns = await deck.locator('li').first().locator('dt').allTextContents();
      expect(columns.length).toBeGreaterThanOrEqual(1);
      for (const label of await deck.locator('dt, dd').all()) {
        const box = (await label.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
}

test('the products table keeps its « Prix » and « Alternative » columns on a phone', async ({ page }) => {
  await page.goto('/conformite-garderies#liste-produits-approuves');
  const prices = page.locator('#liste-produits-approuves [data-cartes] dt', { hasText: 'Prix' });
  await expect(prices.first()).toBeVisible();
  await page.goto('/conformite-garderies#produits-interdits');
  await expect(page.locator('#produits-interdits [data-cartes] dt', { hasText: 'Alternative' }).first()).toBeVisible();
});
