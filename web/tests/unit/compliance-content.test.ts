// Invariants of the compliance pages' data (data/conformite/): the counts, anchors, links, forms
// and figures the spec fixes, and the typography the schemas apply. No sentence of our own copy is
// asserted: editing a text in the YAML needs no edit here.
import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { clientsIn } from '../../src/content/schemas/city';
import {
  childcareChapters,
  childcareCities,
  childcareCityLinks,
  childcarePage,
  childcareToc,
  clinicCityLinks,
  clinicCityPages,
  clinicsPage,
  faqPage,
  regulatedCityLinks,
  regulatedPage,
  section,
} from '../../src/page-models/compliance';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { checkDocument as check, readCollection } from '../../src/content/direct-reader';
import { chapterSchema, childcarePageSchema, clinicCitySchema, clinicsPageSchema, faqPageSchema, regulatedPageSchema } from '../../src/content/schemas/compliance';
import { figures, values } from '../../src/content/values';
import { catalog, formDefinition } from '../../src/lib/forms/catalog';
import { formatCadCents, formatCadRange, formatNumber, formatPercent } from '../../src/lib/format';

const NBSP = '\u00a0';

/** Every string reachable from a content object. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

const faqs = [clinicsPage.faq, childcarePage.faq, faqPage.faq, regulatedPage.faq];

describe('FAQ lists', () => {
  // The spec's question counts are minimums in the schemas (2.11: 8, 2.13: 10, 2.14: 8, 2.15: 10):
  // a question may be added, never one fewer than the spec lists.
  it.each([
    ['cliniques.yaml', clinicsPageSchema, 8],
    ['garderies.yaml', childcarePageSchema, 10],
    ['entreprises-reglementees.yaml', regulatedPageSchema, 8],
    ['faq.yaml', faqPageSchema, 10],
  ] as const)('%s refuses, in French, a FAQ under the spec’s %i questions', (file, schema, min) => {
    const path = `src/content/data/conformite/${file}`;
    const raw = parse(readFileSync(path, 'utf8')) as { faq: { elements: unknown[] } };
    const short = { ...raw, faq: { ...raw.faq, elements: raw.faq.elements.slice(0, min - 1) } };
    expect(() => check(schema, short, path)).toThrow(new RegExp(`faq.*au moins ${min}`, 's'));
    const more = { ...raw, faq: { ...raw.faq, elements: [...raw.faq.elements, ...raw.faq.elements.slice(0, 1)].slice(0, Math.max(min, raw.faq.elements.length) + 1) } };
    expect(() => check(schema, more, path)).not.toThrow(/au moins/);
  });

  it('have distinct questions, each ending in « ?» after a non-breaking space', () => {
    for (const { items } of faqs) {
      expect(new Set(items.map((i) => i.question)).size).toBe(items.length);
      for (const { question } of items) expect(question).toMatch(/\u00a0\?$/);
    }
  });

  it('use a distinct accordion group name on each page', () => {
    const names = faqs.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('childcare guide', () => {
  const sections = [...childcareChapters, childcareCities];
  const ids = [
    childcarePage.toc.id,
    ...sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]),
    childcarePage.faq.id,
    childcarePage.audit.id,
  ];

  it('has every anchor of spec 2.13, each once', () => {
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
    const tocIds = childcareToc.flatMap((e) => [e.id, ...(e.children ?? []).map((c) => c.id)]);
    expect([...tocIds].sort()).toEqual(ids.filter((id) => id !== childcarePage.toc.id).sort());
  });

  it('reads its chapters in the order of their file numbers', () => {
    const files = readCollection('conformiteGarderiesChapitres').map((f) => f.id);
    const numbers = files.map((id) => parseInt(id, 10));
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const byNumber = [...files].sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    const idOf = (file: string) => readCollection('conformiteGarderiesChapitres').find((f) => f.id === file)!.data.id;
    expect(childcareChapters.map((c) => c.id)).toEqual(byNumber.map(idOf));
  });

  it('cites the regulation articles 76, 77, 78, 79 and 89 (spec 2.13)', () => {
    const text = strings(childcareChapters).join('\n');
    for (const article of ['76', '77', '78', '79', '89']) expect(text).toContain(`Article ${article}${NBSP}:`);
  });

  it('draws its product tables from the product lists, each product priced in dollars and cents', () => {
    const chapter = readCollection('conformiteGarderiesChapitres').find((f) => f.data.produits)!.data;
    const { recommandes, interdits } = chapter.produits!;
    for (const p of recommandes) expect(p.price).toMatch(/^\d[\d\u00a0\u202f]*,\d\d[\u00a0\u202f]\$$/);
    const tables = section(chapter).subsections!.flatMap((s) => s.blocks).filter((b) => b.kind === 'table');
    expect(tables.map((t) => t.table.rows.length)).toEqual([recommandes.length, interdits.length]);
    for (const t of tables) for (const row of t.table.rows) expect(row).toHaveLength(t.table.columns.length);
    expect(tables[0]!.table.rows.map((r) => r[0])).toEqual(recommandes.map((p) => p.name));
  });

  it('links every city of the grid to its childcare page (spec 2.13)', () => {
    for (const city of cities) {
      const links = childcareCityLinks(city);
      expect(links.map((l) => l.href)).toEqual([`/nettoyage-garderie-${city.slug}`]);
      expect(links[0]!.label).toContain(city.name);
    }
  });
});

describe('clinic pages', () => {
  it('are Montréal, Laval and Longueuil, each with its own catalog form presetting its city', () => {
    expect(clinicCityPages.map((p) => p.slug)).toEqual(['montreal', 'laval', 'longueuil']);
    for (const page of clinicCityPages) {
      const form = formDefinition(page.formId);
      expect(form.fields.find((f) => f.name === 'ville')).toMatchObject({ type: 'hidden', value: page.slug });
      expect(catalog.optionSets[page.hero.areasOptionSet]).toBeDefined();
      expect(page.cases.items).toHaveLength(3);
      expect(page.geo.placename).toBe(page.cityName);
      expect(page.path).toBe(`/conformite-cliniques-medicales-${page.slug}`);
    }
    expect(catalog.optionSets[clinicCityPages[0]!.hero.areasOptionSet]!.filter((o) => o.value !== 'autre')).toHaveLength(12);
  });

  it('show the city’s clinics and the firm’s one rating and review count (issue 25: one figure per quantity)', () => {
    for (const page of clinicCityPages) {
      const city = cities.find((c) => c.slug === page.slug)!;
      const stats = strings(page.stats.items).join(' ');
      expect(page.reviewCount).toBe(Number(values.get('note.avis')));
      expect(stats).toContain(`${clientsIn(city.nombreClients.medical)}+`);
      expect(stats).toContain(`${values.get('note.avis')} avis`);
      expect(stats).toContain(`${values.get('note.moyenne')}/5`);
    }
  });

  it('give each city page its commitments list, once, with the city’s own line', () => {
    for (const page of clinicCityPages) {
      const lists = page.local.blocks!.filter((b) => b.kind === 'list');
      expect(lists).toHaveLength(1);
      expect(lists[0]!.items).toHaveLength(clinicsPage.pagesVilles.engagements.length);
      expect(strings(lists[0]!.items).join('\n')).not.toMatch(/[{}]/);
    }
  });

  it('link every city of the province page’s grid: to its clinic page, else to its medical page (issue 26)', () => {
    const withPage = new Set(clinicCityPages.map((p) => p.slug));
    for (const city of cities) {
      const links = clinicCityLinks(city);
      expect(links.map((l) => l.href)).toEqual([withPage.has(city.slug) ? `/conformite-cliniques-medicales-${city.slug}` : `/nettoyage-medical-${city.slug}`]);
      expect(links[0]!.label).toContain(city.name);
    }
  });

  it('price the three clinic sizes from chiffres.yaml (spec 9)', () => {
    const table = section(clinicsPage.prices).blocks!.find((b) => b.kind === 'table')!.table;
    const cells = table.rows.flat();
    for (const size of ['petite', 'moyenne', 'grande']) {
      expect(cells).toContain(values.get(`prix.clinique.${size}`));
      expect(cells).toContain(values.get(`prix.clinique.${size}-pied-carre`));
    }
  });
});

describe('forms named by the pages', () => {
  it('exist in the catalog', () => {
    for (const id of [clinicsPage.audit.formId, childcarePage.audit.formId, regulatedPage.audit.formId, faqPage.contact.formId]) {
      expect(() => formDefinition(id)).not.toThrow();
    }
  });

  it('keep the reusable form’s consent error toast verbatim (spec 8)', () => {
    expect(formDefinition('audit').consent).toMatchObject({
      enforce: 'toast',
      error: { title: 'Politique de confidentialité', description: 'Veuillez accepter notre politique de confidentialité pour continuer.' },
    });
    expect(formDefinition('audit-clinique').success.title).toBe('Demande d\'audit reçue ! Nous vous contactons sous 2 heures.');
    for (const { slug } of clinicCityPages) {
      expect(formDefinition(`audit-clinique-${slug}`).success.title).toBe('Demande d\'audit envoyée! Nous vous contactons sous 2h.');
    }
  });
});

describe('regulated businesses', () => {
  it('defaults the sector tabs to pharmacies, then veterinaires and laboratoires', () => {
    expect(regulatedPage.sectors.defaultTab).toBe('pharmacies');
    expect(regulatedPage.sectors.tabs.map((t) => t.id)).toEqual(['pharmacies', 'veterinaires', 'laboratoires']);
  });

  it('links every city to its three sector pages, each link naming the city (issue 26)', () => {
    for (const city of cities) {
      const links = regulatedCityLinks(city);
      expect(links.map((l) => l.href)).toEqual(['medical', 'entreprise', 'garderie'].map((s) => `/nettoyage-${s}-${city.slug}`));
      for (const l of links) expect(l.label).toContain(city.name);
    }
  });
});

describe('FAQ page (spec 2.15)', () => {
  it('shows the spec’s three figures (satisfaction, clients, response delay), each from its key', () => {
    const stats = faqPage.stats.map((s) => s.value);
    expect(stats).toEqual([values.get('statistiques.satisfaction'), `${values.get('clients.total')}+`, values.get('delais.soumission')]);
  });
});

describe('figures of the compliance pages', () => {
  it('come from chiffres.yaml: the spec’s product prices, fines and review counts', () => {
    const tree = figures as Record<string, Record<string, Record<string, unknown>>>;
    expect(tree.prix!.produits).toEqual({
      'nettoyant-multisurface': { montant: 12.99, cents: true },
      'nettoyant-sans-parfum': { montant: 9.99, cents: true },
      peroxyde: { montant: 24.99, cents: true },
      ethanol: { montant: 18.99, cents: true },
    });
    expect(tree.amendes!.clinique).toEqual({ montant: 50000 });
  });

  it('leave no placeholder unfilled in any rendered text', () => {
    // The city pages' commitments (`pagesVilles.engagements`) are a template, filled per city page
    // (clinicCityPages, here rendered, holds them filled).
    const all = strings([{ ...clinicsPage, pagesVilles: undefined }, clinicCityPages, childcarePage, childcareChapters, childcareToc, regulatedPage, faqPage]);
    // Templates filled per city ({ville}, {equipe}) are the only braces left in the loaded data.
    const leftovers = all.filter((s) => /[{}]/.test(s) && !/\{(ville|equipe)\}/.test(s));
    expect(leftovers, JSON.stringify(leftovers)).toEqual([]);
  });
});

describe('an editing mistake in a compliance file', () => {
  const file = 'src/content/data/conformite/cliniques-villes/laval.yaml';
  const raw = () => parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Record<string, any>;

  it('is reported with the file, the field and what is wrong, in French', () => {
    const data = raw();
    data.heros.chapeau = 'Plus de {villes.laval.clients.medicale} cliniques.';
    delete data.cas.elements[0].resultat;
    data.local.blocs[0].genre = 'paragraphe';
    const message = (() => {
      try {
        check(clinicCitySchema, data, file);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(`${file}, champ « heros.chapeau » : la clé {villes.laval.clients.medicale} n’existe pas. Vouliez-vous dire {villes.laval.clients.medical}`);
    expect(message).toMatch(new RegExp(`${file}, champ « cas\\.elements », élément 1 \\(« [^»]+ »\\), champ « resultat » : champ manquant`));
    expect(message).toContain(`${file}, champ « local.blocs », bloc 1, champ « genre » : « paragraphe » n’est pas une valeur permise. Valeurs permises : paragraphs, list, steps, cards, table, callout, links. Vouliez-vous dire « paragraphs » ?`);
  });

  it('is not raised by the file as it is', () => {
    expect(() => check(clinicCitySchema, raw(), file)).not.toThrow();
  });
});

describe('Québec French typography in the compliance copy', () => {
  // Templates filled per page ({ville}, {equipe}) are checked once filled: the city pages' lists, the links.
  const { pagesVilles: _templates, ...clinics } = clinicsPage;
  const links = cities.flatMap((c) => [...clinicCityLinks(c), ...childcareCityLinks(c), ...regulatedCityLinks(c)]);
  const text = strings([clinics, clinicCityPages, childcarePage, childcareChapters, regulatedPage, faqPage, links]).filter(
    (s) => !/^(tel:|https?:|\/|#)/.test(s) && !/\{(ville|equipe)\}/.test(s),
  );

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
