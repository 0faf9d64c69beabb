// Invariants of the compliance pages' content (issue 5): counts the spec fixes, anchors the table
// of contents needs, the forms the pages name, figures, and Québec French typography.
import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { clinicCityPages } from '../../src/content/compliance/clinic-cities';
import { clinicCitySlugs, clinics } from '../../src/content/compliance/clinics';
import { chapters, childcare, childcareAudit, childcareCities, childcareFaq } from '../../src/content/compliance/childcare';
import { forbiddenProducts, recommendedProducts } from '../../src/content/compliance/childcare/products';
import { faqPage } from '../../src/content/compliance/faq';
import { regulated, regulatedCityLinks } from '../../src/content/compliance/regulated';
import { catalog, formDefinition } from '../../src/lib/forms/catalog';
import { formatCadCents, formatCadRange, formatNumber, formatPercent } from '../../src/lib/format';

const NBSP = '\u00a0';

/** Every string reachable from a content object (functions and icon components skipped). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

const allContent = { clinics, clinicCityPages, chapters, childcare, childcareCities, childcareFaq, faqPage, regulated };

describe('FAQ lists', () => {
  it('have the sizes the spec gives, with distinct questions and real answers', () => {
    const cases = [
      [clinics.faq.items, 8],
      [childcareFaq.items, 10],
      [faqPage.faq.items, 10],
    ] as const;
    for (const [items, size] of cases) {
      expect(items).toHaveLength(size);
    }
    expect(regulated.faq.items.length).toBeGreaterThanOrEqual(8);
    for (const items of [clinics.faq.items, childcareFaq.items, faqPage.faq.items, regulated.faq.items]) {
      expect(new Set(items.map((i) => i.question)).size).toBe(items.length);
      for (const { question, answer } of items) {
        expect(question).toMatch(/\u00a0\?$/);
        expect(answer.length).toBeGreaterThan(80);
      }
    }
  });

  it('use a distinct accordion group name on each page', () => {
    const names = [clinics.faq.name, childcareFaq.name, faqPage.faq.name, regulated.faq.name];
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('childcare guide', () => {
  const sections = [...chapters, childcareCities];
  const ids = [
    childcare.toc.id,
    ...sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]),
    childcareFaq.id,
    childcareAudit.id,
  ];

  it('has every anchor of spec 2.13, plus the three the table of contents points to, each once', () => {
    const spec = [
      'table-matieres-cpe', 'reglement-officiel', 'guide-complet', 'articles-cles', 'modifications-2025',
      'sanctions-non-conformite', 'produits-ecollogo', 'liste-produits-approuves', 'produits-interdits',
      'desinfection-jouets', 'aires-de-change', 'gastro-enterite', 'pied-main-bouche', 'covid-19-cpe',
      'preparation-inspection', 'grille-verification', 'documents-requis', 'cpe-montreal', 'audit-gratuit-cpe',
      'salles-de-bain-cpe', 'cpe-longueuil', 'cpe-laval',
    ];
    expect(ids).toEqual(expect.arrayContaining(spec));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists in its table of contents every section of the page but the table itself', () => {
    const tocIds = childcare.toc.entries.flatMap((e) => [e.id, ...(e.children ?? []).map((c) => c.id)]);
    expect([...tocIds].sort()).toEqual(ids.filter((id) => id !== childcare.toc.id).sort());
  });

  it('cites the articles 76, 77, 78, 79 and 89 and the three steps of sanctions', () => {
    const text = strings(chapters).join('\n');
    for (const article of ['76', '77', '78', '79', '89']) expect(text).toContain(`Article ${article}${NBSP}:`);
    for (const step of ['Avis écrit', 'Avis de contravention', 'Suspension ou révocation du permis']) expect(text).toContain(step);
    expect(text).toContain(`500 à 2${NBSP}000${NBSP}$ par infraction`);
    expect(text).toContain('15 à 30 jours');
  });

  it('prices the four recommended products as section 9 does and lists six forbidden ones', () => {
    expect(recommendedProducts.map((p) => [p.price, p.litres])).toEqual([
      [12.99, 4],
      [9.99, 2],
      [24.99, 4],
      [18.99, 4],
    ]);
    expect(forbiddenProducts).toHaveLength(6);
    for (const p of forbiddenProducts) {
      expect(p.reason.length).toBeGreaterThan(20);
      expect(p.alternative.length).toBeGreaterThan(10);
    }
  });
});

describe('clinic city pages', () => {
  it('are Montréal, Laval and Longueuil, each with its own catalog form presetting its city', () => {
    expect(clinicCityPages.map((p) => p.slug)).toEqual([...clinicCitySlugs]);
    for (const page of clinicCityPages) {
      const form = formDefinition(page.formId);
      expect(form.fields.find((f) => f.name === 'ville')).toMatchObject({ type: 'hidden', value: page.slug });
      expect(catalog.optionSets[page.hero.areasOptionSet]).toBeDefined();
      expect(page.cases.items).toHaveLength(3);
      expect(page.geo.placename).toBe(page.cityName);
    }
  });

  it('show the spec’s local figures', () => {
    const [montreal, laval, longueuil] = clinicCityPages;
    const figures = (page: (typeof clinicCityPages)[number]) => strings(page.stats.items).join(' ');
    expect(figures(montreal)).toContain(`Moins de 2${NBSP}h`);
    expect(figures(montreal)).toContain('150+');
    expect(figures(montreal)).toContain('247 avis');
    expect(figures(laval)).toContain(`Moins de 1${NBSP}h${NBSP}30`);
    expect(figures(laval)).toContain('85+');
    expect(figures(laval)).toContain('156 avis');
    expect(figures(longueuil)).toContain(`Moins de 1${NBSP}h`);
    expect(figures(longueuil)).toContain('65+');
    expect(figures(longueuil)).toContain('128 avis');
    expect(catalog.optionSets[montreal.hero.areasOptionSet].filter((o) => o.value !== 'autre')).toHaveLength(12);
  });
});

describe('forms named by the pages', () => {
  it('exist in the catalog', () => {
    for (const id of [clinics.audit.formId, childcareAudit.formId, regulated.audit.formId, faqPage.contact.formId]) {
      expect(() => formDefinition(id)).not.toThrow();
    }
  });

  it('keep the reusable form’s consent error toast verbatim (spec 8)', () => {
    expect(formDefinition('audit').consent).toMatchObject({
      enforce: 'toast',
      error: { title: 'Politique de confidentialité', description: 'Veuillez accepter notre politique de confidentialité pour continuer.' },
    });
    expect(formDefinition('audit-clinique').success.title).toBe('Demande d\'audit reçue ! Nous vous contactons sous 2 heures.');
    for (const slug of clinicCitySlugs) {
      expect(formDefinition(`audit-clinique-${slug}`).success.title).toBe('Demande d\'audit envoyée! Nous vous contactons sous 2h.');
    }
  });
});

describe('regulated businesses', () => {
  it('defaults the sector tabs to pharmacies, then veterinaires and laboratoires', () => {
    expect(regulated.sectors.defaultTab).toBe('pharmacies');
    expect(regulated.sectors.tabs.map((t) => t.id)).toEqual(['pharmacies', 'veterinaires', 'laboratoires']);
  });

  it('links featured cities to their three sector pages and gives the others a phone link naming the city', () => {
    for (const city of cities) {
      const links = regulatedCityLinks(city);
      if (city.featured) {
        expect(links.map((l) => l.href)).toEqual(['medical', 'entreprise', 'garderie'].map((s) => `/nettoyage-${s}-${city.slug}`));
      } else {
        expect(links).toHaveLength(1);
        expect(links[0].href).toMatch(/^tel:/);
        expect(links[0].ariaLabel).toContain(city.name);
      }
    }
  });
});

describe('Québec French typography in the compliance copy', () => {
  // Copy only: hrefs (`tel:`, paths, anchors) are not prose.
  const text = strings(allContent).filter((s) => !/^(tel:|https?:|\/|#)/.test(s));

  it('puts a no-break space before « : ; ? ! » and inside guillemets', () => {
    for (const s of text) {
      expect(s, s).not.toMatch(/[^\u00a0][:;?!»]/);
      expect(s, s).not.toMatch(/«[^\u00a0]/);
    }
  });

  it('uses typographic apostrophes and keeps numbers with their units', () => {
    for (const s of text) {
      expect(s, s).not.toContain("'");
      expect(s, s).not.toMatch(/\d (h|min|%|\$|M\$|L|pi²)(?![\w])/);
    }
  });
});

describe('format helpers', () => {
  it('write prices, ranges and percentages the Québec way', () => {
    expect(formatCadCents(12.99)).toBe(`12,99${NBSP}$`);
    expect(formatCadRange(1200, 2400)).toBe(`1${NBSP}200 à 2${NBSP}400${NBSP}$`);
    expect(formatCadRange(0.25, 0.3, { cents: true })).toBe(`0,25 à 0,30${NBSP}$`);
    expect(formatPercent(10)).toBe(`10${NBSP}%`);
    expect(formatNumber(4000)).toBe(`4${NBSP}000`);
  });
});
