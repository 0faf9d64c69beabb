import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';
import { parse } from 'yaml';

/**
 * The price the editor's end-to-end tests change (editor.spec.ts, editor-publish.spec.ts): a
 * price range of « Chiffres et prix » that /conformite-garderies shows, read from the content
 * (never pinned here), and how the pages write it.
 */

export const DATA = 'src/content/data';
type Figure = { de?: number; a?: number; montant?: number };

export const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);
export const spaces = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');
export const amount = (n: number) => spaces(new Intl.NumberFormat('fr-CA').format(n));

/** The pages the figures' preview shows first: /conformite-garderies, written from these files. */
function garderiesTexts(web: string): string {
  const chapters = join(web, DATA, 'conformite/garderies-chapitres');
  return [join(web, DATA, 'conformite/garderies.yaml'), ...readdirSync(chapters).map((f) => join(chapters, f))]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/** A price range the guide's page shows ({prix.…}), with whole dollars: the one the test changes. */
export function priceToChange(web: string) {
  const figures = parse(readFileSync(join(web, DATA, 'chiffres.yaml'), 'utf8'));
  const keys = [...garderiesTexts(web).matchAll(/\{(prix(?:\.[a-z0-9-]+)+)\}/g)].map((m) => m[1]!);
  const key = keys.find((k) => {
    const f = at(figures, k) as Figure | undefined;
    return Number.isInteger(f?.de) && Number.isInteger(f?.a) && f!.de! + 7 < f!.a!;
  });
  expect(key, 'a price range in whole dollars shown on /conformite-garderies').toBeDefined();
  const figure = at(figures, key!) as Required<Figure>;
  return { key: key!, from: figure.de, to: figure.de + 7, upper: figure.a };
}

/** How /conformite-garderies writes the range from `lower` to `upper` dollars. */
export const rangeText = (lower: number, upper: number) => `${amount(lower)} à ${amount(upper)} $`;

/** The page inside the editor's preview pane (an iframe in Decap's preview frame). */
export function previewFrame(page: Page, path: string): Frame | undefined {
  return page.frames().find((f) => new URL(f.url() || 'about:blank', 'http://x').pathname === path && f.url().includes('apercu='));
}

/** Changes the lower bound of the price in « Chiffres et prix » and saves it (Decap's « Publier »). */
export async function savePrice(page: Page, editorUrl: string, price: { key: string; from: number; to: number }) {
  await page.goto(`${editorUrl}/_editeur/#/collections/groupe-chiffres/entries/chiffres`);
  // The figure's group of fields is the innermost one whose help names its key.
  const help = page.getByText(`écrivez {${price.key}} pour afficher ce chiffre`);
  await expect(help).toBeVisible({ timeout: 60_000 });
  const group = page.locator('[aria-label="object field"]').filter({ has: help }).last();
  const lower = group.getByLabel('De (minimum, $)', { exact: true });
  await expect(lower).toHaveValue(String(price.from));
  await lower.fill(String(price.to));
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 });
  return lower;
}
