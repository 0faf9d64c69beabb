// Content invariants of the core pages (home, blog, contact, coverage, free audit, privacy policy,
// system pages): each data file passes its schema, and the counts, links, anchors and readings
// the spec gives hold. No sentence we wrote is repeated here: editing copy needs no test edit.
import { readFileSync } from 'node:fs';
import { yamlOf } from '../../src/content/files';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { business, site } from '../../src/config/site';
import { formatPercent } from '../../src/lib/format';
import { cities } from '../../src/content/cities';
import { checkDocument as check, readCollection, readEntry, siteValues } from '../../src/content/direct-reader';
import { ContentError } from '../../src/lib/errors/french-errors';
import { articleCategories } from '../../src/content/schemas/article';
import { auditPageSchema } from '../../src/content/schemas/audit-page';
import { blogSchema } from '../../src/content/schemas/blog';
import { contactSchema } from '../../src/content/schemas/contact';
import { coverageMapSchema, coveragePageSchema, localitiesSchema } from '../../src/content/schemas/coverage';
import { homeSchema } from '../../src/content/schemas/home';
import { municipalitiesSchema } from '../../src/content/schemas/municipalities';
import { hoursSchema } from '../../src/content/schemas/page-parts';
import { privacyFrontmatterSchema } from '../../src/content/schemas/privacy-policy';
import { privacyPolicyFrom } from '../../src/page-models/privacy-policy';
import { systemPageOf } from '../../src/page-models/system-page';
import { systemPagesSchema } from '../../src/content/schemas/system-page';
import { figure, values } from '../../src/content/values';
import { catalog } from '../../src/lib/forms/catalog';
import { homeCityLinks } from '../../src/page-models/home-city-links';
import { routeExists } from './helpers/routes';

/** Spec 2.5: the Greater Montréal municipalities and boroughs served. */
const greaterMontrealMunicipalities = readEntry('municipalites');

const home = readEntry('accueil');
const blog = readEntry('blogue');
const contact = readEntry('contact');
const auditPage = readEntry('auditGratuit');
const coverage = readEntry('zoneCouverture');
const coverageMap = readEntry('carteCouverture');
const { localites: localities, regions } = readEntry('localites');
const systemPages = readEntry('pagesSysteme');
const policySource = readCollection('politiqueConfidentialite')[0]!;
const privacyPolicy = privacyPolicyFrom(policySource, siteValues());

/** Every `href` anywhere in a value. */
const hrefs = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(hrefs)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => (k === 'href' && typeof v === 'string' ? [v] : hrefs(v)))
      : [];

/** Ids of a page's sections, for in-page anchors. */
const ids = (value: object) => Object.values(value).flatMap((v) => (v && typeof v === 'object' && 'id' in v ? [String(v.id)] : []));

/** Every text of a value, joined. */
const text = (value: unknown) => JSON.stringify(value);

describe('every link of the core pages leads somewhere', () => {
  const pages = { home, blog, contact, auditPage, coverage };
  // The blog also holds one list of articles per category, built from the articles (page-models/articles).
  const builtIds: Record<string, string[]> = { blog: articleCategories.map((c) => `articles-${c}`) };
  it.each(Object.entries(pages))('%s: paths are routes, anchors are sections of the page, tel/mailto are the firm’s', (name, page) => {
    for (const href of hrefs(page)) {
      if (href.startsWith('#')) expect([...ids(page), ...(builtIds[name] ?? [])], href).toContain(href.slice(1));
      else if (href.startsWith('tel:')) expect(href).toBe(site.phone.href);
      else if (href.startsWith('mailto:')) expect(href).toBe(`mailto:${site.email}`);
      else expect(routeExists(href), href).toBe(true);
    }
  });

  it('no text keeps a placeholder or a brace', () => {
    for (const page of [home, blog, contact, auditPage, coverage, coverageMap, systemPages, privacyPolicy]) expect(text(page)).not.toMatch(/[{}]\w/);
  });
});

