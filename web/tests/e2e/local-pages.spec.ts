// The 3 sector landing pages and the 36 sector-city pages (issue 6, spec 2.16, 2.17), seen from
// the C++ server the way search engines and visitors see them. Expected texts come from the data
// (page models, data/pages-ville/, data/pages-secteurs.yaml) or from the spec, never from a copy.
import { expect, test, type Page } from '@playwright/test';
import { pages as models, ui, type Json } from './build-data';
import { axeViolations, DESKTOP, MOBILE, sectionsLaidOut, sitemapPaths } from './site';

// The cities, sectors, routes and page models the build rendered these pages from.
type SectorSlug = 'medical' | 'garderie' | 'entreprise';
type City = { slug: string; name: string; neighbours: string[]; quartiers: string[] } & Record<string, any>;
const cities: City[] = models.cities;
const sectorSlugs: SectorSlug[] = models.sectorSlugs;
const { sectors, pageFrame, sectorLandings, sectorTrustBadges } = models;
const customCities = new Map(Object.entries(models.customCities as Record<string, { delai: string }>));
const sectorPath = (sector: SectorSlug): string => models.sectorPaths[sector];
const sectorCityPath = (sector: SectorSlug, city: string): string => models.sectorCityPaths[sector][city];
const buildCityPage = (sector: SectorSlug, city: string) => models.cityPages[sector][city];
/** The clients a city counts in a sector (its file's `nombreClients`). */
const clientsIn = (sector: SectorSlug, city: string): number => models.cityClients[sector][city];

// Spec 2.1: the Laval and Longueuil pages have their own text.
const CUSTOM = new Set(['laval', 'longueuil']);
const COMPLIANCE: Record<SectorSlug, string> = {
  medical: '/conformite-cliniques-medicales',
  garderie: '/conformite-garderies',
  entreprise: '/conformite-entreprises-reglementees',
};
const AUDIT_SECTEUR: Record<SectorSlug, string> = {
  medical: 'medical-clinique',
  garderie: 'garderie-cpe',
  entreprise: 'entreprise-bureau',
};

const landingPaths = sectorSlugs.map(sectorPath);
const cityPages = sectorSlugs.flatMap((sector) => cities.map((city) => ({ sector, city, path: sectorCityPath(sector, city.slug) })));

const attr = (html: string, re: RegExp) => html.match(re)?.[1];
const unescape = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

type Ld = Record<string, any>;

/** The page's JSON-LD blocks, parsed, and a lookup that fails clearly when a type is missing. */
function jsonLd(html: string): (type: string) => Ld {
  const items: Ld[] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return (type) => {
    const found = items.find((i) => i['@type'] === type);
    expect(found, `${type} JSON-LD`).toBeTruthy();
    return found!;
  };
}

