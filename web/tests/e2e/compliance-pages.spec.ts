// The compliance pages (issue 5, spec 2.11–2.15): metadata and structured data, anchors, the
// childcare table of contents, accordions, sector tabs, city grids and the reusable audit form's
// consent check. Successful submissions are covered with the lead pipeline's tests. Our own copy
// (headings, captions, button labels) is read from the data, so editing a sentence needs no edit here.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pages as models, site, ui, values, type Json } from './build-data';
import { axeViolations, DESKTOP, MOBILE, hydrated } from './site';

// The page models the build rendered the compliance pages from (src/page-models/compliance.ts).
const { childcareChapters, childcarePage, clinicCityPages, clinicsPage, regulatedPage } = models.compliance;
const cities: { slug: string; name: string }[] = models.cities;

interface PageSpec {
  path: string;
  jsonLdTypes: string[];
  anchors: string[];
}

/** French text as typeset on the pages: no-break spaces read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-').trim();

/** The clinic city pages as their files describe them (data/conformite/cliniques-villes/). */
const CLINIC_CITIES = clinicCityPages.map((p: Json) => ({
  slug: p.slug,
  name: p.cityName,
  latitude: p.geo.latitude,
  longitude: p.geo.longitude,
  postalCode: p.geo.postalCode,
  reviews: String(p.reviewCount),
  stats: p.stats.items.map((item: Json) => plain(item.value)),
}));

const CHILDCARE_ANCHORS = [
  'table-matieres-cpe', 'reglement-officiel', 'guide-complet', 'articles-cles', 'modifications-2025',
  'sanctions-non-conformite', 'produits-ecollogo', 'liste-produits-approuves', 'produits-interdits',
  'desinfection-jouets', 'aires-de-change', 'gastro-enterite', 'pied-main-bouche', 'covid-19-cpe',
  'preparation-inspection', 'grille-verification', 'documents-requis', 'cpe-montreal', 'audit-gratuit-cpe',
  // Not shown by the spec, but the table of contents points to them: written so no link is dead.
  'salles-de-bain-cpe', 'cpe-longueuil', 'cpe-laval',
];

const PAGES: PageSpec[] = [
  { path: '/conformite-cliniques-medicales', jsonLdTypes: ['BreadcrumbList', 'FAQPage'], anchors: ['audit-gratuit'] },
  ...CLINIC_CITIES.map((c: Json) => ({
    path: `/conformite-cliniques-medicales-${c.slug}`,
    jsonLdTypes: ['BreadcrumbList', 'LocalBusiness'],
    anchors: ['audit-gratuit'],
  })),
  { path: '/conformite-garderies', jsonLdTypes: ['BreadcrumbList', 'FAQPage', 'Article'], anchors: CHILDCARE_ANCHORS },
  {
    path: '/conformite-entreprises-reglementees',
    jsonLdTypes: ['BreadcrumbList', 'FAQPage'],
    anchors: ['conformite-msss', 'conformite-cnesst', 'conformite-ministere-famille', 'villes-conformite', 'faq-conformite', 'audit-gratuit'],
  },
  { path: '/faq-conformite', jsonLdTypes: ['BreadcrumbList', 'FAQPage'], anchors: ['contact'] },
];

/** A figure of chiffres.yaml as the pages show it, in plain spaces. */
const figure = (key: string) => plain(values.get(key)!);

/** The label of a page's button that leads to `href`. */
const actionTo = (actions: readonly ({ href: string; label: string } | { appel: string })[], href: string) =>
  actions.flatMap((a) => ('href' in a && a.href === href ? [a.label] : []))[0]!;

const childcareSubsection = (id: string) =>
  childcareChapters.flatMap((c: Json) => c.subsections ?? []).find((s: Json) => s.id === id)!;
/** The tables of the childcare products chapter, in page order. */
const productTables = ['liste-produits-approuves', 'produits-interdits'].map(
  (id) => childcareSubsection(id).blocks.find((b: Json) => b.kind === 'table')!.table,
);
const TOC_LABEL = childcarePage.toc.label;

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b));
}

/** Waits until a smooth scroll has come to rest. */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    }, { intervals: [100] })
    .toBe(true);
}

/**
 * Hydrates a form island (`client:interaction`: on the first focus inside it) and waits until
 * Astro drops `ssr`, so submit runs its script.
 */

