// What a visitor meets around the forms: the privacy-policy link that must not lose typed data
// (issue 16, item 4) and toasts whose accessible names are French (item 5).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './site';
import { ui } from './build-data';

const formOn = (page: Page, id: string): Locator => page.locator(`form:has(input[name="form"][value="${id}"])`).first();


test.describe('the privacy-policy link inside a form', () => {
  // Two pages, one of them large, on a shared machine.
  test.slow();
  // A consent-box form (audit) and a notice form (audit-clinique): both link the policy.
  for (const [path, id] of [
    ['/conformite-entreprises-reglementees', 'audit'],
    ['/conformite-cliniques-medicales', 'audit-clinique'],
  ] as const) {
    test(`on ${path} opens the policy’s own page in a new tab and keeps what was typed`, async ({ page, context, request }) => {
      await page.goto(path);
      const form = formOn(page, id);
      await hydrated(form);
      await form.locator('[name="email"]').fill('garder.ceci@example.com');
      const link = form.getByRole('link', { name: /politique de confidentialité/i });
      await expect(link).toHaveAttribute('href', '/politique-de-confidentialite');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      // The link's target answers directly, not through a redirect.
      const direct = await request.get('/politique-de-confidentialite', { maxRedirects: 0 });
      expect(direct.status()).toBe(200);

      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(/\/politique-de-confidentialite$/);
      await expect(tab.locator('#confidentialite-responsable')).toBeAttached();
      expect(page.url()).toContain(path);
      await expect(form.locator('[name="email"]')).toHaveValue('garder.ceci@example.com');
    });
  }
});

test('toasts speak French to screen readers: region and close button', async ({ page }) => {
  await page.goto('/conformite-entreprises-reglementees');
  const form = formOn(page, 'audit');
  await hydrated(form);
  await form.locator('[name="name"]').fill('Élodie Côté');
  await form.locator('[name="company"]').fill('Clinique Côté');
  await form.locator('[name="email"]').fill('toast.fr@example.com');
  await form.locator('[name="phone"]').fill('514-555-0123');
  // Without consent the form shows its error toast without posting anything.
  await form.getByRole('button', { name: 'Demander mon audit gratuit' }).click();
  await expect(page.getByText('Veuillez accepter notre politique de confidentialité pour continuer.')).toBeVisible();
  await expect(page.getByRole('region', { name: ui.notifications.region })).toBeAttached();
  await expect(page.getByRole('button', { name: ui.notifications.fermer })).toBeVisible();
  await expect(page.getByRole('button', { name: /close/i })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /alt\+T$/ })).toHaveCount(0);
});
