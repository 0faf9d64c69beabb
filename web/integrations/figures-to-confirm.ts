import { readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { flattenFigures } from '../src/content/placeholders';
import { figureAt, figuresToConfirm, type FigureTree } from '../src/content/schemas/figures';
import { formatNumber } from '../src/lib/format';
import { pagePath } from './image-slots';

/** What `server check` lists as « à confirmer » (server/src/cli/figures_check.cpp reads it). */
export interface FiguresManifest {
  figures: { key: string; value: string; pages: string[] }[];
  /** The people of data/personnes/ still « à confirmer » (issue 39): fictitious until the firm names its own. */
  people: { slug: string; name: string; file: string; pages: string[] }[];
}

const DATA = fileURLToPath(new URL('../src/content/data/', import.meta.url));
export const MANIFEST = '.figures-a-confirmer.json';

/** Spaces as the copy types them (no-break, narrow no-break) read as one plain space. */
const flat = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');

/** The visible text of a page (its title included), tags and scripts left out, entities read. */
export function visibleText(html: string): string {
  return flat(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .replace(/&#x27;|&#39;/g, '’')
      .replace(/&amp;/g, '&'),
  );
}

/** What the copy writes right after `{key}` (« + », « /5 », the next word): a count is a number of those. */
export function unitsOf(key: string, sources: readonly string[]): string[] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const after = new RegExp(`\\{${escaped}\\}(\\+|/\\d+|[ \\u00a0][\\p{L}’-]+)`, 'gu');
  return [...new Set(sources.flatMap((text) => [...text.matchAll(after)].map((m) => m[1]!.trim())))];
}

/**
 * The figures still « à confirmer » (chiffres.yaml `aConfirmer: true`, a city's `nombreClients`
 * `{ nombre, aConfirmer: true }`), each with the text it renders and the built pages that show it.
 * A small count is looked for with what the copy counts with it (« 300 clients », « 300+ ») so that
 * other digits do not count; a city's count on that city's pages (« 150+ », « Plus de 150 »).
 */
export function figuresManifest(input: {
  figures: FigureTree;
  cities: readonly { slug: string; nombreClients?: Record<string, unknown> }[];
  people?: readonly { slug: string; nom?: unknown; aConfirmer?: unknown }[];
  sources: readonly string[];
  pages: readonly { file: string; html: string }[];
}): FiguresManifest {
  const pages = input.pages.map(({ file, html }) => ({ path: pagePath(file), text: visibleText(html) })).sort((a, b) => a.path.localeCompare(b.path));
  const values = new Map(flattenFigures(input.figures));
  const showing = (needles: readonly string[], on = pages) => on.filter((p) => needles.some((n) => p.text.includes(flat(n)))).map((p) => p.path);
  const out: FiguresManifest['figures'] = [];
  for (const key of figuresToConfirm(input.figures)) {
    const figure = figureAt(input.figures, key)!;
    const value = values.get(key)!;
    let needles = [value];
    if ('montant' in figure) needles = [value, `${figure.montant}$`];
    if ('nombre' in figure && Number.isInteger(figure.nombre) && figure.nombre < 1000) {
      const units = unitsOf(key, input.sources);
      if (units.length) needles = units.map((u) => (/^[+/]/.test(u) ? `${value}${u}` : `${value} ${u}`));
    }
    out.push({ key, value: flat(value), pages: showing(needles) });
  }
  for (const city of input.cities) {
    for (const [sector, count] of Object.entries(city.nombreClients ?? {})) {
      if (typeof count !== 'object' || count === null || !(count as { aConfirmer?: boolean }).aConfirmer) continue;
      const value = formatNumber((count as { nombre: number }).nombre);
      const own = pages.filter((p) => p.path.endsWith(`-${city.slug}`));
      out.push({ key: `villes.${city.slug}.clients.${sector}`, value: flat(value), pages: showing([`${value}+`, `Plus de ${value} `, `plus de ${value} `], own) });
    }
  }
  // A person is shown by name: on their own page, beside the articles and guides they wrote or reviewed.
  const people = (input.people ?? [])
    .filter((p) => p.aConfirmer === true && typeof p.nom === 'string')
    .map((p) => ({ slug: p.slug, name: p.nom as string, file: `src/content/data/personnes/${p.slug}.yaml`, pages: showing([p.nom as string]) }));
  return { figures: out, people };
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => /\.(ya?ml|md)$/.test(f)).map((f) => join(dir, f));
}

/**
 * After the build, before post-build: `.figures-a-confirmer.json`, the figures and the people (the
 * articles' and guides' authors and reviewers) the firm has not confirmed yet, and the pages showing
 * them. `server check` lists them among the items to settle before the launch.
 */
export default function figuresToConfirmStep(): AstroIntegration {
  return {
    name: 'figures-to-confirm',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const files = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
        const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(join(out, file), 'utf8') })));
        const sourceFiles = await filesUnder(DATA);
        const sources = await Promise.all(sourceFiles.filter((f) => basename(f) !== 'chiffres.yaml').map((f) => readFile(f, 'utf8')));
        const figures = parse(await readFile(join(DATA, 'chiffres.yaml'), 'utf8')) as FigureTree;
        const cityFiles = sourceFiles.filter((f) => f.startsWith(join(DATA, 'villes')));
        const cities = await Promise.all(
          cityFiles.map(async (f) => ({ slug: basename(f).replace(/\.ya?ml$/, ''), ...(parse(await readFile(f, 'utf8')) as { nombreClients?: Record<string, unknown> }) })),
        );
        const personFiles = sourceFiles.filter((f) => f.startsWith(join(DATA, 'personnes')));
        const people = await Promise.all(
          personFiles.map(async (f) => ({ slug: basename(f).replace(/\.ya?ml$/, ''), ...(parse(await readFile(f, 'utf8')) as { nom?: unknown; aConfirmer?: unknown }) })),
        );
        const manifest = figuresManifest({ figures, cities, people, sources, pages });
        await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`${manifest.figures.length} figure(s) and ${manifest.people.length} person(s) still « à confirmer »`);
      },
    },
  };
}