test('the 39 local routes answer 200, with unique titles and descriptions, self canonicals, in the sitemap', async ({ request }) => {
  const listed = new Set(await sitemapPaths(request));
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const all = [...landingPaths, ...cityPages.map((p) => p.path)];
  expect(all).toHaveLength(39);
  for (const path of all) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const title = unescape(attr(html, /<title>([^<]+)<\/title>/) ?? '');
    const description = unescape(attr(html, /<meta name="description" content="([^"]+)"/) ?? '');
    expect(title.length, path).toBeGreaterThan(20);
    expect(description.length, path).toBeGreaterThan(80);
    expect(titles.get(title), `title of ${path}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical && new URL(canonical).pathname, path).toBe(path);
    expect(listed.has(path), `${path} in sitemap.xml`).toBe(true);
  }
});

test('landing pages carry BreadcrumbList and FAQPage JSON-LD', async ({ request }) => {
  for (const sector of sectorSlugs) {
    const ld = jsonLd(await (await request.get(sectorPath(sector))).text());
    const crumbs = ld('BreadcrumbList');
    expect(crumbs.itemListElement.map((e: { name: string }) => e.name)).toEqual([pageFrame.home, sectors[sector].name]);
    expect(ld('FAQPage').mainEntity.length).toBeGreaterThanOrEqual(3);
  }
});

test('city pages carry LocalBusiness (city, geo), FAQPage, BreadcrumbList JSON-LD and geo meta tags', async ({ request }) => {
  for (const { sector, city, path } of cityPages) {
    const html = await (await request.get(path)).text();
    const ld = jsonLd(html);
    const business = ld('LocalBusiness');
    expect(business.address).toMatchObject({ addressLocality: city.name, addressRegion: 'QC', addressCountry: 'CA' });
    expect(business.address.postalCode).toBe(city.codePostal);
    expect(business.geo).toMatchObject({ latitude: city.gps.lat, longitude: city.gps.lon });
    expect(ld('FAQPage').mainEntity, path).toHaveLength(3);
    const crumbs = ld('BreadcrumbList');
    expect(crumbs.itemListElement.map((e: { name: string }) => e.name)).toEqual([pageFrame.home, sectors[sector].name, city.name]);
    expect(new URL(crumbs.itemListElement[1].item).pathname).toBe(sectorPath(sector));
    expect(attr(html, /<meta name="geo.position" content="([^"]+)"/)).toBe(`${city.gps.lat};${city.gps.lon}`);
    expect(attr(html, /<meta name="ICBM" content="([^"]+)"/)).toBe(`${city.gps.lat}, ${city.gps.lon}`);
    expect(attr(html, /<meta name="geo.postalcode" content="([^"]+)"/)).toBe(city.codePostal);
    expect(unescape(attr(html, /<meta name="geo.placename" content="([^"]+)"/) ?? '')).toBe(city.name);
  }
});

test('a landing page: call link, #audit anchor, the four badges, the audit form with the sector chosen, 12 city links', async ({ page }) => {
  const landing = sectorLandings.medical;
  await page.goto('/nettoyage-medical');
  await expect(page.getByRole('navigation', { name: ui['fil-ariane'].nom }).getByRole('link', { name: pageFrame.home })).toBeVisible();
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('link', { name: /^Appeler\sle\s/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  for (const badge of sectorTrustBadges.map((b: Json) => b.label)) {
    await expect(page.getByRole('list', { name: 'Nos garanties' }).getByText(badge, { exact: true })).toBeVisible();
  }
  // Problems, solution and results sections (spec 2.16).
  for (const heading of [landing.problems.title, landing.solution.title, landing.results.title]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await hero.getByRole('link', { name: pageFrame.auditButton }).click();
  await expect(page).toHaveURL(/#audit$/);
  await expect(page.getByLabel('Secteur')).toHaveValue('medical');
  await expect(page.getByRole('heading', { name: landing.audit.title, exact: true })).toBeInViewport();

  const cityLinks = page.locator('#villes').getByRole('link');
  await expect(cityLinks).toHaveCount(12);
  const hrefs = await cityLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(cities.map((c) => sectorCityPath('medical', c.slug)).sort());
});

test('the reusable audit form on a landing page asks for consent before sending', async ({ page }) => {
  await page.goto('/nettoyage-garderie#audit');
  await expect(page.getByLabel('Secteur')).toHaveValue('garderie');
  await page.getByLabel('Nom complet').fill('Chantal Dubé');
  await page.getByLabel('Entreprise ou établissement').fill('CPE Les Lucioles');
  await page.getByLabel('Courriel').fill('chantal@example.com');
  await page.getByLabel('Téléphone').fill('514-555-0101');
  await page.getByRole('button', { name: 'Demander mon audit gratuit' }).click();
  await expect(page.getByText('Veuillez accepter notre politique de confidentialité pour continuer.')).toBeVisible();
});

async function checkCityPage(page: Page, sector: SectorSlug, city: City) {
  await page.goto(sectorCityPath(sector, city.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(buildCityPage(sector, city.slug).hero.title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name);
  const crumbs = page.getByRole('navigation', { name: ui['fil-ariane'].nom });
  await expect(crumbs.getByRole('link', { name: sectors[sector].name })).toHaveAttribute('href', sectorPath(sector));
  for (const quartier of city.quartiers) {
    await expect(page.locator('#quartiers').getByText(quartier, { exact: true })).toBeVisible();
  }
  // The city's testimonials (data/temoignages/), its sector first, each naming its district.
  const { items, elsewhere } = buildCityPage(sector, city.slug).testimonials;
  const testimonials = [...items, ...(elsewhere?.items ?? [])];
  const figures = page.locator('#temoignages figure');
  await expect(figures).toHaveCount(testimonials.length);
  for (const [i, t] of testimonials.entries()) {
    await expect(figures.nth(i).locator('figcaption')).toContainText(t.name);
    expect(city.quartiers.some((q) => t.role.endsWith(`, ${q}`))).toBe(true);
  }
  await expect(page.locator('#services h3')).toHaveCount(5);
  await expect(page.locator('#faq details')).toHaveCount(3);
  await expect(page.locator('#conformite').getByRole('link')).toHaveAttribute('href', COMPLIANCE[sector]);
  await expect(page.locator('#chiffres')).toContainText(`${new Intl.NumberFormat('fr-CA').format(clientsIn(sector, city.slug))}+`);
  // The short audit form with the city and, where it maps, the sector preselected.
  const form = page.locator('#audit-gratuit form');
  await expect(form.getByLabel('Ville')).toHaveValue(city.slug);
  await expect(form.getByLabel('Secteur')).toHaveValue(AUDIT_SECTEUR[sector]);
  // Four neighbouring cities, linked by canonical URL.
  const neighbours = page.locator('#villes-voisines').getByRole('link');
  await expect(neighbours).toHaveCount(4);
  const hrefs = await neighbours.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(city.neighbours.map((slug) => sectorCityPath(sector, slug)));
}

test('generic city pages show the city’s own districts, testimonials, FAQs, form and neighbours', async ({ page }) => {
  await checkCityPage(page, 'medical', cities.find((c) => c.slug === 'sherbrooke')!);
  await checkCityPage(page, 'garderie', cities.find((c) => c.slug === 'montreal')!);
  await checkCityPage(page, 'entreprise', cities.find((c) => c.slug === 'trois-rivieres')!);
});

test('the six Laval and Longueuil pages have their own text in the same template', async ({ page }) => {
  expect(new Set(customCities.keys())).toEqual(CUSTOM);
  for (const slug of CUSTOM) {
    const city = cities.find((c) => c.slug === slug)!;
    for (const sector of sectorSlugs) {
      await checkCityPage(page, sector, city);
      // Their own paragraphs (data/pages-ville/sur-mesure/), not the sector template's.
      const model = buildCityPage(sector, slug);
      expect(model.custom).toBe(true);
      for (const paragraph of model.intro.paragraphs) await expect(page.locator('#presentation')).toContainText(paragraph);
      // Their own response time (spec 2.12), from their file.
      await expect(page.locator('#chiffres')).toContainText(customCities.get(slug)!.delai.replace(' ', '\u00a0'));
    }
  }
});

test('on a phone, the bottom bar’s « Audit Gratuit » scrolls to the city page’s audit form', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  await page.goto('/nettoyage-garderie-quebec');
  await page.getByRole('region', { name: 'Actions rapides' }).getByRole('link', { name: 'Audit Gratuit' }).click();
  await expect(page).toHaveURL(/\/nettoyage-garderie-quebec#audit-gratuit$/);
  await expect(page.getByRole('heading', { name: buildCityPage('garderie', 'quebec').audit.title, exact: true })).toBeInViewport();
  await context.close();
});

// The site-wide axe run covers every page; this one pins the three local page shapes.
for (const [label, viewport] of [['390 px', MOBILE], ['1280 px', DESKTOP]] as const) {
  test(`axe finds no violation on a landing, a generic and a custom city page at ${label}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ['/nettoyage-entreprise', '/nettoyage-medical-gatineau', '/nettoyage-garderie-longueuil']) {
      await page.goto(path);
      const violations = await axeViolations(page);
      for (const v of violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

test('the other link shapes of the spec redirect to the canonical pages', async ({ request }) => {
  for (const [from, to] of [
    ['/nettoyage-medical/montreal', '/nettoyage-medical-montreal'],
    ['/nettoyage-garderie/levis/', '/nettoyage-garderie-levis'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(to);
  }
});

// Spec intent (issue 6): the 30 generic pages are not one text with place names swapped.
// Sentences are taken from the visible text of <main> (FAQ answers opened, the honeypot and the
// unopened options of selects left out). Everything a template would swap is masked before
// comparing: the city's name, its districts, its neighbouring cities' names and every digit, so a
// sentence that differs only by those counts as shared. Fragments under 4 words (labels, names)
// are ignored. For each pair, shared = |A ∩ B| / min(|A|, |B|).
test('generic city pages of one sector share less than 70 % of their sentences', async ({ page }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  const worstBySector: { sector: string; ratio: number; pair: string }[] = [];
  for (const sector of sectorSlugs) {
    const texts = new Map<string, Set<string>>();
    for (const city of cities.filter((c) => !CUSTOM.has(c.slug))) {
      await page.goto(sectorCityPath(sector, city.slug));
      await sectionsLaidOut(page);  // innerText leaves out the sections not laid out yet
      const text = await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) {
          d.removeAttribute('name');
          d.open = true;
        }
        // What a person sees: not the honeypot, only the chosen option of a closed select.
        for (const hidden of document.querySelectorAll('main [aria-hidden="true"]')) hidden.remove();
        for (const select of document.querySelectorAll<HTMLSelectElement>('main select')) {
          select.replaceWith(select.selectedOptions[0]?.textContent ?? '');
        }
        return document.querySelector('main')!.innerText;
      });
      texts.set(city.slug, sentences(text, city));
    }
    const ratios: number[] = [];
    let worst = { ratio: 0, pair: '' };
    const slugs = [...texts.keys()];
    for (let i = 0; i < slugs.length; i++) {
      for (let j = i + 1; j < slugs.length; j++) {
        const a = texts.get(slugs[i]!)!;
        const b = texts.get(slugs[j]!)!;
        const shared = [...a].filter((s) => b.has(s)).length;
        const ratio = shared / Math.min(a.size, b.size);
        ratios.push(ratio);
        if (ratio > worst.ratio) worst = { ratio, pair: `${slugs[i]} / ${slugs[j]}` };
      }
    }
    const mean = ratios.reduce((s, r) => s + r, 0) / ratios.length;
    const sizes = [...texts.values()].map((s) => s.size);
    report.push(
      `${sector}: ${ratios.length} pairs, max ${(worst.ratio * 100).toFixed(1)} % (${worst.pair}), mean ${(mean * 100).toFixed(1)} %, ${Math.min(...sizes)}–${Math.max(...sizes)} sentences a page`,
    );
    worstBySector.push({ sector, ...worst });
    if (process.env.SHARED_SENTENCES) {
      const [x, y] = worst.pair.split(' / ');
      const b = texts.get(y!)!;
      console.log(`${sector} ${worst.pair}:\n    ${[...texts.get(x!)!].filter((s) => b.has(s)).join('\n    ')}`);
    }
  }
  console.log(`Shared sentences between generic city pages (city, districts, neighbours and digits masked):\n  ${report.join('\n  ')}`);
  test.info().annotations.push({ type: 'shared-sentences', description: report.join(' | ') });
  for (const w of worstBySector) expect(w.ratio, `${w.sector}: ${w.pair}`).toBeLessThan(0.7);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalize = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[\u2019']/g, '’');

/** The page's sentences with every swappable place name and number masked. */
function sentences(text: string, city: City): Set<string> {
  const names = [
    city.name,
    ...city.quartiers,
    ...city.neighbours.map((slug) => cities.find((c) => c.slug === slug)!.name),
  ]
    .map(normalize)
    // « Le Plateau » is written « au Plateau », « Le Plateau-Mont-Royal » « du Plateau-Mont-Royal ».
    .flatMap((name) => (/^(Le|La|Les) /.test(name) ? [name, name.replace(/^\S+ /, '')] : [name]))
    // Longest first, so « Chicoutimi-Nord » is masked before « Chicoutimi ».
    .sort((a, b) => b.length - a.length);
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    for (const raw of line.split(/(?<=[.!?])\s+/)) {
      let s = normalize(raw).trim();
      // Whole words, any case: « le secteur L » is written in lower case in running text.
      for (const name of names) s = s.replace(new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'giu'), '{lieu}');
      // The preposition or article before a name changes with it (« d’Aylmer », « du Plateau »).
      s = s.replace(/(?<!\p{L})(?:dans (?:le|la|les|l’)|de (?:la|l’)|à (?:la|l’)|d’|du|des|de|au|aux|à|le|la|les|l’) ?\{lieu\}/giu, '{lieu}');
      s = s.replace(/\d+([ ,.]\d+)*/g, '{n}');
      if (s.split(' ').length >= 4) out.add(s);
    }
  }
  return out;
}
