// Islands hydrate on the visitor's first interaction (`client:interaction`), never on load, idle or
// visibility, and nothing the visitor did before hydration is lost: typed values survive it, a
// submit sent while the island's code loads goes through the island, a click on a tab is replayed.
// The island's scripts are held back by the test until it releases them, so "before hydration" is
// a real window however fast the machine is.
import { expect, test, type Page, type Route } from '@playwright/test';
import { storedAbout } from './store';

/** Holds every request for a bundled script until `release()`; lists what was asked for. */
async function holdScripts(page: Page) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route: Route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { requested, release };
}

const quoteForm = (page: Page) => page.locator('form:has(input[name="form"][value="soumission"])');

/** What a person types into every kind of control of the quote form. */
async function fillQuoteForm(page: Page, email: string) {
  const form = quoteForm(page);
  await form.getByRole('textbox', { name: 'Nom complet' }).fill('Élodie Côté');
  await form.getByRole('textbox', { name: /^Entreprise/ }).fill('Clinique du Parc');
  await form.getByRole('textbox', { name: 'Courriel' }).fill(email);
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('514-555-0123');
  await form.locator('select[name="ville"]').selectOption({ index: 2 });
  await form.locator('select[name="secteur"]').selectOption({ index: 1 });
  await form.locator('input[name="superficie"]').fill('1200');
  await form.locator('textarea[name="message"]').fill('Inspection bientôt, accès par l’arrière.');
  await form.locator('input[name="consentement"]').check();
}

async function quoteFormValues(page: Page) {
  const form = quoteForm(page);
  return {
    nom: await form.locator('[name="nom"]').inputValue(),
    entreprise: await form.locator('[name="entreprise"]').inputValue(),
    email: await form.locator('[name="email"]').inputValue(),
    telephone: await form.locator('[name="telephone"]').inputValue(),
    ville: await form.locator('[name="ville"]').inputValue(),
    secteur: await form.locator('[name="secteur"]').inputValue(),
    superficie: await form.locator('[name="superficie"]').inputValue(),
    message: await form.locator('[name="message"]').inputValue(),
    consentement: await form.locator('[name="consentement"]').isChecked(),
  };
}

test('no island script loads before the first interaction, on a form page or the tabs page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  for (const path of ['/contact', '/conformite-entreprises-reglementees', '/conformite-cliniques-medicales-montreal']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scrolling the form into view is not an interaction either.
    await page.locator('form[method="post"]').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(page.locator('astro-island:not([ssr])'), path).toHaveCount(0);
  }
  expect(scripts).toEqual([]);
});

test('values typed before hydration are still there after it, and the island then submits them', async ({ page }) => {
  const email = `e2e.prehydration.${Date.now()}@example.com`;
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  const island = quoteForm(page).locator('xpath=ancestor::astro-island[1]');

  await fillQuoteForm(page, email);
  const typed = await quoteFormValues(page);
  // The first focus asked for the island's code, which is held: the form is still the server's.
  expect(scripts.requested.length).toBeGreaterThan(0);
  await expect(island).toHaveAttribute('ssr', '');

  scripts.release();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  expect(await quoteFormValues(page)).toEqual(typed);

  await quoteForm(page).getByRole('button', { name: 'Recevoir ma soumission' }).click();
  await expect(page.locator('section[data-next-step]').getByText('Demande de soumission envoyée', { exact: false })).toBeVisible();
  expect(page.url()).toMatch(/\/contact$/);
  const [lead] = storedAbout(email).leads;
  expect(lead.fields).toMatchObject({ nom: typed.nom, entreprise: typed.entreprise, ville: typed.ville, message: typed.message });
});

test('a form submitted while its island loads is sent once, through the island', async ({ page }) => {
  const email = `e2e.earlysubmit.${Date.now()}@example.com`;
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  const island = quoteForm(page).locator('xpath=ancestor::astro-island[1]');

  await fillQuoteForm(page, email);
  await quoteForm(page).getByRole('button', { name: 'Recevoir ma soumission' }).click();
  // Held until the island runs: no full-page post to the API, no navigation.
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  await expect(island).toHaveAttribute('ssr', '');

  scripts.release();
  await expect(page.locator('section[data-next-step]').getByText('Demande de soumission envoyée', { exact: false })).toBeVisible();
  expect(page.url()).toMatch(/\/contact$/);
  expect(posts).toHaveLength(1);
  expect(storedAbout(email).leads).toHaveLength(1);
});

test('the first click on a sector tab selects it although React was not loaded yet', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/conformite-entreprises-reglementees');
  const tab = (name: string) => page.getByRole('tab', { name });
  // The server's HTML already shows working-looking tabs, the default one selected.
  await expect(tab('Pharmacies')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Pharmacies');

  await tab('Laboratoires').click();
  await expect(tab('Laboratoires')).toHaveAttribute('aria-selected', 'false');
  scripts.release();
  await expect(tab('Laboratoires')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Laboratoires');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the sector tabs page shows every panel and no tab list', async ({ page }) => {
    await page.goto('/conformite-entreprises-reglementees');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const id of ['pharmacies', 'veterinaires', 'laboratoires']) await expect(page.locator(`#panneau-${id}`)).toBeVisible();
  });
});
