// The shared header, mobile menu and sticky bars, seen the way a visitor on a phone uses them.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './site';
import { ui } from './build-data';

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: MOBILE });

  test('the menu opens, and closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: ui['menu-mobile'].navigation });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: ui['menu-mobile'].bouton }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blogue' })).toBeVisible();
    await nav.getByRole('link', { name: 'Accueil' }).click();
    await page.waitForURL('**/');
    await expect(page.getByRole('navigation', { name: ui['menu-mobile'].navigation })).toBeHidden();
  });

  test('the top sticky bar shows only past 100 px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: ui['barres-mobiles']['barre-appel'] });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(bar).toBeHidden();
  });

  test('the bottom bar calls and goes to /contact-us when the page has no audit form', async ({ page }) => {
    // An article holds no form of its own (the home page's bar leads to its #contact form).
    await page.goto('/blog/preparer-inspection-clinique');
    const bar = page.getByRole('region', { name: ui['barres-mobiles'].actions });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: ui['barres-mobiles'].appeler })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await bar.getByRole('link', { name: 'Audit Gratuit' }).click();
    await page.waitForURL('**/contact-us');
  });

  test('the bottom bar has its full height even when painted before its buttons arrive', async ({ page }) => {
    // A page painted while its end is still on the way (a slow network, a busy phone) showed a
    // short bar that then grew upwards: a layout shift. Served cut right after the bar's start
    // tag, the bar must already have the height it has on the whole page.
    const bar = page.getByRole('region', { name: ui['barres-mobiles'].actions });
    await page.goto('/');
    const whole = await bar.boundingBox();
    await page.route('**/faq-conformite', async (route) => {
      const html = await (await route.fetch()).text();
      const start = html.indexOf('>', html.indexOf(`aria-label="${ui['barres-mobiles'].actions}"`)) + 1;
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, start) });
    });
    await page.goto('/faq-conformite');
    expect(await bar.getByRole('link').count()).toBe(0);
    const cut = await bar.boundingBox();
    expect(cut).toEqual(whole);
  });

  test('the fixed header does not cover the page title', async ({ page }) => {
    await page.goto('/');
    const header = await page.locator('header').first().boundingBox();
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(header && h1 && h1.y >= header.y + header.height).toBeTruthy();
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: DESKTOP });

  test('sticky bars are not shown, the navigation links are', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('region', { name: ui['barres-mobiles']['barre-appel'] })).toBeHidden();
    await expect(page.getByRole('region', { name: ui['barres-mobiles'].actions })).toBeHidden();
    await expect(page.getByRole('button', { name: ui['menu-mobile'].bouton })).toBeHidden();
    const nav = page.getByRole('navigation', { name: ui['en-tete'].navigation });
    for (const name of ['Accueil', 'Cliniques médicales', 'Garderies et CPE', 'Entreprises réglementées', 'FAQ conformité', 'Blogue', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the top bar offers the call and the free audit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Audit Gratuit 500$' })).toHaveAttribute('href', '/contact-us');
    await expect(page.locator('a[href^="tel:+1"]').first()).toBeVisible();
  });
});
