// Issue 26, item 4: a next step after every form. With JavaScript the form gives way to a panel
// that stays (thanks by first name, the stored lead's reference, what happens next and when, a
// call button, an article of the sector), its heading focused and its words announced; without
// JavaScript the /merci/<form> page says the same, the reference written in by the server.
import { expect, test, type Locator, type Page } from '@playwright/test';
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { confirmations, content, site, ui, values } from './build-data';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, FORM_PAGES as PAGES, hydrated, MOBILE } from './site';
import { listedReference, sentMails, storedAbout } from './store';

type Form = (typeof catalog.forms)[number] & { nextStepDelay?: string; sector?: string };
type Field = Form['fields'][number] & { optionSet?: string; max?: number };

const optionSets = catalog.optionSets as Record<string, { value: string; label: string }[]>;
const formById = (id: string) => (catalog.forms as Form[]).find((f) => f.id === id)!;
const formOn = (page: Page, id: string): Locator => page.locator(`form:has(input[name="form"][value="${id}"])`).first();
const s = ui.suite;
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Fills a form as a person would; text fields get « Élodie <champ> Côté », so the first name is Élodie. */
async function fill(form: Locator, def: Form, email: string, choose: (field: Field) => number = () => 1) {
  for (const field of def.fields as Field[]) {
    const control = form.locator(`[name="${field.name}"]`);
    if (field.type === 'hidden') continue;
    if (field.type === 'email') await control.fill(email);
    else if (field.type === 'tel') await control.fill('514-555-0123');
    else if (field.type === 'number') await control.fill((field.max ?? Infinity) <= 1000 ? '48' : '1200');
    else if (field.type === 'select') await control.selectOption(optionSets[field.optionSet!][choose(field)].value);
    else if (field.type === 'checkbox') await control.check();
    else await control.fill(field.autocomplete === 'given-name' ? 'Élodie' : `Élodie ${field.name} Côté`);
  }
}

/** The sector of an article: its `categorie`, mapped to a sector by data/articles.yaml (as the build read them). */
function articleSector(href: string): string {
  const slug = href.replace(/^\/blog\//, '');
  const article = (content.articles as { id: string; data: { categorie: string } }[]).find((a) => a.id === slug)!;
  return content.pageArticles.categories[article.data.categorie].secteur;
}

/** The stored lead's reference as the firm finds it: in `server leads list`, and in its notification e-mail. */
async function expectFirmFinds(reference: string, email: string, def: Form) {
  const [lead] = storedAbout(email).leads;
  expect(lead.form).toBe(def.id);
  expect(listedReference(lead.id)).toBe(reference);
  await expect
    .poll(() => sentMails().some((m) => new RegExp(`Référence : ${reference}\\r?\\n`).test(m) && m.includes(`Identifiant : ${lead.id}`) && m.includes(def.title)), {
      timeout: 10_000,
    })
    .toBe(true);
}

async function expectNextStep(panel: Locator, def: Form, sector: string | undefined) {
  const { title, description } = confirmations[def.id]!;
  await expect(panel.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(panel.getByText(description, { exact: true })).toBeVisible();
  // What happens next and when: the form's delay, a figure of chiffres.yaml.
  const delay = values.get(def.nextStepDelay!)!;
  await expect(panel.locator('[data-delay]')).toContainText(s.quand.replace('{delai}', delay));
  await expect(panel.getByText(s.courriel)).toBeVisible();
  // The firm's phone, from config/business.json as the build read it.
  await expect(panel.locator('a[href^="tel:"]')).toHaveAttribute('href', site.phone.href);
  await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
  const reading = panel.locator('a[href^="/blog"]');
  await expect(reading).toBeVisible();
  const href = (await reading.getAttribute('href'))!;
  if (sector) expect(articleSector(href)).toBe(sector);
  else expect(href).toBe('/blog');
  return delay;
}

test('a clinic form gives way to a panel that stays: focus, announcement, reference of the stored lead, 2-hour call back', async ({ page }) => {
  const def = formById('audit-clinique');
  const email = `e2e.suite.clinique.${Date.now()}@example.com`;
  await page.goto(PAGES[def.id]);
  const form = formOn(page, def.id);
  await hydrated(form);
  await fill(form, def, email);
  await form.getByRole('button', { name: def.submitLabel }).click();

  const thanks = s['merci-prenom'].replace('{prenom}', 'Élodie');
  const heading = page.getByRole('heading', { name: thanks, exact: true });
  await expect(heading).toBeVisible();
  const panel = page.locator('section[data-next-step]');
  await expect(form).toBeHidden();
  // The keyboard focus is on the panel's heading, named by its text.
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('section[data-next-step]')))).toBe(true);
  // A status region announces the thanks, the confirmation and the reference.
  const reference = (await panel.locator('[data-reference]').textContent())!.trim();
  expect(reference).toMatch(REFERENCE);
  const status = page.getByRole('status').filter({ hasText: reference });
  await expect(status).toContainText(thanks);
  await expect(status).toContainText(confirmations[def.id]!.title);
  expect((await panel.ariaSnapshot()).replace(/\u00a0/g, ' ')).toContain(`heading "${thanks.replace(/\u00a0/g, ' ')}" [level=2]`);

  const delay = await expectNextStep(panel, def, 'medical');
  expect(delay).toMatch(/^2\s?h/);
  // Accessible as the rest of the page (contrast, names, heading order).
  expect((await new AxeBuilder({ page }).include('section[data-next-step]').analyze()).violations.map((v) => v.id)).toEqual([]);
  await expectFirmFinds(reference, email, def);

  // It stays: no toast that fades after 5 seconds.
  await page.waitForTimeout(6_500);
  await expect(heading).toBeVisible();
  await expect(panel.locator('[data-reference]')).toHaveText(reference);

  // Another request brings the form back as the visitor left it (clinic forms keep what was typed).
  await panel.getByRole('button', { name: s['autre-demande'] }).click();
  await expect(form).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(form.locator(`[name="${def.fields[0]!.name}"]`)).toBeFocused();
  await expect(form.locator('[name="email"]')).toHaveValue(email);
});