describe('home (spec 2.5, 2.10)', () => {
  it('has the counts of the spec', () => {
    expect(home.clientTypes.items).toHaveLength(8);
    expect(home.sectors.items).toHaveLength(3);
    expect(home.services.items).toHaveLength(8);
    expect(home.advantages.items).toHaveLength(8);
    expect(home.testimonials.items.every((t) => t.rating === 5)).toBe(true);
  });

  it('uses the spec’s anchors for its sections', () => {
    expect(ids(home)).toEqual(expect.arrayContaining(['services', 'avantages', 'temoignages', 'villes-quebec', 'contact']));
  });

  it('sends the audit button to the contact section and the guide button to the guide request (issue 26)', () => {
    expect(home.hero.actions.map((a) => a.href)).toEqual(['#contact', '/guide-conformite']);
  });

  it('links the sector cards to the canonical Montréal sector pages', () => {
    expect(home.sectors.items.map((s) => s.href)).toEqual([
      '/nettoyage-medical-montreal',
      '/nettoyage-garderie-montreal',
      '/nettoyage-entreprise-montreal',
    ]);
  });

  it('shows the firm’s rating and the audit value from the data', () => {
    expect(home.hero.rating).toContain(values.get('note.moyenne'));
    expect(home.hero.rating).toContain(values.get('note.avis'));
    expect(home.hero.lead).toContain(figure('prix.audit.valeur'));
    expect(home.cities.title).toContain(String(cities.length));
    expect(home.coverage.lead).toContain(String(greaterMontrealMunicipalities.flatMap((g) => g.places).length));
  });

  it('lists distinct Greater Montréal municipalities and boroughs, as many as the home page counts', () => {
    const places = greaterMontrealMunicipalities.flatMap((g) => g.places);
    expect(new Set(places).size).toBe(places.length);
    expect(values.get('municipalites.nombre')).toBe(String(places.length));
  });

  it('refuses, in French, a municipality listed twice', () => {
    const written = yamlOf('municipalites.yaml') as { regions: { region: string; lieux: string[] }[] };
    const twice = { regions: [...written.regions, { region: 'Doublon', lieux: [written.regions[0]!.lieux[0]!] }] };
    expect(() => check(municipalitiesSchema, twice, 'municipalites.yaml')).toThrow(/est en double/);
  });

  it('gives featured cities three sector links and the others one « Voir services » link, each named after its city', () => {
    const links = cities.map((c) => ({ city: c, links: homeCityLinks(c) }));
    for (const { city, links: l } of links) {
      if (city.featured) {
        expect(l.map((x) => x.href)).toEqual(['medical', 'garderie', 'entreprise'].map((s) => `/nettoyage-${s}-${city.slug}`));
      } else {
        expect(l).toEqual([{ label: 'Voir services', href: `/nettoyage-medical-${city.slug}`, ariaLabel: `Voir services à ${city.name}` }]);
      }
      for (const x of l) expect(x.ariaLabel).toContain(x.label);
    }
    const names = links.flatMap((x) => x.links.map((y) => y.ariaLabel));
    expect(new Set(names).size).toBe(names.length);
    expect(cities.filter((c) => c.featured).map((c) => c.name)).toEqual(['Montréal', 'Longueuil', 'Laval']);
  });
});

describe('blog (spec 2.6)', () => {
  it('shows four categories whose guide counts add up to the total it announces', () => {
    expect(blog.categories.items).toHaveLength(4);
    const counts = blog.categories.items.map((c) => Number(/^(\d+)/.exec(c.subtitle)![1]));
    expect(blog.categories.lead).toContain(String(counts.reduce((a, b) => a + b, 0)));
  });

  it('sends each category card to its list of articles on the page', () => {
    expect(blog.categories.items.map((c) => c.href)).toEqual(['#articles-medical', '#articles-garderies', '#articles-entreprises', '#articles-produits']);
  });

  it('keeps the anchors the forms and buttons use', () => {
    expect([blog.newsletter.id, blog.audit.id, blog.featured.id, blog.categories.id]).toEqual(['infolettre', 'audit-blog', 'guides-vedettes', 'categories']);
  });
});

describe('contact (spec 2.7)', () => {
  it('has four figures and the form at the header’s #audit-gratuit', () => {
    expect(contact.whyUs.stats).toHaveLength(4);
    expect(contact.whyUs.stats.map((s) => s.value)).toContain(figure('statistiques.satisfaction'));
    expect(contact.form.id).toBe('audit-gratuit');
  });

  it('the office and emergency hours are one list, shown by every contact panel', () => {
    expect(readEntry('heures').length).toBeGreaterThanOrEqual(2);
  });
});

