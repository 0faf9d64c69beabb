// Issue 26, item 3: an honest newsletter. From the sign-up (JavaScript on) to the confirmed page
// and the welcome e-mail, through the real server, its store and the .eml files it writes: the
// message says to confirm by e-mail, the mailed link opens a page of the site (header, footer)
// whose button confirms, the page after says the sign-up is confirmed, and the welcome e-mail
// carries the subscribers' offer, its code and conditions from config/business.json. Then the
// unsubscribe link, to the site's unsubscribe pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import business from '../../../config/business.json' with { type: 'json' };
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { e2eStore } from '../../playwright.config';
import { axeViolations, hydrated } from './site';
import { storedAbout } from './store';

const outbox = join(e2eStore.dir, 'outbox');
const offer = business.newsletterOffer;
const nbsp = '\u00a0';

/** The decoded text/plain part of each .eml the server wrote to an address, oldest first. */
function mailsTo(email: string): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    // In the order they were queued: outbox-<row id>.eml, by number (« outbox-10 » after « outbox-9 »).
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
    .map((f) => readFileSync(join(outbox, f), 'latin1'))
    .filter((eml) => eml.includes(`\r\nTo: <${email}>\r\n`))
    .map((eml) => {
      const part = eml.split(/Content-Type: text\/plain; charset=UTF-8\r\n/)[1] ?? '';
      const body = part.split('\r\n\r\n')[1]?.split(/\r\n(\r\n|--)/)[0] ?? '';
      return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
    });
}

async function mailNumber(email: string, n: number): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  return mailsTo(email)[n - 1];
}

/** The page is one of the site's: its header and footer, and its stylesheet applied. */
async function expectSiteLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  const h1 = page.getByRole('heading', { level: 1 });
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^"?Times/);
}

test('newsletter: sign-up says to confirm by e-mail, the link confirms on a site page, the welcome e-mail brings the offer', async ({ page }) => {
  const def = catalog.forms.find((f) => f.id === 'infolettre')!;
  const email = `e2e.infolettre.${Date.now()}@example.com`;

  // 1. Sign-up with JavaScript: the message says a confirmation link was mailed.
  await page.goto('/blog#infolettre');
  const form = page.locator('#infolettre form');
  await hydrated(form);
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Élodie');
  await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: def.submitLabel }).click();
  await expect(page.getByText(def.success.title, { exact: true })).toBeVisible();
  await expect(page.getByText(def.success.description!, { exact: true })).toBeVisible();
  expect(def.success.description).toMatch(/lien de confirmation/);
  expect(storedAbout(email).subscription).toBeNull();

  // 2. The confirmation e-mail's link opens a page of the site; opening it subscribes no one.
  const ask = await mailNumber(email, 1);
  const link = /https?:\/\/[^/\s]+(\/infolettre\/confirmer\?token=[0-9a-f.]+)/.exec(ask)?.[1];
  expect(link, ask).toBeTruthy();
  await page.goto(link!);
  await expectSiteLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre inscription');
  expect(await axeViolations(page)).toEqual([]);
  expect(storedAbout(email).subscription).toBeNull();

  // 3. Its button confirms: the page says so, in the site's layout.
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await page.waitForURL('**/infolettre-confirmee');
  await expectSiteLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription est confirmée');
  await expect(page.getByText(/Il reste une étape|Cliquez sur le lien/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(storedAbout(email).subscription?.first_name).toBe('Élodie');

  // 4. The welcome e-mail: the offer, its code and conditions, as config/business.json gives them,
  // once the firm confirmed them; until then none of it (issue 39: nothing unconfirmed is mailed).
  const welcome = await mailNumber(email, 2);
  const confirmed = [offer.description, offer.code, offer.conditions].every((v) => v && !/à confirmer/i.test(v));
  if (confirmed) {
    expect(welcome).toContain(`${offer.percent}${nbsp}% de rabais ${offer.description}`);
    expect(welcome).toContain(`Code promotionnel${nbsp}: ${offer.code}`);
    expect(welcome).toContain(`Conditions${nbsp}: ${offer.conditions}`);
  } else {
    expect(welcome).not.toMatch(/à confirmer|Code promotionnel|Conditions\u00a0:/i);
  }

  // 5. Its unsubscribe link: a site page whose button unsubscribes, to the site's result page.
  const leave = /https?:\/\/[^/\s]+(\/desabonnement\?token=[0-9a-f]{64})/.exec(welcome)?.[1];
  expect(leave, welcome).toBeTruthy();
  await page.goto(leave!);
  await expectSiteLayout(page);
  expect(storedAbout(email).subscription?.unsubscribed_at).toBeNull();
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await page.waitForURL('**/desabonnement-confirme');
  await expectSiteLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désabonné');
  expect(storedAbout(email).subscription?.unsubscribed_at).not.toBeNull();
});

test('newsletter: a broken confirmation link and a broken unsubscribe link answer with site pages (expired links: api_test)', async ({ page }) => {
  const broken = await page.goto('/infolettre/confirmer?token=abc');
  expect(broken?.status()).toBe(404);
  await expectSiteLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien de confirmation n’est pas valide');
  await expect(page.getByRole('link', { name: 'notre blogue' })).toHaveAttribute('href', '/blog#infolettre');

  await page.goto(`/desabonnement?token=${'0'.repeat(64)}`);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await page.waitForURL('**/desabonnement-invalide');
  await expectSiteLayout(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('newsletter: the sign-up lands on a page that says the same as the form with JavaScript', async ({ page }) => {
    const def = catalog.forms.find((f) => f.id === 'infolettre-blogue')!;
    await page.goto('/blog');
    const form = page.locator(`form:has(input[name="form"][value="${def.id}"])`);
    await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(`e2e.infolettre.nojs.${Date.now()}@example.com`);
    await form.getByRole('button', { name: def.submitLabel }).click();
    await page.waitForURL('**/merci-infolettre');
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(def.success.title);
    await expect(page.getByText(def.success.description!, { exact: true })).toBeVisible();
  });
});