test('each compliance page answers 200 with its own title, description, canonical and JSON-LD', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const spec of PAGES) {
    const response = await page.goto(spec.path);
    expect(response?.status(), spec.path).toBe(200);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(title.length, spec.path).toBeGreaterThan(10);
    expect(title.length, `${spec.path} title fits in search results`).toBeLessThanOrEqual(70);
    expect(description.length, spec.path).toBeGreaterThan(50);
    titles.add(title);
    descriptions.add(description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${spec.path}$`));
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const items = await jsonLd(page);
    expect(items.map((i) => i['@type']).sort(), spec.path).toEqual([...spec.jsonLdTypes].sort());
    const breadcrumb = items.find((i) => i['@type'] === 'BreadcrumbList')!;
    expect(breadcrumb.itemListElement.at(-1).item).toMatch(new RegExp(`${spec.path}$`));
    await expect(page.getByRole('navigation', { name: ui['fil-ariane'].nom })).toBeVisible();
  }
  expect(titles.size).toBe(PAGES.length);
  expect(descriptions.size).toBe(PAGES.length);
});

test('the islands of the compliance pages hydrate without breaking the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const spec of PAGES) {
    await page.goto(spec.path);
    await hydrated(page.locator('form[method="post"]').last());
  }
  expect(problems).toEqual([]);
});

test('every listed anchor exists once on its page', async ({ page }) => {
  for (const spec of PAGES) {
    await page.goto(spec.path);
    for (const id of spec.anchors) await expect(page.locator(`[id="${id}"]`), `${spec.path}#${id}`).toHaveCount(1);
  }
});

test('the FAQPage JSON-LD carries exactly the questions of the page accordion', async ({ page }) => {
  for (const spec of PAGES.filter((p) => p.jsonLdTypes.includes('FAQPage'))) {
    await page.goto(spec.path);
    const faq = (await jsonLd(page)).find((i) => i['@type'] === 'FAQPage')!;
    const shown = (await page.locator('details > summary').allTextContents()).map(plain);
    expect(faq.mainEntity.map((q: { name: string }) => plain(q.name)), spec.path).toEqual(shown);
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
  }
});

test('FAQ sizes follow the spec: 8 on the clinic page, 10 on the childcare and FAQ pages, at least 8 for regulated businesses', async ({ page }) => {
  const expected: [string, (n: number) => boolean][] = [
    ['/conformite-cliniques-medicales', (n) => n === 8],
    ['/conformite-garderies', (n) => n === 10],
    ['/faq-conformite', (n) => n === 10],
    ['/conformite-entreprises-reglementees', (n) => n >= 8],
  ];
  for (const [path, ok] of expected) {
    await page.goto(path);
    expect(ok(await page.locator('details > summary').count()), path).toBe(true);
  }
  // The compliance FAQ covers the five topics of the spec's FAQ structured data (2.1).
  await page.goto('/faq-conformite');
  const questions = plain((await page.locator('details > summary').allTextContents()).join('\n'));
  for (const topic of [/réglementations québécoises/i, /certification du MSSS/i, /SIMDUT 2015/, /garderie/i, /coûte/i]) {
    expect(questions).toMatch(topic);
  }
});

test('each accordion keeps at most one item open and closes on a second click', async ({ page }) => {
  for (const spec of PAGES.filter((p) => p.jsonLdTypes.includes('FAQPage'))) {
    await page.goto(spec.path);
    const items = page.locator('details');
    const open = page.locator('details[open]');
    await expect(open).toHaveCount(0);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p').first()).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', /.*/);
    await expect(open).toHaveCount(1);
    await items.nth(1).locator('summary').click();
    await expect(open).toHaveCount(0);
  }
});

