// The core pages (issue 4): home, blog, contact at both paths, Greater Montréal coverage and the
// free-audit page, seen the way a visitor sees them. Successful submissions are tested elsewhere.
import { expect, test, type Page } from '@playwright/test';
import { content, figure, pages as models, type Json } from './build-data';
import { axeViolations, DESKTOP, MOBILE } from './site';

// What the pages should show comes from their data files: a copy edit needs no test edit.
const home = content.accueil;
const blog = content.blogue;
const contact = content.contact;
const coverage = content.zoneCouverture;
const coverageMap = content.carteCouverture;
const { localites: localities } = content.localites;
const auditPage = content.auditGratuit;
const policy = models.privacyPolicy;

const pages = [
  { path: '/', canonical: '/', anchors: ['services', 'avantages', 'temoignages', 'villes-quebec', 'contact'] },
  { path: '/blog', canonical: '/blog', anchors: ['categories', 'guides-vedettes', 'audit-blog', 'infolettre'] },
  { path: '/contact', canonical: '/contact', anchors: ['pourquoi-nous', 'audit-gratuit', 'privacy-policy'] },
  { path: '/contact-us', canonical: '/contact', anchors: ['pourquoi-nous', 'audit-gratuit', 'privacy-policy'] },
  { path: '/zone-couverture', canonical: '/zone-couverture', anchors: ['carte', 'localites', 'temoignages-regionaux', 'contact-form'] },
  { path: '/audit-gratuit', canonical: '/audit-gratuit', anchors: ['audit-gratuit', 'avantages-audit', 'contact-direct'] },
] as const;

const head = (page: Page) => ({
  title: page.title(),
  description: page.locator('meta[name="description"]').getAttribute('content'),
  canonical: page.locator('link[rel="canonical"]').getAttribute('href'),
});

test('each core page answers 200 with its own title, description and canonical URL', async ({ page }) => {
  const seen = new Map<string, { title: string; description: string | null }>();
  for (const { path, canonical } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const meta = head(page);
    const [title, description, href] = await Promise.all([meta.title, meta.description, meta.canonical]);
    expect(new URL(href ?? '').pathname, path).toBe(canonical);
    expect(description?.length, path).toBeGreaterThan(80);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    seen.set(canonical, { title, description });
  }
  // /contact and /contact-us are one page; the five distinct pages have distinct titles and descriptions.
  expect(seen.size).toBe(5);
  expect(new Set([...seen.values()].map((m) => m.title)).size).toBe(5);
  expect(new Set([...seen.values()].map((m) => m.description)).size).toBe(5);
});

test('the core pages and their form islands load without breaking the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  for (const { path } of pages) {
    await page.goto(path);
    // Focus into every island so it hydrates (client:interaction) and runs its scripts.
    for (const island of await page.locator('astro-island').all()) {
      await island.getByRole('textbox').or(island.getByRole('tab')).first().focus();
      await expect(island).not.toHaveAttribute('ssr');
    }
  }
  expect(violations).toEqual([]);
});

for (const { path, anchors } of pages) {
  test(`${path} holds its sections: ${anchors.join(', ')}`, async ({ page }) => {
    await page.goto(path);
    for (const id of anchors) {
      const section = page.locator(`#${id}`);
      await expect(section, id).toHaveCount(1);
      await expect(section.getByRole('heading').first(), id).toBeVisible();
    }
  });
}

