import type { z } from 'zod';
import { business, site } from '../config/site';
import { checkWith } from '../lib/errors/french-errors';
import { yearsSince } from '../lib/build-date';
import { formatCad, formatNumber, formatPercent } from '../lib/format';
import { nonBreaking } from '../lib/phone';
import { typography } from '../lib/typography';
import { checkedFiles, displayPath, filesIn, markdownOf, refreshFiles, withChanges, yamlOf } from './files';
import { flattenFigures, parsingWith, type Values } from './placeholders';
import type { Entry } from './entry';
import { registry, type CollectionName, type Registry } from './registry';
import type { Data } from './stored';
import { crossFileRules } from './rules';
import { numberAt, type FigureTree } from './schemas/figures';
import { isWithdrawn } from './schemas/withdrawal';

/**
 * The direct reader of the registry (./registry.ts): every entry of a collection read from its
 * files and checked, without Astro's content layer. Astro's loader (./loader.ts) fills the
 * collections that everything else of src reads with `getCollection` (./entries.ts) from it, and
 * is the one module of src that imports it (tests/unit/import-direction.test.ts). Otherwise it is
 * for code that runs outside Astro's content layer: the build's integrations (the forms catalog
 * runs before the content layer syncs), the editor (it checks a save before writing it), and the
 * unit tests' `astro:content` (tests/unit/helpers/astro-content.ts).
 * Each file is parsed once per process, with the schema the registry names, its `{clés}` filled
 * with the site's values (chiffres.yaml, counts of the data, config/business.json); every problem
 * is reported in French with the file and the field.
 */

export type { Data };
export type { Entry };

const cache = new Map<CollectionName, Entry<unknown>[]>();
let valuesCache: Values | undefined;

const baseName = (relative: string) => relative.split('/').at(-1)!.replace(/\.(ya?ml|md)$/, '');

function load<N extends CollectionName>(name: N): Entry<Data<N>>[] {
  const source = registry[name];
  const values = name === 'chiffres' ? undefined : siteValues();
  const parse = (raw: unknown, file: string) => {
    const data = values ? parsingWith(values, () => checkWith(source.schema, raw, file)) : checkWith(source.schema, raw, file);
    checkedFiles.add(file);
    return data as Data<N>;
  };
  // A withdrawn entry is checked, then left out: nothing of it is built.
  const entries = entriesOf(source, parse).filter((entry) => !isWithdrawn(entry.data));
  crossFileRules[name]?.(entries as never, readCollection as never);
  return entries;
}

function entriesOf<T>(source: Registry[CollectionName], parse: (raw: unknown, file: string) => T): Entry<T>[] {
  if ('markdown' in source) {
    const { frontmatter, body } = markdownOf(source.markdown);
    const file = displayPath(source.markdown);
    return [{ id: baseName(source.markdown), data: parse(frontmatter, file), file, body }];
  }
  if ('file' in source) {
    const file = displayPath(source.file);
    return [{ id: baseName(source.file), data: parse(yamlOf(source.file), file), file }];
  }
  const except = 'except' in source ? (source.except as readonly string[]) : [];
  return filesIn(source.folder)
    .filter((relative) => !except.includes(relative.slice(source.folder.length + 1)))
    .map((relative) => {
      const file = displayPath(relative);
      if (!relative.endsWith('.md')) return { id: baseName(relative), data: parse(yamlOf(relative), file), file };
      const { frontmatter, body } = markdownOf(relative);
      return { id: baseName(relative), data: parse(frontmatter, file), file, body };
    });
}

/** A document checked against a schema with the site's values, as the loader does (tests feed it edited copies). */
export function checkDocument<S extends z.ZodType>(schema: S, raw: unknown, file: string): z.output<S> {
  return parsingWith(siteValues(), () => checkWith(schema, raw, file));
}

/** Every entry of a collection, checked. */
export function readCollection<N extends CollectionName>(name: N): Entry<Data<N>>[] {
  if (!cache.has(name)) cache.set(name, load(name));
  return cache.get(name) as Entry<Data<N>>[];
}

/** The one entry of a single-file collection (`accueil`, `chiffres`), checked. */
export const readEntry = <N extends CollectionName>(name: N): Data<N> => readCollection(name)[0]!.data;

/** How many files a folder collection has, without parsing them (counts used inside their own copy). */
const countOf = (folder: string) => filesIn(folder).length;

/**
 * Every value copy may name by key: the figures of chiffres.yaml, the counts computed from the
 * data (`{villes.nombre}`: how many city files there are, so « 12 villes » follows the data) and
 * the firm's identity from src/config/site.ts.
 */