test.describe('childcare guide', () => {
  test('every table of contents link points to an existing section and scrolling lands there', async ({ page }) => {
    // Instant jumps keep this loop fast; the smooth variant is checked below.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/conformite-garderies');
    const toc = page.getByRole('navigation', { name: TOC_LABEL });
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // The table of contents reaches every anchor of the guide but itself.
    expect(hrefs.map((h) => h.slice(1))).toEqual(expect.arrayContaining(CHILDCARE_ANCHORS.filter((a) => a !== 'table-matieres-cpe')));
    for (const href of hrefs) {
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = page.locator(href);
      await expect(target, href).toHaveCount(1);
      await toc.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(target.getByRole('heading').first(), href).toBeInViewport();
    }
  });

  test('in-page links scroll smoothly, unless the visitor prefers reduced motion', async ({ page }) => {
    const behavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/conformite-garderies');
    expect(await behavior()).toBe('smooth');
    const documents = childcareSubsection('documents-requis').title;
    await page.getByRole('navigation', { name: TOC_LABEL }).getByRole('link', { name: documents }).click();
    await scrollSettled(page);
    await expect(page.getByRole('heading', { name: documents })).toBeInViewport();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await behavior()).toBe('auto');
  });

  test('hero buttons scroll to the table of contents and to the audit form', async ({ page }) => {
    await page.goto('/conformite-garderies');
    const { hero, toc, audit } = childcarePage;
    await page.getByRole('link', { name: actionTo(hero.actions, `#${toc.id}`) }).click();
    await expect(page.getByRole('heading', { name: toc.title, exact: true })).toBeInViewport();
    await page.getByRole('link', { name: actionTo(hero.actions, `#${audit.id}`) }).first().click();
    await expect(page.locator('#audit-gratuit-cpe form')).toBeInViewport();
  });

  test('products are real tables: four recommended with pH, usage and price, six forbidden with reason and alternative', async ({ page }) => {
    await page.goto('/conformite-garderies');
    const [approvedTable, forbiddenTable] = productTables;
    const approved = page.getByRole('table', { name: approvedTable!.caption });
    await expect(approved.getByRole('columnheader')).toHaveCount(4);
    await expect(approved.getByRole('rowheader')).toHaveCount(4);
    // Section 9's prices, by container.
    const prices = (await approved.locator('tbody td:last-child').allTextContents()).map(plain);
    expect(prices).toEqual(['12,99 $ / 4 L', '9,99 $ / 2 L', '24,99 $ / 4 L', '18,99 $ / 4 L']);
    const forbidden = page.getByRole('table', { name: forbiddenTable!.caption });
    await expect(forbidden.getByRole('rowheader')).toHaveCount(6);
    for (const name of [/Javel/, /Ammoniaque/, /Parfums/, /Phosphates/, /Triclosan/, /Aérosols/]) {
      await expect(forbidden.getByRole('rowheader', { name })).toHaveCount(1);
    }
  });

  test('sanctions escalate in three steps, with fines of 500 to 2 000 $ per offence', async ({ page }) => {
    await page.goto('/conformite-garderies');
    const sanctions = page.locator('#sanctions-non-conformite');
    await expect(sanctions.locator('ol > li')).toHaveCount(3);
    expect(plain(await sanctions.textContent())).toContain(figure('amendes.garderie'));
    expect(figure('amendes.garderie')).toBe('500 à 2 000 $');
  });

  test('the regulation articles 76, 77, 78, 79 and 89 each have their card', async ({ page }) => {
    await page.goto('/conformite-garderies');
    const articles = page.locator('#articles-cles');
    for (const n of ['76', '77', '78', '79', '89']) {
      await expect(articles.getByRole('heading', { name: new RegExp(`^Article ${n}\\s:`) })).toHaveCount(1);
    }
  });

  test('the 12-city grid links every city to its childcare page', async ({ page }) => {
    await page.goto('/conformite-garderies');
    const links = page.locator('#villes-cpe a[href^="/nettoyage-garderie-"]');
    const hrefs = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect(hrefs.size).toBe(12);
  });
});

