// Issue 24, items 2 and 3: the rules live in the schemas and the registry's cross-file checks, and
// every mistake is reported once, in French, with the file, the field and a suggestion.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkDocument, readCollection, type Entry } from '../../src/content/direct-reader';
import { crossFileRules } from '../../src/content/rules';
import { yamlOf } from '../../src/content/files';
import { cityFileSchema } from '../../src/content/schemas/city';
import { faqPageSchema } from '../../src/content/schemas/compliance';
import { errorOf } from './helpers/content-error';
import { parseCatalog } from '../../src/lib/forms/catalog';

const [city] = readCollection('villes');
const file = city!.file;

describe('a misspelt key', () => {
  it('is one problem, naming the key typed and the one meant', () => {
    // The file as written (its French keys), not the parsed entry (which carries the code's names).
    const { acces, ...rest } = yamlOf(file.replace('src/content/data/', '')) as Record<string, unknown>;
    const message = errorOf(() => checkDocument(cityFileSchema, { ...rest, accès: acces }, file));
    expect(message).toBe(`${file} : champ inconnu « accès ». Vouliez-vous dire « acces » ?`);
  });
});

describe('the compliance FAQ', () => {
  it('needs at least 10 questions, and says how many it has', () => {
    const faq = readCollection('conformiteFaq')[0]!;
    const raw = parse(readFileSync(new URL(`../../${faq.file}`, import.meta.url), 'utf8')) as { faq: { elements: unknown[] } };
    expect(() => checkDocument(faqPageSchema, raw, faq.file)).not.toThrow();
    raw.faq.elements = raw.faq.elements.slice(0, 9);
    expect(errorOf(() => checkDocument(faqPageSchema, raw, faq.file))).toBe(`${faq.file}, champ « faq.elements » : il en faut au moins 10 ; il y en a 9.`);
  });
});

describe('city files', () => {
  const cities = readCollection('villes');
  const rule = crossFileRules.villes!;

  it('are accepted as they are', () => {
    expect(() => rule(cities as Entry<never>[], readCollection as never)).not.toThrow();
  });

  it('refuse a copy of another city that kept its districts and landmarks, naming both files', () => {
    const source = cities[0]!;
    // Its own client counts, small enough for the totals of chiffres.yaml (a rule of its own, issue 39).
    const nombreClients = { medical: 1, garderie: 1, entreprise: 1 };
    const copy = { id: 'rimouski', file: 'src/content/data/villes/rimouski.yaml', data: { ...source.data, slug: 'rimouski', ordre: 99, nombreClients } };
    const message = errorOf(() => rule([...cities, copy] as Entry<never>[], readCollection as never));
    expect(message).toContain(`${copy.file} et ${source.file} ont en commun 6 quartiers`);
    expect(message).toContain(`« ${source.data.quartiers[0]} »`);
    expect(message.split('\n')).toHaveLength(1);
  });
});

describe('testimonials', () => {
  const testimonials = readCollection('temoignages');
  const rule = crossFileRules.temoignages!;
  const run = (entries: unknown[]) => () => rule(entries as Entry<never>[], readCollection as never);

  it('are accepted as they are, any number per city, at least one per sector', () => {
    expect(run(testimonials)).not.toThrow();
    const extra = { ...testimonials[0]!, id: 'extra', file: 'src/content/data/temoignages/extra.yaml', data: { ...testimonials[0]!.data, auteur: 'Personne Nouvelle' } };
    expect(run([...testimonials, extra])).not.toThrow();
  });

  it('belong to a city file and one of its districts', () => {
    const [first, ...rest] = testimonials;
    expect(errorOf(run([{ ...first!, data: { ...first!.data, ville: 'lavall' } }, ...rest]))).toMatch(/champ « ville » : aucune ville « lavall »/);
    expect(errorOf(run([{ ...first!, data: { ...first!.data, quartier: 'Nulle-Part' } }, ...rest]))).toMatch(/champ « quartier » : « Nulle-Part » n’est pas un des quartiers de src\/content\/data\/villes\//);
  });

  it('quote a person for one city only, naming both files', () => {
    const [a, ...rest] = testimonials;
    const other = rest.find((t) => t.data.ville !== a!.data.ville)!;
    const copy = { ...other, data: { ...other.data, auteur: a!.data.auteur } };
    expect(errorOf(run([a, ...rest.filter((t) => t !== other), copy]))).toContain(`est déjà cité pour une autre ville dans ${a!.file}`);
  });

  it('leave no city without a testimonial of a sector', () => {
    const [a] = testimonials;
    const without = testimonials.filter((t) => !(t.data.ville === a!.data.ville && t.data.secteur === a!.data.secteur));
    expect(errorOf(run(without))).toContain(`n’a aucun témoignage du secteur « ${a!.data.secteur} »`);
  });
});

describe('the forms catalog', () => {
  it('names a list of options that does not exist, with the nearest one', () => {
    const text = readFileSync(new URL('../../../forms/catalog.json', import.meta.url), 'utf8').replace('"optionSet": "villes"', '"optionSet": "vile"');
    expect(errorOf(() => parseCatalog(text))).toMatch(
      /^\.\.\/forms\/catalog\.json, champ « forms », \S+ \d+ \(« [^»]+ »\), champ « fields », élément \d+ \(« ville »\), champ « optionSet » : liste d’options « vile » inconnue\. Vouliez-vous dire « villes » \?/,
    );
  });

  it('names the line of a missing comma', () => {
    const text = JSON.stringify({ a: [1, 2] }, null, 2).replace('1,', '1');
    expect(errorOf(() => parseCatalog(text))).toMatch(/^\.\.\/forms\/catalog\.json, ligne 4, colonne \d+ : une virgule « , » ou un crochet « \] » manque/);
  });
});
