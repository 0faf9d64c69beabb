import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { at, DATA, previewFrame, priceToChange, rangeText, savePrice, spaces } from './editor-prices';
import { buildSite, copySite, startEditor, type EditorServer, type Workspace } from './editor-workspace';

/**
 * The content editor (make edit), driven as the marketing staff would: on a copy of the site,
 * change a price in « Chiffres et prix », publish it, see it in the preview beside the form, then
 * build the copy and find it in the built page; the file on disk changed by that one value. The
 * build of the copy also shows that the editor ships nothing: no route or asset of it in dist/.
 * With EDITOR_SHOTS_DIR set, the test saves screenshots of a city and of the figures there.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe('content editor', () => {
  test.describe.configure({ timeout: 600_000 });
  let site: Workspace;
  let editor: EditorServer | undefined;

  test.afterEach(async () => {
    await editor?.stop();
    site?.remove();
  });

  test('a price changed in the editor shows in the preview, in the file and in the built page', async ({ page }) => {
    site = copySite();
    const price = priceToChange(site.web);
    const file = join(site.web, DATA, 'chiffres.yaml');
    const before = readFileSync(file, 'utf8');
    editor = await startEditor(site.web);
    const shots = process.env.EDITOR_SHOTS_DIR;

    await page.setViewportSize({ width: 1440, height: 900 });
    if (shots) {
      mkdirSync(shots, { recursive: true });
      const city = readdirSync(join(site.web, DATA, 'villes')).sort()[0]!.replace(/\.yaml$/, '');
      await page.goto(`${editor.url}/_editeur/#/collections/villes/entries/${city}`);
      await expect(page.getByLabel('Code postal (3 caractères)')).toBeVisible({ timeout: 60_000 });
      await expect.poll(() => previewFrame(page, `/nettoyage-medical-${city}`)?.locator('h1').count() ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
      await page.screenshot({ path: join(shots, 'editeur-ville.png') });
      // A fresh load: Decap keeps a switched-from entry's empty fields when only the #route changes.
      await page.goto('about:blank');
    }

    const lower = await savePrice(page, editor.url, price);

    // The preview pane shows the page as saved.
    const expected = rangeText(price.to, price.upper);
    await expect
      .poll(async () => spaces((await previewFrame(page, '/conformite-garderies')?.locator('body').innerText().catch(() => '')) ?? ''), {
        timeout: 60_000,
      })
      .toContain(expected);
    if (shots) {
      await page.waitForTimeout(2_500);
      const shown = new RegExp(expected.replace(/[$.]/g, '\\$&').replace(/ /g, '\\s*'));
      // The pane reloads once more after a save (see editor/client/editeur.js): scroll the last one.
      await expect(async () => {
        await previewFrame(page, '/conformite-garderies')!.getByText(shown).filter({ visible: true }).first().scrollIntoViewIfNeeded({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await lower.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, 'editeur-chiffres.png') });
    }

    // The file changed by that value only; its comments and layout stay.
    const after = readFileSync(file, 'utf8');
    expect(at(parse(after), `${price.key}.de`)).toBe(price.to);
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(String(price.to));

    // The build accepts the file and its page shows the new price.
    await editor.stop();
    editor = undefined;
    buildSite(site.web);
    const dist = join(site.web, 'dist');
    expect(spaces(readFileSync(join(dist, 'conformite-garderies.html'), 'utf8'))).toContain(expected);

    // Nothing of the editor is in what the production server serves.
    const files = filesUnder(dist);
    expect(files.filter((f) => /_editeur|decap|editeur/i.test(f.slice(dist.length)))).toEqual([]);
    const leaks = files
      .filter((f) => /\.(html|js|css|json|xml|txt|webmanifest)$/.test(f))
      .filter((f) => /\/_editeur|decap-cms|CMS_MANUAL_INIT/.test(readFileSync(f, 'utf8')));
    expect(leaks.map((f) => f.slice(dist.length))).toEqual([]);
  });

  test('after a city is added, the pages the preview shows count it, as the build would', async ({ page }) => {
    site = copySite();
    const cities = () => readdirSync(join(site.web, DATA, 'villes')).length;
    const before = cities();
    // The sentence of the home page that counts the cities ({villes.nombre}), as the page shows it.
    const home = parse(readFileSync(join(site.web, DATA, 'accueil.yaml'), 'utf8')) as Record<string, unknown>;
    const sentence = JSON.stringify(home).match(/"([^"]*\{villes\.nombre\}[^"]*)"/)![1]!;
    const shown = (n: number) => spaces(sentence.replace('{villes.nombre}', String(n)));
    editor = await startEditor(site.web);
    const counted = new RegExp(shown(0).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\b0\b/, '\\d+'));
    /** The sentence as the dev server shows it now to the preview (a page asked for as HTML). */
    const text = async () => counted.exec(spaces(await (await page.request.get(`${editor!.url}/?apercu=${Date.now()}`, { headers: { accept: 'text/html' } })).text()))?.[0] ?? '(absente)';
    expect(await text()).toBe(shown(before));
    // A new city and its testimonials, as the editor's city form writes them.
    const fixture = 'tests/fixtures/ville-13';
    cpSync(join(fixture, 'temoignages'), join(site.web, DATA, 'temoignages'), { recursive: true });
    // One client per sector: the cities' counts stay within the totals of chiffres.yaml.
    const city = readFileSync(join(fixture, 'rimouski.yaml'), 'utf8').replace(/^(  (?:medical|garderie|entreprise)): \d+$/gm, '$1: 1');
    writeFileSync(join(site.web, DATA, 'villes/rimouski.yaml'), city);
    expect(cities()).toBe(before + 1);
    await expect.poll(text, { timeout: 30_000 }).toBe(shown(before + 1));

    // A file the build would refuse (written outside the editor, which refuses it): the pages say
    // so in French, with the file, the field and what to do, never « An error occurred ».
    const file = join(site.web, DATA, 'accueil.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{villes.nombre}', '{villes.nombr}'));
    await expect(async () => {
      const answer = await page.goto(`${editor!.url}/contact`);
      expect(answer?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page ne peut pas s’afficher : le site ne se construirait pas');
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(/src\/content\/data\/accueil\.yaml, champ « villes\.titre » : la clé \{villes\.nombr\} n’existe pas/)).toBeVisible();
    await expect(page.getByText('An error occurred')).toHaveCount(0);
  });
});