test.describe('clinic pages', () => {
  test('province page: call and audit buttons, price table, city grid with three links', async ({ page }) => {
    await page.goto('/conformite-cliniques-medicales');
    await expect(page.getByRole('link', { name: /^Appeler le/ }).first()).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await page.getByRole('link', { name: actionTo(clinicsPage.hero.actions, '#audit-gratuit') }).first().click();
    await expect(page.locator('#audit-gratuit form')).toBeInViewport();

    const priceTable = clinicsPage.prices.blocks!.find((b: Json) => b.kind === 'table')!.table;
    const prices = page.getByRole('table', { name: priceTable.caption });
    await expect(prices.getByRole('rowheader')).toHaveCount(3);
    const rows = prices.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    // Every row of the spec 9 clinic price table: area, rate per sq ft, monthly budget.
    const expected = [
      ['1 000 à 2 000 pi²', '0,25 à 0,30 $', '1 200 à 2 400 $'],
      ['2 000 à 4 000 pi²', '0,22 à 0,28 $', '2 200 à 4 480 $'],
      ['4 000 à 8 000 pi²', '0,20 à 0,25 $', '4 000 à 8 000 $'],
    ];
    for (const [i, cells] of expected.entries()) {
      const text = plain(await rows.nth(i).textContent());
      for (const cell of cells) expect(text, `row ${i + 1}`).toContain(cell);
    }

    const grid = page.locator('#villes');
    const cityLinks = grid.getByRole('link');
    await expect(cityLinks).toHaveCount(cities.length);
    for (const slug of ['montreal', 'longueuil', 'laval']) {
      await expect(grid.locator(`a[href="/conformite-cliniques-medicales-${slug}"]`)).toHaveCount(1);
    }
    await expect(grid.getByRole('link', { name: /Gatineau/ })).toHaveAttribute('href', '/nettoyage-medical-gatineau');
    await expect(page.locator('#risques').getByRole('heading', { level: 3 })).toHaveCount(3);
    const steps = page.locator('#processus-audit ol > li');
    await expect(steps).toHaveCount(10);
    const stepItems = clinicsPage.process.blocks!.find((b: Json) => b.kind === 'steps')!.items;
    await expect(steps.first()).toContainText(stepItems[0]!.title);
    await expect(steps.last()).toContainText(stepItems.at(-1)!.title);
    await expect(page.locator('#temoignages figure')).toHaveCount(4);

    // Risk cards: fines up to 50,000 $ (spec 2.11).
    expect(figure('amendes.clinique')).toBe('50 000 $');
    expect(plain(await page.locator('#risques').textContent())).toContain(figure('amendes.clinique'));
    // Founder story, with the founding year of the site's configuration.
    const founder = page.locator('#notre-fondatrice');
    await expect(founder.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(founder).toContainText(String(site.foundedYear));
  });

  for (const city of CLINIC_CITIES) {
    test(`${city.name}: local metadata, LocalBusiness, stats, side form with the city preset`, async ({ page }) => {
      await page.goto(`/conformite-cliniques-medicales-${city.slug}`);
      await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute('content', city.name);
      await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute('content', `${city.latitude};${city.longitude}`);
      await expect(page.locator('meta[name="geo.postalcode"]')).toHaveAttribute('content', city.postalCode);
      const business = (await jsonLd(page)).find((i) => i['@type'] === 'LocalBusiness')!;
      expect(business.address).toMatchObject({ addressLocality: city.name, postalCode: city.postalCode, addressRegion: 'QC', addressCountry: 'CA' });
      expect(business.geo).toMatchObject({ latitude: city.latitude, longitude: city.longitude });
      // The structured data carries the review count the page shows, not the site-wide 127.
      expect(business.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: Number(city.reviews) });

      const stats = plain(await page.locator('#chiffres dl').textContent());
      for (const figure of [...city.stats, `${city.reviews} avis`]) expect(stats).toContain(figure);

      const form = page.locator('#audit-gratuit form');
      await expect(form.locator('input[type="hidden"][name="ville"]')).toHaveValue(city.slug);
      await expect(page.locator('#etudes-de-cas article')).toHaveCount(3);
      const { challenge, solution, result } = clinicsPage.pagesVilles.caseLabels;
      await expect(page.locator('#etudes-de-cas dt')).toHaveText(Array(3).fill([challenge, solution, result]).flat());
    });
  }

  test('Montréal lists its 12 boroughs in the hero', async ({ page }) => {
    await page.goto('/conformite-cliniques-medicales-montreal');
    const montreal = clinicCityPages.find((p: Json) => p.slug === 'montreal')!;
    await expect(page.getByRole('list', { name: montreal.hero.areasLabel }).getByRole('listitem')).toHaveCount(12);
  });
});

test('on a phone, the bottom bar’s « Audit Gratuit » scrolls to the page’s audit form', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  for (const path of ['/conformite-cliniques-medicales', '/conformite-cliniques-medicales-laval', '/conformite-entreprises-reglementees']) {
    await page.goto(path);
    const bar = page.getByRole('region', { name: 'Actions rapides' });
    await bar.getByRole('link', { name: 'Audit Gratuit' }).click();
    await expect(page).toHaveURL(/#audit-gratuit$/);
    await expect(page.locator('#audit-gratuit form')).toBeInViewport();
  }
  await context.close();
});

