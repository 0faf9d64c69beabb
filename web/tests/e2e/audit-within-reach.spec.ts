// Issue 26, item 7: on a phone, the bottom bar's « Audit Gratuit » leads to the page's own lead
// form whatever its section is called, and to /contact-us only when the page has none; the
// cities the clinic and regulated compliance pages name link to their sector-city pages.
import { expect, test } from '@playwright/test';
import { builtPagePaths, MOBILE } from './site';

test.use({ viewport: MOBILE });

/** The id of the section holding the page's first lead form (audit, quote), or null. The guide
 *  request (a form that hands out a file) is a lead, but not an audit: it is not counted. */
const leadSectionId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const form = [...document.querySelectorAll('main form[method="post"]')].find(
      (f) => !f.getAttribute('action')!.includes('newsletter') && f.querySelector('input[name="form"]')?.getAttribute('value') !== 'guide',
    );
    return form?.closest('section[id]')?.id ?? null;
  });

for (const path of builtPagePaths()) {
  test(`${path}: « Audit Gratuit » leads to the page’s own lead form, else to /contact-us`, async ({ page }) => {
    await page.goto(path);
    const bar = page.getByRole('region', { name: 'Actions rapides' });
    const link = bar.getByRole('link', { name: /Audit Gratuit/ });
    const id = await leadSectionId(page);
    await expect(link).toHaveAttribute('href', id ? `#${id}` : '/contact-us');
  });
}

test('on the five pages the issue names, the bar scrolls to the form itself', async ({ page }) => {
  const expected: Record<string, string> = { '/': 'contact', '/blog': 'audit-blog', '/conformite-garderies': 'audit-gratuit-cpe' };
  for (const path of ['/', '/blog', '/faq-conformite', '/zone-couverture', '/conformite-garderies']) {
    await page.goto(path);
    const link = page.getByRole('region', { name: 'Actions rapides' }).getByRole('link', { name: /Audit Gratuit/ });
    const href = (await link.getAttribute('href'))!;
    expect(href, path).toMatch(/^#/);
    if (expected[path]) expect(href).toBe(`#${expected[path]}`);
    await link.click();
    await expect(page.locator(`${href} form`).first()).toBeInViewport();
  }
});

test('every city the clinic and regulated pages name is a link to its sector-city page', async ({ page }) => {
  for (const [path, sector] of [
    ['/conformite-cliniques-medicales', 'medical'],
    ['/conformite-entreprises-reglementees', null],
  ] as const) {
    await page.goto(path);
    const section = page.locator(path.includes('cliniques') ? '#villes' : '#villes-conformite');
    const hrefs = await section.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const cityLinks = hrefs.filter((h) => /^\/(nettoyage-|conformite-cliniques-medicales-)/.test(h));
    expect(cityLinks.length, path).toBeGreaterThanOrEqual(12);
    expect(hrefs.filter((h) => h.startsWith('tel:')), `${path}: no city is a phone link`).toEqual([]);
    if (sector) for (const h of cityLinks) expect(h).toMatch(/^\/(nettoyage-medical-|conformite-cliniques-medicales-)[a-z-]+$/);
    for (const h of new Set(cityLinks)) expect((await page.request.get(h)).status(), h).toBe(200);
  }
});