test.describe('home', () => {
  // Issue 26: the guide button opens the guide request (a real guide), no longer the contact form.
  test('the audit button scrolls to the contact section, the guide button opens the guide request', async ({ page }) => {
    const [audit, guide] = home.hero.actions;
    await page.goto('/');
    await page.getByRole('link', { name: audit.label }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: home.contact.title })).toBeInViewport();
    await page.goto('/');
    await page.getByRole('link', { name: guide.label }).click();
    await expect(page).toHaveURL(/\/guide-conformite$/);
    await expect(page.locator('form:has(input[name="form"][value="guide"])')).toBeVisible();
  });

  test('shows the spec sections with their counts', async ({ page }) => {
    await page.goto('/');
    // Each section is a region named by its heading.
    const region = (section: { id: string; title: string }) => page.getByRole('region', { name: section.title, exact: true });
    await expect(region(home.clientTypes).getByRole('listitem')).toHaveCount(8);
    const sectors = region(home.sectors);
    const sectorLinks = sectors.getByRole('link');
    await expect(sectorLinks).toHaveCount(3);
    expect(await sectorLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/nettoyage-medical-montreal',
      '/nettoyage-garderie-montreal',
      '/nettoyage-entreprise-montreal',
    ]);
    const services = region(home.services);
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(services.getByRole('link', { name: home.services.cta.label })).toHaveAttribute('href', '#contact');
    await expect(region(home.coverage).locator('summary + ul > li')).toHaveCount(66);
    await expect(region(home.coverage).getByRole('link', { name: home.coverage.link.label })).toHaveAttribute('href', '/zone-couverture');
    await expect(region(home.advantages).getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(page.locator('#temoignages').getByRole('img', { name: 'Note de 5 sur 5' })).toHaveCount(4);
    await expect(page.locator('#temoignages figure')).toHaveCount(4);
    await expect(region(home.questions).locator('figure')).toHaveCount(4);
    const [book] = home.finalCta.actions;
    await expect(region(home.finalCta).getByRole('link', { name: book!.label })).toHaveAttribute('href', '/audit-gratuit');
  });

  test('the 12-city grid: three links for Montréal, Longueuil and Laval, « Voir services » for the others', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('#villes-quebec');
    for (const [city, slug] of [['Montréal', 'montreal'], ['Longueuil', 'longueuil'], ['Laval', 'laval']]) {
      await expect(grid.getByRole('link', { name: `Cliniques médicales à ${city}` })).toHaveAttribute('href', `/nettoyage-medical-${slug}`);
      await expect(grid.getByRole('link', { name: `Garderies et CPE à ${city}` })).toHaveAttribute('href', `/nettoyage-garderie-${slug}`);
      await expect(grid.getByRole('link', { name: `Entreprises à ${city}` })).toHaveAttribute('href', `/nettoyage-entreprise-${slug}`);
    }
    await expect(grid.getByRole('link', { name: /^Voir services à / })).toHaveCount(9);
    await expect(grid.getByRole('link', { name: 'Voir services à Gatineau' })).toHaveText('Voir services');
    await expect(grid.getByRole('link', { name: 'Voir services à Trois-Rivières' })).toHaveAttribute('href', '/nettoyage-medical-trois-rivieres');
  });

  test('the contact section offers the quote form and a call button', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    for (const name of ['Nom complet', 'Entreprise ou établissement', 'Courriel', 'Téléphone']) {
      await expect(contact.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Ville', 'Secteur']) await expect(contact.getByRole('combobox', { name, exact: true })).toBeVisible();
    await expect(contact.getByRole('button', { name: 'Recevoir ma soumission' })).toBeVisible();
    await expect(contact.getByRole('link', { name: home.contact.details.callLabel })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('blog', () => {
  test('the first newsletter form asks only for an e-mail address', async ({ page }) => {
    await page.goto('/blog');
    const signup = page.locator(`#${blog.quickNewsletter.id}`);
    await expect(signup.getByRole('textbox')).toHaveCount(1);
    const email = signup.getByRole('textbox', { name: 'Courriel', exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(signup.getByRole('button', { name: 'S’abonner' })).toBeVisible();
  });

  test('guide categories with their counts, and three featured guides without dead links', async ({ page }) => {
    await page.goto('/blog');
    const categories = page.locator('#categories');
    const counts = ['medical', 'garderies', 'entreprises', 'produits'].map((k) => figure(`guides.${k}`));
    const cards = categories.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const [i, count] of counts.entries()) await expect(cards.nth(i)).toContainText(count);
    const featured = page.locator('#guides-vedettes');
    await expect(featured.getByRole('heading', { level: 3 })).toHaveCount(3);
    const hrefs = await featured.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect((await page.request.get(href!)).status()).toBe(200);
    }
  });

  test('the audit form posts natively to /api/audit and refuses the empty « Sélectionner... » choice', async ({ page }) => {
    await page.goto('/blog#audit-blog');
    const section = page.locator('#audit-blog');
    const form = section.locator('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/audit');
    const field = (name: string) => section.getByRole('textbox', { name, exact: true });
    const city = section.getByRole('combobox', { name: 'Ville', exact: true });
    const sector = section.getByRole('combobox', { name: 'Secteur', exact: true });
    for (const name of ['Nom complet', 'Entreprise ou établissement', 'Courriel', 'Téléphone']) {
      await expect(field(name)).toHaveAttribute('required', '');
    }
    for (const select of [city, sector]) await expect(select).toHaveAttribute('required', '');
    const values = (select: typeof city) => select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(await values(city)).toEqual(['', 'montreal', 'laval', 'longueuil', 'autre']);
    expect(await values(sector)).toEqual(['', 'medical', 'garderie', 'entreprise', 'autre']);
    await expect(city.locator('option').first()).toHaveText('Sélectionner...');
    await expect(section.getByRole('checkbox')).toHaveAttribute('required', '');

    // Everything filled but the city: the browser itself refuses the empty choice.
    await field('Nom complet').fill('Julie Tremblay');
    await field('Entreprise ou établissement').fill('Clinique du Parc');
    await field('Courriel').fill('julie@example.com');
    await field('Téléphone').fill('514-555-0101');
    await sector.selectOption('medical');
    await section.getByRole('checkbox').check();
    expect(await city.evaluate((s: HTMLSelectElement) => s.validity.valueMissing)).toBe(true);
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
  });

  test('the second newsletter form asks for first name, e-mail and consent', async ({ page }) => {
    await page.goto('/blog#infolettre');
    const section = page.locator('#infolettre');
    await expect(section.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveAttribute('required', '');
    await expect(section.getByRole('textbox', { name: 'Courriel', exact: true })).toHaveAttribute('type', 'email');
    await expect(section.getByRole('checkbox', { name: /J’accepte de recevoir l’infolettre/ })).toHaveAttribute('required', '');
    await expect(section.getByRole('button', { name: 'Je m’abonne' })).toBeVisible();
  });

  test('a newsletter signup that cannot reach the server says so in French and keeps the address', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await page.goto('/blog');
    const signup = page.locator(`#${blog.quickNewsletter.id}`);
    const email = signup.getByRole('textbox', { name: 'Courriel', exact: true });
    const button = signup.getByRole('button', { name: 'S’abonner' });
    // Hydrated on the first focus (client:interaction); the test then starts from the live island.
    await email.focus();
    await expect(signup.locator('astro-island')).not.toHaveAttribute('ssr');
    await email.fill('gestion@example.com');
    await button.click();
    await expect(signup.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    release();
    await expect(page.getByText('Envoi impossible')).toBeVisible();
    await expect(email).toHaveValue('gestion@example.com');
    await expect(signup.getByRole('button', { name: 'S’abonner' })).toBeEnabled();
  });
});

test.describe('contact', () => {
  test('/contact and /contact-us show the same page with tel and mailto links', async ({ page }) => {
    for (const path of ['/contact', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.hero.title);
      await expect(page.getByRole('link', { name: contact.details.callLabel })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
      await expect(page.getByRole('link', { name: contact.hero.actions[1]!.label })).toHaveAttribute('href', /^mailto:.+@.+/);
      const figures = page.locator(`#${contact.whyUs.id} dd`);
      await expect(figures).toHaveText(contact.whyUs.stats.map((s: Json) => s.value));
      await expect(figures).toHaveCount(4);
      await expect(page.locator('#audit-gratuit').getByRole('button', { name: 'Recevoir ma soumission' })).toBeVisible();
    }
  });

  test('the privacy policy: in force 1 January 2025, seven numbered sections, pricing disclaimer', async ({ page }) => {
    await page.goto('/contact');
    const region = page.getByRole('region', { name: policy.title });
    await expect(region).toHaveAttribute('id', 'privacy-policy');
    await expect(region).toContainText('1er janvier 2025');
    const headings = region.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(7);
    const titles = await headings.allTextContents();
    expect(titles.map((t) => t.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await expect(region).toContainText(policy.disclaimer.text);
    await expect(region.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(region.getByRole('link', { name: /\d{3}.\d{3}.\d{4}/ })).toHaveAttribute('href', /^tel:\+1/);
  });

  test('/contact/#privacy-policy (the forms’ consent link) lands on the policy', async ({ page }) => {
    await page.goto('/contact/#privacy-policy');
    await expect(page).toHaveURL(/\/contact#privacy-policy$/);
    await expect(page.getByRole('heading', { name: policy.title, level: 2 })).toBeInViewport();
  });

  test('a form’s consent link opens the policy in a new tab, leaving the form as it was', async ({ page, context }) => {
    await page.goto('/blog#audit-blog');
    const link = page.locator('#audit-blog').getByRole('link', { name: /Lire la politique de confidentialité/ });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(/\/politique-de-confidentialite$/);
    await expect(tab.getByRole('heading', { name: policy.title, level: 1 })).toBeInViewport();
    await expect(page).toHaveURL(/\/blog#audit-blog$/);
  });
});

test.describe('coverage', () => {
  test('a drawn map, every locality as text, four regional testimonials and the quote form', async ({ page }) => {
    await page.goto('/zone-couverture');
    await expect(page.getByRole('group', { name: coverageMap.title })).toBeVisible();
    const list = page.locator(`#${coverage.localites.id}`);
    await expect(list.locator('summary + ul > li')).toHaveCount(localities.length);
    for (const place of localities.map((l: Json) => l.listName ?? l.name)) {
      await expect(list.getByText(place, { exact: true })).toBeVisible();
    }
    // No locality repeats the heading of its group (« Rive-Sud » under « Rive-Sud »).
    for (const group of await list.locator('h3').all()) {
      const heading = (await group.textContent())!.replace(/\s*\(\d+\)$/, '').trim();
      await expect(group.locator('xpath=ancestor::summary/following-sibling::ul[1]').getByText(heading, { exact: true })).toHaveCount(0);
    }
    await expect(page.locator('#temoignages-regionaux figure')).toHaveCount(4);
    await page.getByRole('link', { name: coverage.hero.actions[0]!.label, exact: true }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    const form = page.locator('#contact-form');
    await expect(form.getByRole('heading', { name: coverage.form.title })).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Recevoir ma soumission' })).toBeVisible();
  });
});

test.describe('free audit page', () => {
  test('form fields of the compliance-audit form, benefits, direct contact and the emergency call', async ({ page }) => {
    await page.goto('/audit-gratuit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auditPage.hero.title);
    await expect(page.locator('main')).toContainText(figure('prix.audit.valeur').replace(/\u00a0/g, ' '));
    const form = page.locator('#audit-gratuit');
    for (const name of ['Prénom', 'Nom', 'Téléphone', 'Courriel', 'Ville']) {
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '');
    }
    const type = form.getByRole('combobox', { name: 'Type d’établissement' });
    await expect(type).not.toHaveAttribute('required');
    expect(await type.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '', 'clinique', 'garderie', 'pharmacie', 'dentaire', 'veterinaire', 'laboratoire', 'residence', 'autre',
    ]);
    await expect(form.getByRole('textbox', { name: 'Vos préoccupations (facultatif)' })).not.toHaveAttribute('required');
    await expect(form.getByRole('checkbox')).toHaveAttribute('required', '');
    await expect(form.getByText(auditPage.emergency.title)).toBeVisible();
    await expect(form.getByRole('link', { name: /^Appeler le / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.locator('#avantages-audit').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.locator('#contact-direct').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE });

    test('the bottom bar’s « Audit Gratuit » scrolls to the form', async ({ page }) => {
      await page.goto('/audit-gratuit');
      await page.getByRole('region', { name: 'Actions rapides' }).getByRole('link', { name: 'Audit Gratuit' }).click();
      await expect(page).toHaveURL(/\/audit-gratuit#audit-gratuit$/);
      await expect(page.getByRole('heading', { name: auditPage.form.title })).toBeInViewport();
    });
  });
});

for (const [label, viewport] of [['390 px', MOBILE], ['1280 px', DESKTOP]] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    for (const { path } of pages.filter((p) => p.path !== '/contact-us')) {
      test(`${path}: no axe violation and no sideways scrolling`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        const violations = await axeViolations(page);
        expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  });
}
