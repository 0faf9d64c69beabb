// Issue 16, items 1 and 3: every lead form confirms with the words of its catalog entry, with
// JavaScript (the next-step panel, issue 26.4) and without (the server's 303 to
// /merci/<form-id>?ref=<reference>): same title, text and promise. Phone numbers are taken as people type them (extension, abroad) and stored in E.164.
import { expect, test, type Locator, type Page } from '@playwright/test';
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { confirmations, ui } from './build-data';
import { FORM_PAGES as PAGES, hydrated } from './site';
import { storedAbout } from './store';

type Form = (typeof catalog.forms)[number];
type Field = Form['fields'][number] & { optionSet?: string; max?: number };

const optionSets = catalog.optionSets as Record<string, { value: string; label: string }[]>;
// A download form (the guide) lands on its file's own page: tests/e2e/guide.spec.ts.
const leadForms = (catalog.forms as Form[]).filter((f) => f.kind === 'lead' && !('download' in f));

/** The phone each form is filled with, and what the server must store (E.164 plus extension). */
const PHONES = [
  { typed: '514-555-0101 poste 12', stored: '+15145550101;ext=12' },
  { typed: '+33 1 23 45 67 89', stored: '+33123456789' },
];

const formOn = (page: Page, id: string): Locator => page.locator(`form:has(input[name="form"][value="${id}"])`).first();

async function fill(form: Locator, def: Form, email: string, phone: string) {
  for (const field of def.fields as Field[]) {
    const control = form.locator(`[name="${field.name}"]`);
    if (field.type === 'hidden') continue;
    if (field.type === 'email') await control.fill(email);
    else if (field.type === 'tel') await control.fill(phone);
    else if (field.type === 'number') await control.fill((field.max ?? Infinity) <= 1000 ? '48' : '1200');
    else if (field.type === 'select') await control.selectOption(optionSets[field.optionSet!][1].value);
    else if (field.type === 'checkbox') await control.check();
    else await control.fill(`Élodie ${field.name}`);
  }
}

async function expectConfirmation(scope: Page | Locator, def: Form) {
  const { title, description } = confirmations[def.id]!;
  await expect(scope.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(scope.getByText(description, { exact: true }).first()).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  leadForms.forEach((def, i) => {
    const phone = PHONES[i % PHONES.length];
    test(`${def.id}: the server sends the visitor to /merci/${def.id}, in the catalog's words`, async ({ page }) => {
      const email = `e2e.merci.${def.id}.${Date.now()}@example.com`;
      await page.goto(PAGES[def.id]);
      const form = formOn(page, def.id);
      await fill(form, def, email, phone.typed);
      await form.getByRole('button', { name: def.submitLabel }).click();
      await page.waitForURL(`**/merci/${def.id}?ref=*`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.suite.merci);
      await expectConfirmation(page, def);
      // The page never promises what the form does not: the old single /merci page's « généralement
      // en moins de 24 heures » contradicted the clinic forms' 2-hour promise (the Montréal form's own
      // promise may still speak of an audit « sous 24 à 48 heures »).
      if (def.promise?.includes('2 heures')) await expect(page.getByText(/moins de 24\s*heures/)).toHaveCount(0);
      const [lead] = storedAbout(email).leads;
      expect(lead.form).toBe(def.id);
      const tel = (def.fields as Field[]).find((f) => f.type === 'tel')!;
      expect(lead.fields[tel.name]).toBe(phone.stored);
    });
  });
});

test('with JavaScript, a clinic form’s panel says what its thank-you page says, promise included', async ({ page }) => {
  const def = (catalog.forms as Form[]).find((f) => f.id === 'audit-clinique')!;
  const email = `e2e.toast.${Date.now()}@example.com`;
  await page.goto(PAGES[def.id]);
  const form = formOn(page, def.id);
  await hydrated(form);
  await fill(form, def, email, '514-555-0101 poste 12');
  await form.getByRole('button', { name: def.submitLabel }).click();
  await expectConfirmation(page.locator('section[data-next-step]'), def);
  expect(confirmations[def.id]!.description).toBe(def.promise);
  expect(storedAbout(email).leads[0].fields.telephone).toBe('+15145550101;ext=12');
});
