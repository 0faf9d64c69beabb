// Issue 39, item 4, as the server sends the built site: each article shows its cover (through the
// image pipeline, with its French alt text), its author and its reviewer with links to their pages,
// and its Article JSON-LD names both as Persons; each person's page lists the articles they wrote
// and reviewed, with a ProfilePage JSON-LD; each guide names its reviewer. Expected values are read
// from the content (data/articles, data/personnes, data/guides.yaml), never pinned here.
import { expect, test, type Page } from '@playwright/test';
import { content, paths, type Json } from './build-data';
import { sitemapPaths } from './site';

type Person = { nom: string; role: string } & Record<string, Json>;
const people = new Map<string, Person>((content.personnes as { id: string; data: Person }[]).map((p) => [p.id, p.data]));
const articles: { id: string; data: Record<string, any> }[] = content.articles;
const guides = content.guides;
const team = content.pageEquipe;
const forPerson = (template: string, name: string) => template.replace('{nom}', name);
const pathOf = (slug: string) => `/equipe/${slug}`;

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = async (page: Page): Promise<Ld[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Ld);

/** A Person of the JSON-LD against the person's file: name, page, role. */
function expectPerson(ld: unknown, slug: string, origin: string) {
  const person = people.get(slug)!;
  expect(ld).toMatchObject({ '@type': 'Person', name: person.nom, url: `${origin}${pathOf(slug)}`, jobTitle: person.role });
}

test('every person has a page in the sitemap', async ({ request }) => {
  const sitemap = await sitemapPaths(request);
  for (const slug of people.keys()) expect(sitemap).toContain(pathOf(slug));
});

for (const { id, data } of articles) {
  test(`/blog/${id}: its cover, its author and its reviewer, on the page and in its JSON-LD`, async ({ page, request }) => {
    expect((await page.goto(`/blog/${id}`))?.status()).toBe(200);
    const article = page.getByRole('article');

    // The cover: a picture made by the pipeline (AVIF and WebP), drawn for the site, named by its alt text.
    const cover = article.getByRole('img', { name: data.couverture.alt, exact: true });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const sources = await cover.locator('xpath=..').locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('type')));
    expect(sources).toEqual(['image/avif', 'image/webp']);

    // The bylines: each person by name, linked to their page, with their role.
    for (const [slug, label] of [
      [data.auteur, team.redigePar],
      [data.reviseur, team.revisePar],
    ] as const) {
      const person = people.get(slug)!;
      const link = article.getByRole('link', { name: person.nom, exact: true }).first();
      await expect(link).toHaveAttribute('href', pathOf(slug));
      const byline = article.getByRole('listitem').filter({ has: page.getByRole('link', { name: person.nom, exact: true }) });
      await expect(byline).toContainText(label);
      await expect(byline).toContainText(person.role);
      await expect(byline.getByRole('img', { name: person.photo.alt })).toBeVisible();
    }

    const origin = new URL(page.url()).origin.replace(/\/$/, '');
    const ld = (await jsonLd(page)).find((d) => d['@type'] === 'Article')!;
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const site = new URL(canonical).origin;
    expectPerson(ld.author, data.auteur, site);
    const main = ld.mainEntityOfPage as Ld;
    expect(main).toMatchObject({ '@type': 'WebPage', '@id': canonical });
    expectPerson(main.reviewedBy, data.reviseur, site);
    // The image the JSON-LD names is served.
    const image = new URL(ld.image as string).pathname;
    expect((await request.get(`${origin}${image}`)).status(), image).toBe(200);
  });
}

for (const [slug, person] of people) {
  test(`${pathOf(slug)}: who they are, the articles they wrote and reviewed, ProfilePage JSON-LD`, async ({ page }) => {
    expect((await page.goto(pathOf(slug)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.nom);
    const main = page.getByRole('main');
    await expect(main.getByText(person.role, { exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: person.photo.alt })).toBeVisible();
    for (const q of person.qualifications) await expect(main.getByText(q, { exact: true })).toBeVisible();

    const listed = async (template: string) =>
      main
        .getByRole('region', { name: forPerson(template, person.nom), exact: true })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const written = articles.filter((a) => a.data.auteur === slug).map((a) => `/blog/${a.id}`);
    const reviewed = articles.filter((a) => a.data.reviseur === slug).map((a) => `/blog/${a.id}`);
    expect((await listed(team.articlesRediges)).sort()).toEqual(written.sort());
    if (reviewed.length) expect((await listed(team.articlesRevises)).sort()).toEqual(reviewed.sort());
    else await expect(main.getByRole('region', { name: forPerson(team.articlesRevises, person.nom) })).toHaveCount(0);
    // Guides reviewed: listed by the compliance page each one is read from.
    const guidesReviewed = guides.guides.filter((g: Json) => g.reviseur === slug);
    if (guidesReviewed.length) expect(await listed(team.guidesRevises)).toHaveLength(guidesReviewed.length);

    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const profile = (await jsonLd(page)).find((d) => d['@type'] === 'ProfilePage')!;
    expect(profile.url).toBe(canonical);
    expectPerson(profile.mainEntity, slug, new URL(canonical).origin);
    expect((profile.mainEntity as Ld).hasCredential).toHaveLength(person.qualifications.length);
  });
}

test('/guide-conformite: each guide names its reviewer, linked to their page', async ({ page }) => {
  await page.goto('/guide-conformite');
  for (const guide of guides.guides) {
    const person = people.get(guide.reviseur)!;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: guide.title }) });
    await expect(card).toContainText(`${team.revisePar} ${person.nom}`);
    await expect(card.getByRole('link', { name: person.nom })).toHaveAttribute('href', pathOf(guide.reviseur));
  }
});

/** The compliance page each guide is printed from (its online version). */
const guidePage = { 'cliniques-medicales': paths.clinics, garderies: paths.childcare, 'entreprises-reglementees': paths.regulated } as const;

for (const guide of guides.guides as { secteur: keyof typeof guidePage; reviseur: string }[]) {
  test(`${guidePage[guide.secteur]}: the online guide names its reviewer, linked to their page`, async ({ page }) => {
    await page.goto(guidePage[guide.secteur]);
    const person = people.get(guide.reviseur)!;
    const hero = page.getByRole('main').locator('section').first();
    const byline = hero.getByRole('listitem').filter({ has: page.getByRole('link', { name: person.nom, exact: true }) });
    await expect(byline).toContainText(team.revisePar);
    await expect(byline).toContainText(person.role);
    await expect(byline.getByRole('link', { name: person.nom, exact: true })).toHaveAttribute('href', pathOf(guide.reviseur));
    // Where the page is an Article (the childcare guide), its JSON-LD names the reviewer too.
    const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article');
    if (article) expectPerson((article.mainEntityOfPage as Ld).reviewedBy, guide.reviseur, new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin);
  });
}
