// Issue 39, item 1: figures that stand in a relation are checked at build, in French, naming both
// keys; figures that follow from others are computed. Each relation is broken on an edited copy
// of the real data (a fixture), and the real data passes.
import { describe, expect, it } from 'vitest';
import { checkDocument, readCollection, siteValues, type Entry } from '../../src/content/direct-reader';
import { cityFileSchema, clientsIn } from '../../src/content/schemas/city';
import { yamlOf } from '../../src/content/files';
import { crossFileRules } from '../../src/content/rules';
import { cityCountProblems, figureRelationProblems, figuresFileSchema, SECTOR_TOTALS } from '../../src/content/schemas/figure-relations';
import { numberAt, type FigureTree } from '../../src/content/schemas/figures';
import { site } from '../../src/config/site';
import { buildDate, yearsSince } from '../../src/lib/build-date';
import { checkWith, ContentError } from '../../src/lib/errors/french-errors';
import { formatNumber } from '../../src/lib/format';

const FILE = 'src/content/data/chiffres.yaml';
const realFigures = () => structuredClone(yamlOf('chiffres.yaml')) as FigureTree;
const set = (tree: FigureTree, key: string, value: object) => {
  const parts = key.split('.');
  const group = parts.slice(0, -1).reduce((at, p) => at[p] as FigureTree, tree);
  group[parts.at(-1)!] = value as FigureTree[string];
  return tree;
};
const refusal = (tree: FigureTree): string => {
  try {
    checkWith(figuresFileSchema, tree, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};
const cities = () =>
  readCollection('villes').map((c) => ({
    slug: c.id,
    counts: Object.fromEntries(Object.entries(c.data.nombreClients).map(([s, n]) => [s, clientsIn(n)])),
  }));

describe('the real data', () => {
  it('keeps every relation of chiffres.yaml', () => {
    expect(figureRelationProblems(realFigures())).toEqual([]);
    expect(() => checkWith(figuresFileSchema, realFigures(), FILE)).not.toThrow();
  });
  it('has city client counts that fit in the overall counts', () => {
    expect(cityCountProblems(cities(), realFigures())).toEqual([]);
  });
  it('has a rating in 1–5 with a whole review count of at least 1', () => {
    const figures = realFigures();
    expect(numberAt(figures, 'note.moyenne')).toBeGreaterThanOrEqual(1);
    expect(numberAt(figures, 'note.moyenne')).toBeLessThanOrEqual(5);
    expect(Number.isInteger(numberAt(figures, 'note.avis'))).toBe(true);
  });
});

describe('each relation, broken, is refused in French naming both keys', () => {
  it('a rating above 5', () => {
    const message = refusal(set(realFigures(), 'note.moyenne', { nombre: 6.2, aConfirmer: true }));
    expect(message).toContain(FILE);
    expect(message).toContain('{note.moyenne} vaut 6,2 : une note va de 1 à 5 (sur {note.avis} avis).');
  });
  it('a rating below 1', () => {
    expect(refusal(set(realFigures(), 'note.moyenne', { nombre: 0.5 }))).toContain('une note va de 1 à 5');
  });
  it('a rating without its review count', () => {
    const tree = realFigures();
    delete (tree.note as FigureTree).avis;
    expect(refusal(tree)).toContain('{note.moyenne} et {note.avis} vont ensemble');
  });
  it('a review count that is not a whole number of at least 1', () => {
    expect(refusal(set(realFigures(), 'note.avis', { nombre: 0 }))).toContain('{note.avis} vaut 0 : le nombre d’avis de {note.moyenne}');
    expect(refusal(set(realFigures(), 'note.avis', { nombre: 12.5 }))).toContain('{note.avis} vaut 12,5');
  });
  it('a total smaller than the sum of its parts', () => {
    const tree = realFigures();
    const clinics = numberAt(tree, 'clients.cliniques');
    const daycares = numberAt(tree, 'clients.garderies');
    const total = clinics + daycares - 1;
    set(tree, 'clients.total', { nombre: total, aConfirmer: true });
    const message = refusal(tree);
    expect(message).toContain(
      `{clients.total} (${formatNumber(total)}) est plus petit que la somme de ses parties, {clients.cliniques} (${formatNumber(clinics)}) + ` +
        `{clients.garderies} (${formatNumber(daycares)}) = ${formatNumber(clinics + daycares)} : un total est au moins la somme de ses parties.`,
    );
    // With the sum of its parts, it passes.
    set(tree, 'clients.total', { nombre: clinics + daycares });
    expect(figureRelationProblems(tree)).toEqual([]);
  });
  it('a part larger than its whole', () => {
    const tree = realFigures();
    const total = numberAt(tree, 'clients.total');
    set(tree, 'clients.cliniques', { nombre: total + 1 });
    expect(refusal(tree)).toContain(`{clients.cliniques} (${formatNumber(total + 1)}) dépasse son total {clients.total} (${formatNumber(total)}) : une partie ne peut dépasser son tout.`);
  });
  it.each(Object.entries(SECTOR_TOTALS))('the cities’ « %s » clients adding up to more than {%s}', (sector, totalKey) => {
    const figures = realFigures();
    const list = cities();
    const sum = list.reduce((s, c) => s + (c.counts[sector] ?? 0), 0);
    set(figures, totalKey, { nombre: sum - 1 });
    const [problem] = cityCountProblems(list, figures).filter((p) => p.includes(`{${totalKey}}`));
    expect(problem).toContain(`{villes.${list[0]!.slug}.clients.${sector}}`);
    expect(problem).toContain(`= ${formatNumber(sum)}, dépassent {${totalKey}} (${formatNumber(sum - 1)}) de chiffres.yaml`);
  });
  it('every city’s clients adding up to more than {clients.total}', () => {
    const list = cities();
    const sum = list.reduce((s, c) => s + Object.values(c.counts).reduce((a, b) => a + b, 0), 0);
    const figures = set(realFigures(), 'clients.total', { nombre: sum - 1 });
    // The sector totals stay within the lowered total, so only the cities' sum breaks.
    const problems = cityCountProblems(list, figures).filter((p) => p.includes('{clients.total}'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`= ${formatNumber(sum)}, dépassent {clients.total} (${formatNumber(sum - 1)})`);
  });
  it('at build: a city file whose clinics overflow the overall count stops the city collection', () => {
    const entries = readCollection('villes').map((e) => structuredClone(e)) as Entry<{ nombreClients: Record<string, unknown> }>[];
    const figures = realFigures();
    entries[0]!.data.nombreClients.medical = numberAt(figures, 'clients.cliniques') + 1;
    const read = ((name: string) => (name === 'chiffres' ? [{ id: 'chiffres', file: FILE, data: figures }] : readCollection(name as 'villes'))) as never;
    expect(() => crossFileRules.villes!(entries as never, read)).toThrow(/dépassent \{clients\.cliniques\}/);
  });
});

describe('a city count the firm confirmed', () => {
  it('reads with its box unticked (« aConfirmer » removed), as with it', () => {
    const [city] = readCollection('villes');
    const raw = structuredClone(yamlOf(city!.file.replace('src/content/data/', ''))) as { nombreClients: Record<string, unknown> };
    raw.nombreClients.medical = { nombre: 5 };
    expect(() => checkDocument(cityFileSchema, raw, city!.file)).not.toThrow();
  });
});

describe('figures that follow from others are computed', () => {
  it('the years of experience: from the founding year to the build date', () => {
    expect(yearsSince(2009, new Date('2026-11-28T00:00:00Z'))).toBe(17);
    expect(siteValues().get('experience.annees')).toBe(formatNumber(yearsSince(site.foundedYear)));
    expect(buildDate({ SOURCE_DATE_EPOCH: '1767225600' }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(realFigures().experience, 'the years are no longer typed in chiffres.yaml').toBeUndefined();
  });
  it('the childcare guide’s edition: the year of the regulation’s version it reflects', () => {
    const page = readCollection('conformiteGarderies')[0]!.data;
    const year = page.article.reglement.aJourAu.slice(0, 4);
    expect(siteValues().get('garderies.edition')).toBe(year);
    expect(page.hero.eyebrow).toContain(`Guide ${year}`);
    expect(page.seo.description).toContain(`Guide ${year}`);
  });
  it('the rounded subscribers and the yearly saving', () => {
    const figures = realFigures();
    const subscribers = numberAt(figures, 'infolettre.abonnes');
    expect(siteValues().get('infolettre.abonnes-arrondi')).toBe(formatNumber(Math.floor(subscribers / 100) * 100));
    const saving = numberAt(figures, 'comparaison.employe-interne') - numberAt(figures, 'comparaison.notre-service');
    expect(siteValues().get('comparaison.economie')?.replace(/\D/g, '')).toBe(String(saving));
  });
});
