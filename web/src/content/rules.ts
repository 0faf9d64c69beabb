import { ContentError } from '../lib/errors/french-errors';
import { nearest } from '../lib/near';
import type { Entry } from './entry';
import { cityCountProblems } from './schemas/figure-relations';
import type { FigureTree } from './schemas/figures';

/**
 * Rules across the files of a folder collection, which one file's schema cannot see: a city file
 * copied from another keeps the other's districts, landmarks or quoted people, and would publish
 * them on the new city's pages.
 */
type CityData = {
  slug: string;
  ordre: number;
  quartiers: readonly string[];
  reperes: readonly string[];
  nombreClients: Readonly<Record<string, number | { nombre: number }>>;
};
type TestimonialData = { ville: string; secteur: string; quartier: string; auteur: string };
type Read = ((name: 'villes') => Entry<CityData>[]) & ((name: 'chiffres') => Entry<FigureTree>[]) & ((name: 'personnes') => Entry<unknown>[]);

function cityRules(entries: Entry<CityData>[], read: Read): void {
  const problems: string[] = [];
  // The clients of the cities are parts of the overall counts of chiffres.yaml (issue 39).
  const counts = entries.map(({ id, data }) => ({
    slug: id,
    counts: Object.fromEntries(Object.entries(data.nombreClients).map(([sector, n]) => [sector, typeof n === 'number' ? n : n.nombre])),
  }));
  problems.push(...cityCountProblems(counts, read('chiffres')[0]!.data));
  for (const { id, data, file } of entries) {
    if (data.slug !== id) problems.push(`${file}, champ « slug » : doit valoir « ${id} », comme le nom du fichier.`);
  }
  const byOrder = new Map<number, string>();
  for (const { data, file } of entries) {
    const other = byOrder.get(data.ordre);
    if (other) problems.push(`${file}, champ « ordre » : ${data.ordre} est déjà l’ordre de ${other}. Donnez à chaque ville un ordre différent.`);
    else byOrder.set(data.ordre, file);
  }
  // Districts and landmarks another city file already has: one line per pair of files.
  const owner = new Map<string, string>();
  const common = new Map<string, { quartiers: string[]; reperes: string[] }>();
  for (const { data, file } of entries) {
    for (const [kind, values] of [['quartiers', data.quartiers], ['reperes', data.reperes]] as const) {
      for (const value of new Set(values)) {
        const key = `${kind}:${value.normalize('NFC').toLowerCase()}`;
        const other = owner.get(key);
        if (!other) owner.set(key, file);
        else if (other !== file) {
          const pair = `${other}|${file}`;
          const found = common.get(pair) ?? { quartiers: [], reperes: [] };
          found[kind].push(value);
          common.set(pair, found);
        }
      }
    }
  }
  for (const [pair, { quartiers, reperes }] of common) {
    const [first, second] = pair.split('|');
    const list = (label: string, values: string[]) => (values.length ? [`${values.length} ${label} (${values.map((v) => `« ${v} »`).join(', ')})`] : []);
    problems.push(
      `${second} et ${first} ont en commun ${[...list(values(quartiers.length, 'quartier'), quartiers), ...list(values(reperes.length, 'repère'), reperes)].join(' et ')}. ` +
        'Un fichier de ville copié d’une autre garde ses quartiers et ses repères : écrivez ceux de la nouvelle ville.',
    );
  }
  if (problems.length) throw new ContentError(problems.join('\n'));
}

const SECTORS = ['medical', 'garderie', 'entreprise'];

/** « 1 quartier », « 6 quartiers ». */
function values(n: number, word: string): string {
  return n > 1 ? `${word}s` : word;
}

/**
 * Each testimonial belongs to a city file and one of its districts; a person is quoted for one
 * city only; every city has at least one testimonial per sector (each of its sector pages shows
 * its own).
 */
function testimonialRules(entries: Entry<TestimonialData>[], read: Read): void {
  const problems: string[] = [];
  const cities = new Map(read('villes').map((c) => [c.id, c]));
  for (const { data, file } of entries) {
    const city = cities.get(data.ville);
    if (!city) {
      const near = nearest(data.ville, cities.keys(), 1);
      problems.push(`${file}, champ « ville » : aucune ville « ${data.ville} » dans src/content/data/villes/.${near.length ? ` Vouliez-vous dire « ${near[0]} » ?` : ''}`);
    } else if (!city.data.quartiers.includes(data.quartier)) {
      problems.push(`${file}, champ « quartier » : « ${data.quartier} » n’est pas un des quartiers de ${city.file} (${city.data.quartiers.join(', ')}).`);
    }
  }
  const quoted = new Map<string, Entry<TestimonialData>>();
  for (const entry of entries) {
    const key = entry.data.auteur.normalize('NFC').toLowerCase();
    const other = quoted.get(key);
    if (other && other.data.ville !== entry.data.ville) {
      problems.push(`${entry.file}, champ « auteur » : « ${entry.data.auteur} » est déjà cité pour une autre ville dans ${other.file}. Une personne n’est citée que pour une ville.`);
    } else if (!other) quoted.set(key, entry);
  }
  for (const [slug, city] of cities) {
    for (const sector of SECTORS) {
      if (!entries.some((t) => t.data.ville === slug && t.data.secteur === sector)) {
        problems.push(`src/content/data/temoignages : ${city.file} n’a aucun témoignage du secteur « ${sector} ». Ajoutez un fichier avec « ville: ${slug} » et « secteur: ${sector} ».`);
      }
    }
  }
  if (problems.length) throw new ContentError(problems.join('\n'));
}

/**
 * A reference to a person of data/personnes/ (an article's author or reviewer, a guide's reviewer):
 * the problem when no file has that name, with the nearest one.
 */
function unknownPerson(file: string, field: string, name: string, people: readonly string[]): string | undefined {
  if (people.includes(name)) return undefined;
  const near = nearest(name, people, 1);
  return (
    `${file}, champ « ${field} » : aucune personne « ${name} » dans src/content/data/personnes/.` +
    (near.length ? ` Vouliez-vous dire « ${near[0]} » ?` : ` Personnes : ${people.join(', ') || 'aucune'}.`)
  );
}

type ArticleRefs = { auteur: string; reviseur: string };

/** Each article's author and reviewer are people of data/personnes/. */
function articleRules(entries: Entry<ArticleRefs>[], read: Read): void {
  const people = read('personnes').map((p) => p.id);
  const problems = entries.flatMap(({ data, file }) =>
    (['auteur', 'reviseur'] as const).map((field) => unknownPerson(file, field, data[field], people)).filter((p): p is string => !!p),
  );
  if (problems.length) throw new ContentError(problems.join('\n'));
}

type GuidesRefs = { guides: readonly { secteur: string; reviseur: string }[] };

/** Each guide's reviewer is a person of data/personnes/. */
function guideRules(entries: Entry<GuidesRefs>[], read: Read): void {
  const people = read('personnes').map((p) => p.id);
  const problems = entries.flatMap(({ data, file }) =>
    data.guides.map((g, i) => unknownPerson(file, `guides.${i + 1}.reviseur`, g.reviseur, people)).filter((p): p is string => !!p),
  );
  if (problems.length) throw new ContentError(problems.join('\n'));
}

type Rule = (entries: Entry<never>[], read: Read) => void;

export const crossFileRules: Partial<Record<string, Rule>> = {
  villes: cityRules as Rule,
  temoignages: testimonialRules as Rule,
  articles: articleRules as Rule,
  guides: guideRules as Rule,
};
