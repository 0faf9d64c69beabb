// Issue 25, item 4, « one figure per quantity »: where the specification gave two values for a
// quantity (the firm's clients, the clients per city and sector, Montréal's clinics, the audit's
// value, the rating and its review count), every built page shows the one value of its key. The
// pages of web/dist (built by `make build` before the tests) are read as a visitor reads them; the
// expected values come from the data (chiffres.yaml, the city files), never from this file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { clientsIn } from '../../src/content/schemas/city';
import { numberAt } from '../../src/content/schemas/figures';
import { figure, figures, values } from '../../src/content/values';
import { site } from '../../src/config/site';
import { yearsSince } from '../../src/lib/build-date';
import { SECTOR_TOTALS } from '../../src/content/schemas/figure-relations';
import { sectorCityPath } from '../../src/page-models/routes';
import { sectorSlugs } from '../../src/content/sectors';
import { pagePath } from '../../integrations/image-slots';
import { visibleText } from '../../integrations/figures-to-confirm';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const flat = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');
/** A number as pages write it (« 1 800 », « 4,9 », « 4.9 »), comparable. */
const numeric = (text: string) => Number(flat(text).replace(/ /g, '').replace(',', '.'));

describe('each quantity renders one value on every built page', () => {
  it('has a built site to read (make build)', () => {
    expect(existsSync(join(dist, 'index.html')), `${dist} has no index.html: build the site first`).toBe(true);
  });
  const pages = existsSync(dist)
    ? readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.html'))
        .map((file) => {
          const html = readFileSync(join(dist, file), 'utf8');
          return { path: pagePath(file), text: visibleText(html), html };
        })
    : [];

  /** Every number the pattern captures (in its first or second group) on the given pages, with where it was read. */
  const read = (pattern: RegExp, on = pages) =>
    on.flatMap((p) => [...p.text.matchAll(pattern)].map((m) => ({ page: p.path, text: m[0], value: numeric(m[1] ?? m[2]!) })));

  const quantities: { key: string; expected: number; pattern: RegExp }[] = [
    // « 4,9/5 », and « 4.9/5 » as the spec writes it on the sector badges.
    { key: 'note.moyenne', expected: numberAt(figures, 'note.moyenne'), pattern: /(\d[,.]\d)\s?\/\s?5\b/g },
    // « selon 127 avis », « (127 avis) ».
    { key: 'note.avis', expected: numberAt(figures, 'note.avis'), pattern: /(\d[\d ]*) avis\b/g },
    // The header's « Audit Gratuit 500$ », « d’une valeur de 500 $ », « Audit gratuit de 500 $ ».
    { key: 'prix.audit.valeur', expected: numberAt(figures, 'prix.audit.valeur'), pattern: /(?:Audit Gratuit|valeur de|gratuit de) (\d[\d ]*) ?\$/gi },
    // « Plus de 300 clients », « 300+ clients conformes »; not a city's « plus de 80 clients de Brossard ».
    { key: 'clients.total', expected: numberAt(figures, 'clients.total'), pattern: /(?:[Pp]lus de (\d[\d ]*)|(\d[\d ]*)\+) [Cc]lients\b(?! de | d’| à | du )/g },
  ];

  // Issue 39, item 2: a rating is shown only with its source, a link to the firm's public review profile.
  it('shows the review count only beside a link to its source (config/business.json reviewProfile)', () => {
    const count = new RegExp(`\\b${values.get('note.avis')} avis\\b`);
    const shown = pages.filter((p) => count.test(flat(p.text)));
    expect(shown.length).toBeGreaterThan(0);
    const unsourced = site.reviewProfile ? shown.filter((p) => !p.html.includes(`href="${site.reviewProfile}"`)) : shown;
    expect(unsourced.map((p) => p.path)).toEqual([]);
  });

  it.each(quantities)('{$key}', ({ key, expected, pattern }) => {
    const found = read(pattern);
    expect(found.length, `{${key}} is shown on no page`).toBeGreaterThan(0);
    expect(found.filter((f) => f.value !== expected), `{${key}} = ${figure(key)}`).toEqual([]);
  });

  // Issue 39, item 1: figures that follow from the data say one thing on every page; a part never
  // exceeds its whole on any page.
  const computed: { what: string; expected: number; pattern: RegExp }[] = [
    // « 17 ans d’expérience », « 17 ans plus tard », the contact page's « 17 ans » beside « depuis 2009 ».
    { what: 'years of experience', expected: yearsSince(site.foundedYear), pattern: /(\d+) ans (?:d’expérience|plus tard)|(\d+) ans D’expérience/g },
    { what: 'founding year', expected: site.foundedYear, pattern: /[Dd]epuis (\d{4}), dans|[Dd]’expérience, depuis (\d{4})|fondé l’entreprise en (\d{4})/g },
    // « Guide 2026 : CPE… », « Modifications 2026 ».
    { what: 'childcare guide edition', expected: Number(values.get('garderies.edition')), pattern: /Guide (\d{4})\b|Modifications (\d{4})\b/g },
  ];
  it.each(computed)('the $what is the same on every page, as the data computes it', ({ what, expected, pattern }) => {
    const found = pages.flatMap((p) => [...p.text.matchAll(pattern)].map((m) => ({ page: p.path, text: m[0], value: Number(m.slice(1).find(Boolean)) })));
    expect(found.length, `the ${what} is shown on no page`).toBeGreaterThan(0);
    expect(found.filter((f) => f.value !== expected)).toEqual([]);
  });

  const wholes: { key: string; pattern: RegExp }[] = [
    // « 150+ cliniques », « Plus de 40 cliniques à Montréal »: none more than the overall clinics.
    { key: 'clients.cliniques', pattern: /(?:[Pp]lus de (\d[\d ]*)|(\d[\d ]*)\+) cliniques\b/g },
    { key: 'clients.garderies', pattern: /(?:[Pp]lus de (\d[\d ]*)|(\d[\d ]*)\+) (?:CPE|garderies|services de garde)\b/g },
    // Any client count, of a city or a sector, is at most the firm's clients.
    { key: 'clients.total', pattern: /(?:[Pp]lus de (\d[\d ]*)|(\d[\d ]*)\+) (?:clients|cliniques|CPE|garderies|entreprises)\b/g },
  ];
  it.each(wholes)('no page states a part of {$key} larger than it', ({ key, pattern }) => {
    const whole = numberAt(figures, key);
    const found = read(pattern);
    expect(found.length, `no count of {${key}} read on any page`).toBeGreaterThan(0);
    expect(found.filter((f) => f.value > whole), `{${key}} = ${whole}`).toEqual([]);
  });

  it('the cities’ clients of a sector add up to at most its overall count, as the pages state them', () => {
    for (const [sector, key] of Object.entries(SECTOR_TOTALS)) {
      const stated = cities.map((city) => {
        const own = pages.filter((p) => p.path === sectorCityPath(sector as never, city.slug));
        return Math.max(0, ...read(/[Pp]lus de (\d[\d ]*) (?:cliniques|garderies|entreprises|clients)\b/g, own).map((c) => c.value));
      });
      expect(stated.reduce((a, b) => a + b, 0), `${sector}: the cities’ pages against {${key}}`).toBeLessThanOrEqual(numberAt(figures, key));
    }
  });

  it('the header button reads « Audit Gratuit », the kept audit value and « $ », on every page', () => {
    const amount = numberAt(figures, 'prix.audit.valeur');
    // The guides' print pages (printed to PDF at build) have no site header.
    const without = pages.filter((p) => !p.path.startsWith('/guides/impression/') && !p.text.includes(`Audit Gratuit ${amount}$`));
    expect(without.map((p) => p.path)).toEqual([]);
  });

  describe.each(cities.map((c) => [c.slug, c] as const))('clients of %s', (_slug, city) => {
    it.each(sectorSlugs)('%s: its pages show the city file’s count, and only it', (sector) => {
      const expected = clientsIn(city.nombreClients[sector]);
      const own = pages.filter((p) => p.path === sectorCityPath(sector, city.slug));
      const counts = read(/[Pp]lus de (\d[\d ]*) (?:cliniques|garderies|entreprises|clients)\b/g, own).concat(read(/(\d[\d ]*)\+ /g, own));
      expect(counts.length, `${sectorCityPath(sector, city.slug)}: no client count shown`).toBeGreaterThan(0);
      expect(counts.filter((c) => c.value !== expected)).toEqual([]);
    });
  });

  it('a clinic compliance page of a city shows that city’s clinics (Montréal: one value, not 150 and 450)', () => {
    const clinicPages = pages.filter((p) => /^\/conformite-cliniques-medicales-[a-z-]+$/.test(p.path));
    expect(clinicPages.length).toBeGreaterThan(0);
    for (const page of clinicPages) {
      const city = cities.find((c) => page.path.endsWith(`-${c.slug}`))!;
      const counts = read(/(?:[Pp]lus de (\d[\d ]*) cliniques|(\d[\d ]*)\+ )/g, [page]);
      expect(counts.length, page.path).toBeGreaterThan(0);
      expect(counts.filter((c) => c.value !== clientsIn(city.nombreClients.medical)), page.path).toEqual([]);
    }
  });
});
