// Issue 26, item 1: the compliance guides. A visitor asks for a guide with JavaScript on and off:
// the PDF downloads, is a valid tagged PDF with bookmarks and the fr-CA language, weighs at most
// 1 MB; the visitor's e-mail carries its link; the firm's notification says it is a guide request.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import catalog from '../../../forms/catalog.json' with { type: 'json' };
import { e2eStore } from '../../playwright.config';
import { hydrated } from './site';
import { storedAbout } from './store';

// The lead's reference the server adds for the thank-you page (store/lead_reference: XXXX-XXXX).
const reference = '[0-9A-Z]{4}-[0-9A-Z]{4}';

const def = catalog.forms.find((f) => f.id === 'guide')! as (typeof catalog.forms)[number] & { download: { field: string; href: string } };
const pdfPath = (sector: string) => def.download.href.replace('{value}', sector);
const MAX_BYTES = 1024 * 1024;

const formOn = (page: Page) => page.locator('form:has(input[name="form"][value="guide"])');

/** The PDF checks of the acceptance: valid, ≤ 1 MB, tagged, fr-CA, bookmarks, a title. */
async function expectAccessibleGuide(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getPageCount()).toBeGreaterThan(2);
  const lang = doc.catalog.get(PDFName.of('Lang'));
  expect(lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined).toBe('fr-CA');
  expect(doc.catalog.get(PDFName.of('StructTreeRoot')), 'tagged').toBeDefined();
  const outlines = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  // The bookmarks: a chain of top-level items from /First, each titled.
  const titles: string[] = [];
  let item = outlines.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'));
    titles.push(title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : '');
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  expect(titles.join(' | ')).toMatch(/\S/);
  expect(titles.length).toBeGreaterThanOrEqual(1);
  expect(doc.getTitle()).toBeTruthy();
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

/** The .eml files the server's development transport wrote, decoded (headers and base64 parts). */
function mailsTo(address: string): { subject: string; text: string }[] {
  const dir = join(e2eStore.dir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .map((raw) => {
      const [head, ...rest] = raw.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').replace(/=\?UTF-8\?B\?([^?]*)\?=\s?/gi, (_, b64) =>
        Buffer.from(b64, 'base64').toString('utf8'),
      );
      const body = rest.join('\n\n');
      const parts = [...body.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/g)].map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'));
      return { head: unfolded, subject, text: parts.join('\n') };
    })
    .filter((m) => new RegExp(`^(To|Reply-To): .*${address.replace(/[.+]/g, '\\$&')}`, 'm').test(m.head))
    .map(({ subject, text }) => ({ subject, text }));
}

async function expectMails(email: string, sector: string, label: string) {
  const link = new RegExp(`https?://[^\\s"<]+${pdfPath(sector).replace(/[.]/g, '\\.')}`);
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const mails = mailsTo(email);
  const visitor = mails.find((m) => link.test(m.text) && !/guide\s*:/.test(m.subject));
  expect(visitor, 'the visitor’s mail carries the guide’s link').toBeDefined();
  const firm = mails.find((m) => /Nouvelle demande de guide/.test(m.subject));
  expect(firm, 'the firm’s notification is labelled as a guide request').toBeDefined();
  expect(firm!.subject).toContain(label);
  expect(firm!.text).toMatch(/Demande de guide/);
}

const label = (value: string) => catalog.optionSets.guides.find((o) => o.value === value)!.label;

test('with JavaScript: the guide downloads at once, a link stays, the mails follow', async ({ page }) => {
  const sector = 'garderies';
  const email = `e2e.guide.js.${Date.now()}@example.com`;
  await page.goto(`/guide-conformite?secteur=${sector}`);
  const form = formOn(page);
  await hydrated(form);
  await expect(form.locator(`[name="${def.download.field}"]`)).toHaveValue(sector);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="infolettre"]').check();
  await form.locator('[name="consentement"]').check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: def.submitLabel }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(pdfPath(sector).split('/').pop());
  await expectAccessibleGuide(await downloaded(file));
  await expect(page.locator(`a[href="${pdfPath(sector)}"]`)).toBeVisible();
  const [lead] = storedAbout(email).leads;
  expect(lead.form).toBe('guide');
  expect(lead.fields[def.download.field]).toBe(sector);
  await expectMails(email, sector, label(sector));
  // The newsletter box starts the newsletter's own double opt-in: a pending request and its mail.
  const newsletter = def.fields.find((f) => f.name === 'infolettre') as { newsletter: string };
  await expect.poll(() => storedAbout(email).subscription_requests.map((r) => [r.form, r.confirmed_at])).toEqual([[newsletter.newsletter, null]]);
  expect(storedAbout(email).subscription).toBeNull();
  await expect.poll(() => mailsTo(email).some((m) => /\/infolettre\/confirmer\?token=/.test(m.text)), { timeout: 15_000 }).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form post lands on the guide’s thank-you page, which offers the PDF', async ({ page, request }) => {
    const sector = 'cliniques-medicales';
    const email = `e2e.guide.nojs.${Date.now()}@example.com`;
    await page.goto('/guide-conformite');
    const form = formOn(page);
    await form.locator('[name="email"]').fill(email);
    await form.locator(`[name="${def.download.field}"]`).selectOption(sector);
    await form.locator('[name="consentement"]').check();
    await form.getByRole('button', { name: def.submitLabel }).click();
    await page.waitForURL(new RegExp(`/merci/guide-${sector}\\?ref=${reference}$`));
    const link = page.locator(`a[href="${pdfPath(sector)}"]`);
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    await expectAccessibleGuide(await downloaded(await download));
    // Served with its type by the C++ server, at a stable address.
    const served = await request.get(pdfPath(sector));
    expect(served.headers()['content-type']).toBe('application/pdf');
    await expectMails(email, sector, label(sector));
    // Box left unticked: no newsletter sign-up.
    expect(storedAbout(email).subscription_requests).toEqual([]);
  });
});

test('each sector’s guide is served as a PDF at its stable address', async ({ request }) => {
  for (const { value } of catalog.optionSets.guides) {
    const response = await request.get(pdfPath(value));
    expect(response.status(), value).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expectAccessibleGuide(await response.body());
  }
});

test('a request held for review (honeypot filled) lands on the guide’s page saying it waits for confirmation, and nothing is sent', async ({ request, baseURL }) => {
  const email = `e2e.guide.held.${Date.now()}@example.com`;
  const response = await request.post('/api/audit', {
    form: { form: 'guide', email, secteur: 'garderies', consentement: 'on', website: 'http://spam.example' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  // Issue 38.3: never a silent success; the page's notice (held-post.spec.ts) is shown by attente=1.
  expect(response.headers().location).toMatch(new RegExp(`^/merci/guide-garderies\\?ref=${reference}&attente=1$`));
  expect(storedAbout(email).leads).toEqual([]);
});
