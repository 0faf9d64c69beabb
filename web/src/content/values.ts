import { z } from 'zod';
import { site } from '../config/site';
import { formatCad, formatNumber } from '../lib/format';
import { nonBreaking } from '../lib/phone';
import { typography } from '../lib/typography';
import { articleCounts } from './article-counts';
import { countFolder, loadFile, loadFolder } from './load';
import { fill, flattenFigures } from './placeholders';
import { figureTreeSchema } from './schemas/figures';

/**
 * Every value copy may name by key: the figures of chiffres.yaml and the counts computed from the
 * data (`{villes.nombre}`: how many city files there are, so « 12 villes » follows the data) and
 * the firm's offer and rating from src/config/site.ts.
 */
const figures = loadFile('chiffres.yaml', figureTreeSchema);

/** The /blog categories' article counts (`{guides.medical}`) and their sum (`{guides.total}`): real articles, counted. */
const guideCounts: [string, string][] = [
  ...Object.entries(articleCounts).map(([category, count]) => [`guides.${category}`, formatNumber(count)] as [string, string]),
  ['guides.total', formatNumber(Object.values(articleCounts).reduce((sum, n) => sum + n, 0))],
];

/** How many localities the coverage page lists (data/localites.yaml), read without their own schema. */
const localityCount = loadFile('localites.yaml', z.object({ localites: z.array(z.unknown()) })).localites.length;

/** How many municipalities and boroughs the home page lists (data/municipalites.yaml). */
const municipalityCount = loadFile('municipalites.yaml', z.object({ regions: z.array(z.object({ lieux: z.array(z.unknown()) })) })).regions.flatMap(
  (r) => r.lieux,
).length;

/**
 * Each city's client count per sector, from its file (data/villes/<ville>.yaml, `nombreClients`):
 * `{villes.laval.clients.medical}` → « 85 », so a page outside the city pages (the clinic
 * compliance guides) quotes the same figure instead of writing it again.
 */
const cityClientCounts = loadFolder('villes', z.object({ nombreClients: z.record(z.string(), z.number()) })).flatMap(({ id, data }) =>
  Object.entries(data.nombreClients).map(([sector, count]) => [`villes.${id}.clients.${sector}`, formatNumber(count)] as [string, string]),
);

export const values: ReadonlyMap<string, string> = new Map([
  ...flattenFigures(figures).map(([k, v]) => [k, typography(v)] as [string, string]),
  ['villes.nombre', String(countFolder('villes'))],
  ...cityClientCounts,
  // The firm's offer and rating are configuration (site.ts): JSON-LD and the header use them too.
  ['prix.audit.valeur', formatCad(site.offers.freeAudit.value)],
  ['note.moyenne', new Intl.NumberFormat(site.locale).format(site.rating.value)],
  ['note.avis', String(site.rating.count)],
  ...guideCounts,
  ['localites.nombre', String(localityCount)],
  ['municipalites.nombre', String(municipalityCount)],
  // The firm's identity (config/business.json through site.ts), for copy and links.
  ['entreprise.nom', site.name],
  ['entreprise.telephone', nonBreaking(site.phone.display)],
  ['entreprise.telephone-lien', site.phone.href],
  ['entreprise.courriel', site.email],
  // As the spec writes it on the sector pages' badge (2.16: « 4.9/5 (127 avis) »).
  ['note.valeur', String(site.rating.value)],
  ['entreprise.fondation', String(site.foundedYear)],
]);

/** A text of the content with its `{clés}` filled; `where` names it in a build error. */
export const copy = (text: string, where = 'texte') => fill(text, values, where);

/** Page-level values (`{ville}`) on top of the global ones. */
export const withValues = (extra: Record<string, string>): ReadonlyMap<string, string> =>
  new Map([...values, ...Object.entries(extra)]);

export { figures };

/** One figure's text by key, for content still written in TypeScript: `figure('prix.garderie.petite')`. */
export function figure(key: string): string {
  const value = values.get(key);
  if (value === undefined) throw new Error(`chiffres.yaml : la clé {${key}} n’existe pas`);
  return value;
}