describe('privacy policy (spec 2.7, Law 25), data/politique-confidentialite.md', () => {
  it('takes effect on 1 January 2025, the version the forms record with each consent', () => {
    expect(policySource.data.enVigueur).toBe('2025-01-01');
    expect(catalog.policyVersion).toBe(policySource.data.enVigueur);
    expect(privacyPolicy.lead).toContain('1er\u00a0janvier 2025');
  });

  it('has seven numbered sections with their anchors, and the pricing disclaimer', () => {
    expect(privacyPolicy.sections.map((s) => s.title.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(privacyPolicy.sections.every((s) => /^confidentialite-[a-z]+$/.test(s.id) && s.blocks.length > 0)).toBe(true);
    expect(privacyPolicy.disclaimer.text.length).toBeGreaterThan(20);
  });

  it('states the retention the server applies, in months, and names the officer by title from the config', () => {
    const all = text(privacyPolicy);
    expect(all).toContain(`${Math.round(site.leadRetentionDays / 30.4375)}\u00a0mois`);
    expect(all).toContain(site.privacyOfficer.title);
    expect(all).toContain(`mailto:${site.privacyOfficer.email}`);
    expect(all).not.toContain(site.privacyOfficer.name);
  });

  it('lists the four rights as check marks, and the links as links', () => {
    const rights = privacyPolicy.sections[4]!.blocks.find((b) => b.kind === 'list');
    expect(rights).toMatchObject({ marker: 'check' });
    expect(rights?.kind === 'list' && rights.items).toHaveLength(4);
    const links = privacyPolicy.sections.flatMap((s) => s.blocks.filter((b) => b.kind === 'links'));
    expect(links.flatMap((b) => (b.kind === 'links' ? b.items.map((i) => i.href) : []))).toEqual([
      `mailto:${site.privacyOfficer.email}`,
      site.phone.href,
      'https://www.cai.gouv.qc.ca/',
    ]);
  });

  it('adds the external provider’s paragraph to section 4 only when the quote form is embedded', () => {
    const before = privacyPolicy.sections[3]!.blocks;
    process.env.QUOTE_FORM_EMBED_URL = 'https://formulaires.example.com/f/1';
    try {
      const embedded = privacyPolicyFrom(policySource, siteValues()).sections[3]!.blocks;
      expect(text(embedded)).toContain('formulaires.example.com');
      expect(text(before)).not.toContain('formulaires.example.com');
    } finally {
      delete process.env.QUOTE_FORM_EMBED_URL;
    }
  });

  it('fails with the file and line on Markdown it does not know, and on an unknown key', () => {
    const bad = (body: string) => () => privacyPolicyFrom({ data: policySource.data, body }, siteValues());
    expect(bad('## 1. Titre {#a}\n\n> citation')).toThrow(/politique-confidentialite\.md, ligne 3/);
    expect(bad('Un paragraphe sans titre.')).toThrow(/politique-confidentialite\.md, ligne 1/);
    expect(bad('## 1. Titre {#a}\n\nSelon {prix.inconnu}.')).toThrow(/\{prix\.inconnu\} n’existe pas/);
  });

  it('every form without a consent box shows its own notice from the catalog', () => {
    for (const form of catalog.forms) {
      if (!form.consent) expect((form as { notice?: string }).notice, form.id).toMatch(/.{20,}/);
    }
  });

  it('is linked from every consent checkbox: its own page (issue 25), /contact keeping the section', () => {
    expect(catalog.privacyPolicyUrl).toBe('/politique-de-confidentialite');
    expect(privacyPolicy.id).toBe('privacy-policy');
  });
});

describe('coverage (spec 2.8)', () => {
  it('lists distinct localities, all inside the map, and the count its copy gives', () => {
    const names = localities.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    expect(coverage.localites.title).toContain(String(localities.length));
    expect(coverageMap.description).toContain(String(localities.length));
    const { north, south, west, east } = coverageMap.bounds;
    for (const l of localities) {
      expect(l.lat).toBeGreaterThan(south);
      expect(l.lat).toBeLessThan(north);
      expect(l.lon).toBeGreaterThan(west);
      expect(l.lon).toBeLessThan(east);
    }
    for (const name of ['Laval', 'Rive-Sud', 'Rive-Nord', 'Longueuil', 'Boucherville', 'Brossard', 'Dorval', 'Lachine', 'Verdun']) {
      expect(names).toContain(name);
    }
    expect(Object.keys(regions)).toHaveLength(4);
  });

  it('rejects a locality in a region the file does not define', () => {
    const written = yamlOf('localites.yaml') as { localites: Record<string, unknown>[] };
    const bad = { regions, localites: [{ ...written.localites[0]!, region: 'gaspesie' }] };
    expect(() => check(localitiesSchema, bad, 'localites.yaml')).toThrow(/localites\.yaml, champ « localites », localité 1 \(« [^»]+ »\), champ « region » : région inconnue/);
  });

  it('has regional testimonials with five stars', () => {
    expect(coverage.testimonials.items.every((t) => t.rating === 5)).toBe(true);
  });
});

describe('free audit page (spec 2.9)', () => {
  it('states the audit’s one value (issue 25: {prix.audit.valeur}) and keeps the audit-gratuit anchor', () => {
    expect(auditPage.hero.lead).toContain(figure('prix.audit.valeur'));
    expect(auditPage.seo.title).toContain(figure('prix.audit.valeur'));
    expect(auditPage.form.id).toBe('audit-gratuit');
    expect(auditPage.benefits.items).toHaveLength(6);
  });
});

describe('system pages (unsubscribe results, form errors)', () => {
  it('have unique slugs that do not collide with a route, and the server’s markers on the error page', () => {
    const slugs = systemPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(systemPages.find((p) => p.slug === 'formulaire-erreur')?.markers).toEqual(['FORM_ERRORS', 'FORM_RETURN']);
  });

  // Issue 26, item 3: without JavaScript the newsletter sign-up says what the form says with it
  // (confirm by e-mail), and the page after the confirmation link says the sign-up is confirmed.
  it('open the newsletter’s no-JS thanks with the catalog’s message, and confirm a confirmed sign-up', () => {
    for (const def of catalog.forms.filter((f) => f.kind === 'newsletter')) expect(def.success).toEqual(catalog.forms.find((f) => f.id === 'infolettre')!.success);
    const thanks = systemPageOf(systemPages.find((p) => p.slug === 'merci-infolettre')!);
    const { success } = catalog.forms.find((f) => f.id === 'infolettre')!;
    expect(thanks.heading).toBe(success.title);
    expect(thanks.paragraphs[0]).toBe(success.description);
    expect(success.description).toMatch(/lien de confirmation/);
    const confirmed = systemPageOf(systemPages.find((p) => p.slug === 'infolettre-confirmee')!);
    expect(confirmed.heading).toMatch(/confirmée/);
    expect(text(confirmed)).not.toMatch(/reste une étape|cliquez sur le lien/i);
    // The confirmation and unsubscribe links open pages whose button posts back to the link.
    expect(systemPages.filter((p) => p.bouton).map((p) => p.slug).sort()).toEqual(['desabonnement-a-confirmer', 'infolettre-a-confirmer']);
  });

  it('promise on the blog the subscribers’ offer the welcome e-mail sends (config/business.json)', () => {
    expect(values.get('rabais.abonnes')).toBe(formatPercent(business.newsletterOffer.percent));
    expect(text(blog.newsletter)).toContain(`promotion de ${formatPercent(business.newsletterOffer.percent)}`);
  });

  it('turn [texte](lien) into links to the firm’s e-mail and phone', () => {
    const invalid = systemPages.find((p) => p.slug === 'desabonnement-invalide')!;
    const links = invalid.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : p.filter((x) => typeof x !== 'string')));
    expect(links.map((l) => (l as { href: string }).href)).toEqual([`mailto:${site.email}`, site.phone.href]);
  });
});

describe('a wrong entry fails with the file and the field', () => {
  it('names an unknown icon and an unknown key', () => {
    const broken = structuredClone(loadRaw());
    broken.services.elements[0].icone = 'licorne';
    broken.heros.titre = 'Depuis {entreprise.fondations}';
    const error = (() => {
      try {
        check(homeSchema, broken, 'src/content/data/accueil.yaml');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error!.message).toMatch(/accueil\.yaml, champ « services\.elements », élément 1 \(« [^»]+ »\), champ « icone » : « [^»]+ » n’est pas une valeur permise\. Valeurs permises : award, baby/);
    expect(error!.message).toMatch(/accueil\.yaml, champ « heros\.titre » : la clé \{entreprise\.fondations\} n’existe pas\. Vouliez-vous dire \{entreprise\.fondation\}/);
  });
});

/** accueil.yaml as written (before its placeholders are filled). */
function loadRaw() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return parse(readFileSync(new URL('../../src/content/data/accueil.yaml', import.meta.url), 'utf8')) as any;
}
