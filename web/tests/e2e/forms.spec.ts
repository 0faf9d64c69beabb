// Every form of spec 3.2 (except the third-party embed), filled in Chromium on the page that holds
// it: the specified confirmation appears verbatim (in the next-step panel that replaces the form,
// issue 26.4) and the lead (or subscription) is in the database with every field, read back
// through the operator CLI.
import { expect, test, type Locator, type Page } from '@playwright/test';
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { ui } from './build-data';
import { FORM_PAGES as PAGES, hydrated } from './site';
import { storedAbout } from './store';

type Field = (typeof catalog.forms)[number]['fields'][number] & { optionSet?: string; value?: string; max?: number };
type Form = (typeof catalog.forms)[number];

const optionSets = catalog.optionSets as Record<string, { value: string; label: string }[]>;

function formLocator(page: Page, id: string): Locator {
  return page.locator(`form:has(input[name="form"][value="${id}"])`).first();
}

/** Fills every visible field with a plausible value and returns what a person typed or chose. */
async function fill(form: Locator, def: Form, email: string): Promise<Record<string, string | boolean>> {
  const typed: Record<string, string | boolean> = {};
  for (const field of def.fields as Field[]) {
    const control = form.locator(`[name="${field.name}"]`);
    switch (field.type) {
      case 'hidden':
        typed[field.name] = field.value ?? '';
        break;
      case 'email':
        await control.fill(email);
        typed[field.name] = email;
        break;
      case 'tel':
        await control.fill('514-555-0123');
        typed[field.name] = '514-555-0123';
        break;
      case 'number': {
        // Within the field's own bounds: 48 children, or 1200 sq ft.
        const value = (field.max ?? Infinity) <= 1000 ? '48' : '1200';
        await control.fill(value);
        typed[field.name] = value;
        break;
      }
      case 'select': {
        const options = optionSets[field.optionSet!];
        const choice = options[options.length > 1 ? 1 : 0].value;
        await control.selectOption(choice);
        typed[field.name] = choice;
        break;
      }
      case 'checkbox':
        await control.check();
        typed[field.name] = true;
        break;
      case 'textarea':
        await control.fill("Nous avons une inspection bientôt. <script>alert('x')</script> L'accès se fait par l'arrière.");
        typed[field.name] = "Nous avons une inspection bientôt. <script>alert('x')</script> L'accès se fait par l'arrière.";
        break;
      default:
        await control.fill(`Élodie ${field.name} Côté`);
        typed[field.name] = `Élodie ${field.name} Côté`;
    }
  }
  return typed;
}

/** Asserts every visible control is back to empty (or to the page's preselected value in `keep`). */
async function expectCleared(form: Locator, def: Form, keep: Record<string, string> = {}) {
  for (const field of def.fields as Field[]) {
    if (field.type === 'hidden') continue;
    const control = form.locator(`[name="${field.name}"]`);
    if (field.type === 'checkbox') await expect(control, field.name).not.toBeChecked();
    else await expect(control, field.name).toHaveValue(keep[field.name] ?? '');
  }
}

const formById = (id: string) => (catalog.forms as Form[]).find((f) => f.id === id)!;

/** The next-step panel that replaces a sent form; its button brings the form back. */
const panelOf = (page: Page) => page.locator('section[data-next-step]');
async function anotherRequest(page: Page, form: Locator) {
  await panelOf(page).getByRole('button', { name: ui.suite['autre-demande'] }).click();
  await expect(form).toBeVisible();
}

const expectedToast = (def: Form) => [def.success.title, ...('description' in def.success ? [def.success.description!] : [])];

for (const def of catalog.forms as Form[]) {
  test(`form ${def.id} on ${PAGES[def.id]}: confirmation verbatim and stored with every field`, async ({ page }) => {
    const email = `e2e.${def.id}.${Date.now()}@example.com`;
    await page.goto(PAGES[def.id]);
    const form = formLocator(page, def.id);
    await hydrated(form);
    // What the page preselects (a city page's city, a sector page's sector) survives the reset.
    const preset: Record<string, string> = {};
    for (const field of def.fields as Field[]) {
      if (field.type === 'hidden' || field.type === 'checkbox') continue;
      const initial = await form.locator(`[name="${field.name}"]`).inputValue();
      if (initial) preset[field.name] = initial;
    }
    const typed = await fill(form, def, email);
    await form.getByRole('button', { name: def.submitLabel }).click();

    if (def.afterSuccess === 'redirect') {
      await page.waitForURL(`**/merci/${def.id}`);
    } else {
      for (const text of expectedToast(def)) await expect(panelOf(page).getByText(text, { exact: true })).toBeVisible();
      // The form comes back with « Envoyer une autre demande ».
      await anotherRequest(page, form);
      if (def.resetOnSuccess) {
        // Newsletters, the reusable form and the other lead forms clear after success (spec 4).
        await expectCleared(form, def, preset);
      } else {
        // Clinic forms (spec 4: « no reset »): what the visitor typed stays.
        await expect(form.locator('[name="email"]')).toHaveValue(email);
        await expect(form.locator('[name="nom"]')).toHaveValue(String(typed.nom));
      }
    }

    const stored = storedAbout(email);
    if (def.kind === 'newsletter') {
      // Double opt-in: a pending sign-up until the visitor confirms from the e-mail.
      expect(stored.subscription).toBeNull();
      expect(stored.subscription_requests.map((r) => [r.form, r.confirmed_at])).toEqual([[def.id, null]]);
      if (typed.prenom) expect(stored.subscription_requests[0].first_name).toBe(typed.prenom);
      return;
    }
    expect(stored.leads).toHaveLength(1);
    const lead = stored.leads[0];
    expect(lead.form).toBe(def.id);
    expect(lead.page).toBe(PAGES[def.id]);
    const digits = (v: unknown) => String(v).replace(/\D/g, '');
    for (const [name, value] of Object.entries(typed)) {
      const field = (def.fields as Field[]).find((f) => f.name === name)!;
      if (typeof value === 'boolean') expect(lead.fields[name], name).toBe(true);
      else if (field.type === 'tel') expect(lead.fields[name], name).toBe(`+1${digits(value)}`);  // E.164
      else expect(String(lead.fields[name]), name).toBe(value);
    }
    if (def.consent) expect(lead.consent_given).toBe(true);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog audit form posts natively, lands on its /merci page and is stored', async ({ page }) => {
    const def = (catalog.forms as Form[]).find((f) => f.id === 'audit-blogue')!;
    const email = `e2e.nojs.${Date.now()}@example.com`;
    await page.goto('/blog');
    const form = formLocator(page, def.id);
    await fill(form, def, email);
    await form.getByRole('button', { name: def.submitLabel }).click();
    await page.waitForURL('**/merci/audit-blogue?ref=*');
    await expect(page.getByText(def.success.title, { exact: true })).toBeVisible();
    expect(storedAbout(email).leads.map((l) => l.form)).toEqual(['audit-blogue']);
  });
});

