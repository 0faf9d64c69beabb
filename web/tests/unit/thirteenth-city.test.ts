// Issue 15, items 4 and 6: adding a city is one file in src/content/data/villes/ plus its option in
// the forms catalog. This builds a copy of the site with a 13th city from a fixture and finds it
// everywhere a city belongs: its three pages, the sitemap, every city grid and list, the forms'
// city option and the computed count (« 13 villes »). The same copy also gets the price edit that
// CONTENT.md gives as its example, taken from CONTENT.md itself, so the guide works as written.
// The real data is left untouched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { sectorSlugs } from '../../src/content/sectors';

const web = fileURLToPath(new URL('../../', import.meta.url));
const repo = join(web, '..');
const fixture = join(web, 'tests/fixtures/ville-13/rimouski.yaml');
const SLUG = 'rimouski';
const NAME = 'Rimouski';

const listing = () => readdirSync(join(web, 'src/content/data/villes')).sort();
const catalogText = () => readFileSync(join(repo, 'forms/catalog.json'), 'utf8');

/** The two YAML blocks of CONTENT.md's price example (« Remplacez la ligne » … « par »). */
const guideEdit = (() => {
  const guide = readFileSync(join(repo, 'CONTENT.md'), 'utf8');
  const example = guide.slice(guide.indexOf('## Changer un prix'));
  const [from, to] = [...example.matchAll(/```yaml\n([\s\S]*?)```/g)].slice(0, 2).map((m) => m[1]!.replace(/^ {3}/gm, ''));
  return { from: from!, to: to! };
})();

let root: string;
let dist: string;
const realBefore = { villes: listing(), catalog: catalogText() };
const page = (name: string) => readFileSync(join(dist, `${name}.html`), 'utf8');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-13-villes-'));
  const copy = join(root, 'web');
  // The site's sources, not its build output or dependencies (linked).
  for (const entry of ['src', 'public', 'integrations', 'astro.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(web, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(web, 'node_modules'), join(copy, 'node_modules'), 'dir');
  cpSync(join(repo, 'forms'), join(root, 'forms'), { recursive: true });
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });

  // The edit CONTENT.md describes: one city file, one option in the forms catalog.
  cpSync(fixture, join(copy, 'src/content/data/villes', `${SLUG}.yaml`));
  const catalogPath = join(root, 'forms/catalog.json');
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8'));
  catalog.optionSets.villes.push({ value: SLUG, label: NAME });
  writeFileSync(catalogPath, `${JSON.stringify(catalog, null, 2)}\n`);

  // CONTENT.md's example: « Remplacez la ligne … par … » in chiffres.yaml.
  const figuresPath = join(copy, 'src/content/data/chiffres.yaml');
  const figuresText = readFileSync(figuresPath, 'utf8');
  expect(figuresText).toContain(guideEdit.from);
  writeFileSync(figuresPath, figuresText.replace(guideEdit.from, guideEdit.to));

  const astro = join(web, 'node_modules/astro/bin/astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`build of the 13-city copy failed:\n${build.stdout}\n${build.stderr}`);
  dist = join(copy, 'dist');
}, 600_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a 13th city added as one data file (fixture: Rimouski)', () => {
  it('gets its three sector pages', () => {
    for (const sector of sectorSlugs) {
      const html = page(`nettoyage-${sector}-${SLUG}`);
      expect(html).toContain(`<h1`);
      expect(html).toMatch(new RegExp(`<title>[^<]*${NAME}`));
    }
  });

  it('is in the sitemap, once per page', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    for (const sector of sectorSlugs) expect(sitemap.split(`/nettoyage-${sector}-${SLUG}<`).length - 1).toBe(1);
  });

  it('takes its place in every grid and list of cities', () => {
    // Home (spec 2.5, anchor villes-quebec), the three compliance guides and the three landings.
    for (const name of ['index', 'conformite-cliniques-medicales', 'conformite-garderies', 'conformite-entreprises-reglementees']) {
      expect(page(name), name).toContain(NAME);
    }
    expect(page('conformite-garderies')).toContain(`href="/nettoyage-garderie-${SLUG}"`);
    for (const sector of sectorSlugs) expect(page(`nettoyage-${sector}`)).toContain(`href="/nettoyage-${sector}-${SLUG}"`);
  });

  it('is an option of the forms’ city lists', () => {
    const option = new RegExp(`<option value="${SLUG}"[^>]*>${NAME}</option>`);
    expect(page(`nettoyage-medical-${SLUG}`)).toMatch(option);
    expect(page('conformite-cliniques-medicales')).toMatch(option);
  });

  it('counts in « N villes », computed from the data', () => {
    const count = cities.length + 1;
    expect(page('index').replace(/\u00a0|&nbsp;/g, ' ')).toContain(`${count} villes`);
    expect(page('index')).not.toContain(`${count - 1} villes`);
  });

  it('shows CONTENT.md’s example price edit wherever the price appears', () => {
    const nbsp = (name: string) => page(name).replace(/\u00a0|&nbsp;|&#160;/g, ' ');
    expect(nbsp('conformite-garderies')).toContain('850 à 1 250 $');
    expect(nbsp('conformite-garderies')).not.toContain('800 à 1 200 $');
    expect(nbsp('nettoyage-garderie')).toContain('de 850 $ à 1 250 $');
    expect(nbsp('nettoyage-garderie-laval')).toContain('de 850 $ à 1 250 $');
  });

  it('leaves the real data untouched', () => {
    expect(listing()).toEqual(realBefore.villes);
    expect(existsSync(join(web, 'src/content/data/villes', `${SLUG}.yaml`))).toBe(false);
    expect(catalogText()).toBe(realBefore.catalog);
  });
});