test.describe('regulated businesses', () => {
  test('sector tabs default to pharmacies and switch with click and arrow keys', async ({ page }) => {
    await page.goto('/conformite-entreprises-reglementees');
    // The spec's three tabs, in order: pharmacies (default), veterinaires, laboratoires.
    const [pharmacies, veterinaires, laboratoires] = regulatedPage.sectors.tabs.map((t: Json) => t.label) as [string, string, string];
    const tab = (name: string) => page.getByRole('tab', { name });
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tablist', { name: regulatedPage.sectors.label })).toBeVisible();
    await expect(tab(pharmacies)).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(pharmacies);

    await tab(veterinaires).click();
    await expect(tab(veterinaires)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(pharmacies)).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toHaveAccessibleName(veterinaires);
    await expect(panel).toContainText(regulatedPage.sectors.tabs[1]!.points[0]!);

    await page.keyboard.press('ArrowRight');
    await expect(tab(laboratoires)).toBeFocused();
    await expect(tab(laboratoires)).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAccessibleName(laboratoires);
    await page.keyboard.press('ArrowRight');
    await expect(tab(pharmacies)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(laboratoires)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(pharmacies)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(laboratoires)).toBeFocused();
    // Roving tabindex: only the selected tab is in the tab order.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(tab(laboratoires)).toHaveAttribute('tabindex', '0');
  });

  test('every tab panel is in the HTML the server sends', async ({ request }) => {
    const html = await (await request.get('/conformite-entreprises-reglementees')).text();
    for (const { points } of regulatedPage.sectors.tabs) expect(html).toContain(points.at(-1)!);
  });

  test('cities: every city links to its three sector pages', async ({ page }) => {
    await page.goto('/conformite-entreprises-reglementees');
    const section = page.locator('#villes-conformite');
    for (const slug of cities.map((c) => c.slug)) {
      for (const sector of ['medical', 'entreprise', 'garderie']) {
        await expect(section.locator(`a[href="/nettoyage-${sector}-${slug}"]`)).toHaveCount(1);
      }
    }
    await expect(section.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.locator('#temoignages figure')).toHaveCount(4);
  });
});

for (const { path, section } of [
  { path: '/conformite-entreprises-reglementees', section: '#audit-gratuit' },
  { path: '/faq-conformite', section: '#contact' },
]) {
  test(`reusable audit form on ${path}: without consent, the privacy toast and no request`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto(path);
    const form = page.locator(`${section} form`);
    await hydrated(form);
    await form.getByLabel('Nom complet').fill('Marie Tremblay');
    await form.getByLabel('Entreprise ou établissement').fill('Pharmacie Tremblay');
    await form.getByLabel('Courriel').fill('marie@example.com');
    await form.getByLabel('Téléphone').fill('514-555-0101');
    await expect(form.getByRole('link', { name: /politique de confidentialité/i })).toHaveAttribute('href', '/politique-de-confidentialite');
    await form.getByRole('button', { name: 'Demander mon audit gratuit' }).click();

    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Politique de confidentialité');
    await expect(toast).toContainText('Veuillez accepter notre politique de confidentialité pour continuer.');
    await expect(form.getByLabel('Nom complet')).toHaveValue('Marie Tremblay');
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('FAQ page: stats, call button, and « Demander une consultation » scrolls to the contact form', async ({ page }) => {
  await page.goto('/faq-conformite');
  const stats = plain(await page.locator('dl').first().textContent());
  for (const key of ['statistiques.satisfaction', 'delais.soumission']) expect(stats).toContain(plain(values.get(key)!));
  expect(stats).toContain(`${plain(values.get('clients.total')!)}+`);
  await expect(page.getByRole('link', { name: /^Appeler le/ }).first()).toHaveAttribute('href', /^tel:/);
  await page.getByRole('link', { name: 'Demander une consultation' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact form')).toBeInViewport();
});

// The site-wide axe run covers these pages too; this one also checks them in their interactive
// states (tabs hydrated, an accordion item open), one test per page and width.
for (const [label, viewport] of [['390 px', MOBILE], ['1280 px', DESKTOP]] as const) {
  for (const spec of PAGES) {
    test(`axe: no violation on ${spec.path} at ${label}, hydrated, with an FAQ item open`, async ({ browser }) => {
      // axe over the long childcare guide takes a while on a busy machine.
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(spec.path);
      await page.waitForLoadState('networkidle');
      const firstQuestion = page.locator('details > summary').first();
      if (await firstQuestion.count()) await firstQuestion.click();
      const violations = await axeViolations(page);
      await context.close();
      expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}: ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
}