test('the quote form: 24-hour delay, the article of the sector the visitor chose', async ({ page }) => {
  const def = formById('soumission');
  const email = `e2e.suite.soumission.${Date.now()}@example.com`;
  await page.goto(PAGES[def.id]);
  const form = formOn(page, def.id);
  await hydrated(form);
  // The sector list's choice « garderie-… » points to a childcare article.
  const daycare = (f: Field) => (f.optionSet === 'secteurs-detail' ? optionSets[f.optionSet].findIndex((o) => o.value.startsWith('garderie')) : 1);
  await fill(form, def, email, daycare);
  await form.getByRole('button', { name: def.submitLabel }).click();
  const panel = page.locator('section[data-next-step]');
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  const delay = await expectNextStep(panel, def, 'garderie');
  expect(delay).toMatch(/^24\s?h/);
  const reference = (await panel.locator('[data-reference]').textContent())!.trim();
  await expectFirmFinds(reference, email, def);
});

test('a newsletter sign-up: thanks by first name and the form’s own words, no reference nor call back', async ({ page }) => {
  const def = formById('infolettre');
  await page.goto(PAGES[def.id]);
  const form = formOn(page, def.id);
  await hydrated(form);
  await fill(form, def, `e2e.suite.infolettre.${Date.now()}@example.com`);
  await form.getByRole('button', { name: def.submitLabel }).click();
  const panel = page.locator('section[data-next-step]');
  await expect(panel.getByRole('heading', { name: s['merci-prenom'].replace('{prenom}', 'Élodie') })).toBeFocused();
  for (const text of [confirmations[def.id]!.title, confirmations[def.id]!.description!]) await expect(panel.getByText(text, { exact: true })).toBeVisible();
  await expect(panel.locator('[data-reference], [data-delay], a[href^="tel:"]')).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the /merci page says the same: reference of the stored lead, 2-hour call back, call button, childcare article', async ({ page }) => {
    const def = formById('audit-garderie');
    const email = `e2e.suite.merci.${Date.now()}@example.com`;
    await page.goto(PAGES[def.id]);
    const form = formOn(page, def.id);
    await fill(form, def, email);
    await form.getByRole('button', { name: def.submitLabel }).click();
    await page.waitForURL(`**/merci/${def.id}?ref=*`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.merci);
    const panel = page.locator('section[data-next-step]');
    const reference = (await panel.locator('[data-reference]').textContent())!.trim();
    expect(reference).toMatch(REFERENCE);
    expect(new URL(page.url()).searchParams.get('ref')).toBe(reference);
    await expectNextStep(panel, def, 'garderie');
    await expectFirmFinds(reference, email, def);
  });

  test('the /merci page without a reference says where to find it, and never echoes a forged one', async ({ page }) => {
    for (const url of ['/merci/audit', '/merci/audit?ref=%3Cb%3Ex%3C/b%3E']) {
      await page.goto(url);
      await expect(page.locator('[data-reference]')).toHaveText(s['reference-courriel']);
    }
  });
});

/** Whether the element's centre is what the page shows there (no sticky bar over it). */
const unobscured = (el: Element) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= window.innerHeight && Boolean(hit && el.contains(hit));
};

for (const [name, viewport] of [['390', MOBILE], ['1280', DESKTOP]] as const) {
  test(`at ${name} px the focused heading is in view, under no sticky bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const def = formById('audit-garderie');
    await page.goto(PAGES[def.id]);
    const form = formOn(page, def.id);
    await hydrated(form);
    await fill(form, def, `e2e.suite.vue.${name}.${Date.now()}@example.com`);
    await form.getByRole('button', { name: def.submitLabel }).click();
    const heading = page.locator('section[data-next-step] h2').first();
    await expect(heading).toBeFocused();
    await expect.poll(() => heading.evaluate(unobscured)).toBe(true);
  });
}

// Run on demand: NEXT_STEP_SHOTS=<folder> npx playwright test tests/e2e/next-step.spec.ts
test('screenshots of the panel at 390 and 1280 px', async ({ page }) => {
  test.skip(!process.env.NEXT_STEP_SHOTS, 'screenshots on demand (NEXT_STEP_SHOTS)');
  const def = formById('audit-clinique');
  for (const [name, viewport] of [['390', MOBILE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(PAGES[def.id]);
    const form = formOn(page, def.id);
    await hydrated(form);
    await fill(form, def, `e2e.suite.photo.${name}.${Date.now()}@example.com`);
    await form.getByRole('button', { name: def.submitLabel }).click();
    const panel = page.locator('section[data-next-step]');
    await expect(panel).toBeVisible();
    await panel.screenshot({ path: `${process.env.NEXT_STEP_SHOTS}/panel-${name}.png` });
    // The page a browser without JavaScript lands on (a reference of the right form).
    await page.goto(`/merci/${def.id}?ref=ABCD-EF23`);
    await expect(page.locator('section[data-next-step]')).toBeVisible();
    await page.screenshot({ path: `${process.env.NEXT_STEP_SHOTS}/merci-${name}.png`, fullPage: true });
  }
});