test('the reusable form without consent shows the error toast and stores nothing', async ({ page }) => {
  const def = (catalog.forms as Form[]).find((f) => f.id === 'audit')!;
  const email = `e2e.noconsent.${Date.now()}@example.com`;
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.goto(PAGES.audit);
  const form = formLocator(page, def.id);
  await hydrated(form);
  await fill(form, def, email);
  await form.locator('[name="confidentialite"]').uncheck();
  await form.getByRole('button', { name: def.submitLabel }).click();
  // In the toast: the footer of every page also links « Politique de confidentialité ».
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.getByText('Politique de confidentialité', { exact: true })).toBeVisible();
  await expect(toast.getByText('Veuillez accepter notre politique de confidentialité pour continuer.', { exact: true })).toBeVisible();
  expect(posts).toEqual([]);
  expect(storedAbout(email).leads).toEqual([]);
});

test('the server rejects a forged post without consent (422) and stores nothing', async ({ request }) => {
  const email = `e2e.forged.${Date.now()}@example.com`;
  const res = await request.post('/api/audit', {
    headers: { Accept: 'application/json' },
    form: { form: 'audit', name: 'Robot', company: 'X', email, phone: '5145550123' },
  });
  expect(res.status()).toBe(422);
  const body = await res.json();
  expect(body.errors.confidentialite).toBe('Veuillez accepter notre politique de confidentialité pour continuer.');
  expect(storedAbout(email).leads).toEqual([]);
});

test('a network failure shows a French error and keeps what the visitor typed', async ({ page }) => {
  const def = (catalog.forms as Form[]).find((f) => f.id === 'soumission')!;
  await page.goto(PAGES.soumission);
  const form = formLocator(page, def.id);
  await hydrated(form);
  const email = `e2e.offline.${Date.now()}@example.com`;
  await fill(form, def, email);
  await page.route('**/api/audit', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: def.submitLabel }).click();
  await expect(page.getByText(catalog.messages.networkError.title, { exact: true })).toBeVisible();
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  await expect(form.getByRole('button', { name: def.submitLabel })).toBeEnabled();
});

test('the reusable form clears every field but keeps the page’s preselected sector', async ({ page }) => {
  const def = formById('audit');
  await page.goto('/nettoyage-medical');
  const form = formLocator(page, def.id);
  await hydrated(form);
  await expect(form.locator('[name="sectorType"]')).toHaveValue('medical');
  const email = `e2e.preset.${Date.now()}@example.com`;
  await form.locator('[name="name"]').fill('Élodie Côté');
  await form.locator('[name="company"]').fill('Clinique du Parc');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('514-555-0123');
  await form.locator('[name="superficie"]').fill('1500');
  await form.locator('[name="message"]').fill('Deux salles d’examen.');
  await form.locator('[name="confidentialite"]').check();
  await form.getByRole('button', { name: def.submitLabel }).click();
  await expect(panelOf(page).getByText(def.success.title, { exact: true })).toBeVisible();
  await anotherRequest(page, form);
  await expectCleared(form, def, { sectorType: 'medical' });
  expect(storedAbout(email).leads.map((l) => l.fields.sectorType)).toEqual(['medical']);
});

test('while a lead form is sending, its button says « Envoi en cours… » and is disabled', async ({ page }) => {
  const def = formById('soumission');
  await page.goto(PAGES.soumission);
  const form = formLocator(page, def.id);
  await hydrated(form);
  await fill(form, def, `e2e.sending.${Date.now()}@example.com`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/audit', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: def.submitLabel }).click();
  const sending = form.getByRole('button', { name: catalog.messages.sending });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(form).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(panelOf(page).getByText(def.success.title, { exact: true })).toBeVisible();
  await anotherRequest(page, form);
  await expect(form.getByRole('button', { name: def.submitLabel })).toBeEnabled();
});

test('a form without a consent box shows its own notice from the catalog', async ({ page }) => {
  await page.goto('/blog');
  const def = formById('infolettre-blogue');
  const notice = (def as Form & { notice: string }).notice;
  await expect(formLocator(page, def.id).getByText(notice)).toBeVisible();
  await expect(formLocator(page, def.id).getByText('répondre à votre demande')).toHaveCount(0);
});
