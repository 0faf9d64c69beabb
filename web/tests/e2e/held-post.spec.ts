// Issue 38, item 3: a post held as a probable bot's (here the hidden field a browser's autofill
// can fill) was answered with the usual panel promising a call, while the lead went nowhere until
// the visitor clicked a mail they were not told to expect. With and without JavaScript the
// visitor is now told, in French, that the request waits for their confirmation by the mail just
// sent, with the firm's phone number (config/business.json) to call instead.
import { expect, test, type Locator } from '@playwright/test';
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { site, ui, values } from './build-data';
import { FORM_PAGES as PAGES, hydrated } from './site';

type Form = (typeof catalog.forms)[number] & { optionSet?: string };
const optionSets = catalog.optionSets as Record<string, { value: string; label: string }[]>;
const def = (catalog.forms as Form[]).find((f) => f.id === 'audit-clinique')!;
const s = ui.suite;

async function fillHeld(form: Locator, email: string) {
  for (const field of def.fields as (Form['fields'][number] & { optionSet?: string })[]) {
    const control = form.locator(`[name="${field.name}"]`);
    if (field.type === 'hidden') continue;
    if (field.type === 'email') await control.fill(email);
    else if (field.type === 'tel') await control.fill('514-555-0123');
    else if (field.type === 'number') await control.fill('48');
    else if (field.type === 'select') await control.selectOption(optionSets[field.optionSet!]![0]!.value);
    else if (field.type === 'checkbox') await control.check();
    else await control.fill(`Élodie ${field.name}`);
  }
  // What an autofill does to a field the visitor cannot see.
  await form.locator('[name="website"]').fill('https://clinique.example', { force: true });
}

async function expectHeldNotice(scope: Locator) {
  const notice = scope.locator('[data-held-notice]');
  await expect(notice).toBeVisible();
  await expect(notice.getByText(s['attente-titre'], { exact: true })).toBeVisible();
  await expect(notice.getByText(s['attente-texte'], { exact: true })).toBeVisible();
  // The firm's number in the notice, and the panel's button that calls it.
  await expect(notice).toContainText(s['attente-appel'].replace('{telephone}', values.get('entreprise.telephone')!));
  await expect(scope.locator(`a[href="${site.phone.href}"]`).first()).toBeVisible();
}

test('with JavaScript, the panel says the request is held and asks to confirm it by mail or call', async ({ page }) => {
  await page.goto(PAGES[def.id]!);
  const form = page.locator(`form:has(input[name="form"][value="${def.id}"])`).first();
  await hydrated(form);
  await fillHeld(form, `e2e.attente.${Date.now()}@example.com`);
  await form.getByRole('button', { name: def.submitLabel }).click();
  const panel = page.locator('section[data-next-step]');
  await expectHeldNotice(panel);
  await expect(page.getByRole('status').filter({ hasText: s['attente-titre'] })).toHaveCount(1);
});

test('without JavaScript, the thank-you page says the same; an ordinary request never sees it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGES[def.id]!);
  const form = page.locator(`form:has(input[name="form"][value="${def.id}"])`).first();
  await fillHeld(form, `e2e.attente.nojs.${Date.now()}@example.com`);
  await form.getByRole('button', { name: def.submitLabel }).click();
  await page.waitForURL(`**/merci/${def.id}?ref=*`);
  expect(page.url()).toContain('attente=1');
  await expectHeldNotice(page.locator('main'));

  await page.goto(`/merci/${def.id}?ref=ABCD-EF23`);
  await expect(page.locator('[data-held-notice]')).toBeHidden();
  await context.close();
});