export function siteValues(): Values {
  if (valuesCache) return valuesCache;
  const figures = readEntry('chiffres') as FigureTree;
  /** Sum of the `nombre` figures under one key of chiffres.yaml (`guides` → `{guides.total}`). */
  // The /blog categories' article counts (`{guides.medical}`) and their sum (`{guides.total}`): the
  // articles of data/articles counted by their frontmatter's `categorie` (the collection checks the rest).
  const articleCategories = filesIn('articles')
    .filter((relative) => relative.endsWith('.md'))
    .map((relative) => markdownOf(relative).frontmatter)
    .filter((frontmatter) => !isWithdrawn(frontmatter))
    .map((frontmatter) => String((frontmatter as { categorie?: unknown } | null)?.categorie ?? ''));
  const guideCounts = [...new Set(articleCategories)].map(
    (category) => [`guides.${category}`, formatNumber(articleCategories.filter((c) => c === category).length)] as [string, string],
  );
  const raw = (relative: string) => (yamlOf(relative) ?? {}) as Record<string, unknown>;
  const localityCount = ((raw('localites.yaml').localites as unknown[]) ?? []).length;
  const municipalityCount = ((raw('municipalites.yaml').regions as { lieux?: unknown[] }[]) ?? []).flatMap((r) => r.lieux ?? []).length;
  // Each city's client count per sector (`{villes.laval.clients.medical}` → « 85 »), so a page
  // outside the city pages (the clinic compliance guides) quotes the same figure.
  const cityClientCounts = filesIn('villes').flatMap((relative) =>
    Object.entries((raw(relative).nombreClients ?? {}) as Record<string, unknown>)
      .map(([sector, n]) => [sector, typeof n === 'object' && n !== null ? (n as { nombre?: unknown }).nombre : n] as const)
      .filter(([, n]) => typeof n === 'number')
      .map(([sector, n]) => [`villes.${baseName(relative)}.clients.${sector}`, formatNumber(n as number)] as [string, string]),
  );
  // The childcare guide's edition: the year of the regulation's version it reflects.
  const regulation = ((raw('conformite/garderies.yaml').article ?? {}) as { reglement?: { aJourAu?: unknown } }).reglement?.aJourAu;
  const edition = regulation instanceof Date ? regulation.getUTCFullYear() : Number(String(regulation ?? '').slice(0, 4));
  valuesCache = new Map([
    ...flattenFigures(figures).map(([k, v]) => [k, typography(v)] as [string, string]),
    ['villes.nombre', String(countOf('villes'))],
    ...cityClientCounts,
    ...guideCounts,
    ['guides.total', formatNumber(articleCategories.length)],
    ['localites.nombre', String(localityCount)],
    ['municipalites.nombre', String(municipalityCount)],
    // The firm's identity (config/business.json through site.ts), for copy and links.
    ['entreprise.nom', site.name],
    ['entreprise.telephone', nonBreaking(site.phone.display)],
    ['entreprise.telephone-lien', site.phone.href],
    ['entreprise.courriel', site.email],
    // The rating {note.moyenne} as the spec writes it on the sector pages' badge (2.16: « 4.9/5 (127 avis) »).
    ['note.valeur', String(numberAt(figures, 'note.moyenne'))],
    ['entreprise.fondation', String(site.foundedYear)],
    // Figures that follow from others are computed, never typed (issue 39): the years of
    // experience from the founding year and the build date, the subscribers rounded down to the
    // hundred (« Plus de 2 500 ») from their count, the yearly saving from the two costs.
    ['experience.annees', formatNumber(yearsSince(site.foundedYear))],
    ...(edition ? [['garderies.edition', String(edition)] as [string, string]] : []),
    ['comparaison.economie', typography(formatCad(numberAt(figures, 'comparaison.employe-interne') - numberAt(figures, 'comparaison.notre-service')))],
    ['infolettre.abonnes-arrondi', formatNumber(Math.floor(numberAt(figures, 'infolettre.abonnes') / 100) * 100)],
    // The subscribers' promotion (the blog's promise) is the one the welcome e-mail sends with its
    // code and conditions: config/business.json newsletterOffer, read by the server too.
    ['rabais.abonnes', formatPercent(business.newsletterOffer.percent)],
  ]);
  return valuesCache;
}

/**
 * Runs `read` over the files as they would be after `changes` (path relative to src/content/data
 * → its new text, or null for a file taken away), none of them written: the collections and the
 * site's values are read afresh for it, then what was read before is back. The editor checks a
 * save this way with the build's own loader, schemas and rules before it writes (issue 37).
 */
export function readingWith<T>(changes: ReadonlyMap<string, string | null>, read: () => T): T {
  const before = new Map(cache);
  const valuesBefore = valuesCache;
  cache.clear();
  valuesCache = undefined;
  try {
    return withChanges(changes, read);
  } finally {
    cache.clear();
    for (const [name, entries] of before) cache.set(name, entries);
    valuesCache = valuesBefore;
  }
}

/** The build's problems with every collection of the registry, one message each (call it inside `readingWith`). */
export function collectionProblems(): string[] {
  const problems = new Set<string>();
  for (const name of Object.keys(registry) as CollectionName[]) {
    try {
      readCollection(name);
    } catch (error) {
      problems.add((error as Error).message);
    }
  }
  return [...problems];
}

/** Forget what was read (the dev server's loader, after a file changed). */
export function forgetCollections(): void {
  cache.clear();
  valuesCache = undefined;
  refreshFiles();
}
