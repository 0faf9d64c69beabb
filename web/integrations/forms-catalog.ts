import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readCollection } from '../src/content/direct-reader';
import { ContentError, formatJsonError } from '../src/lib/errors/french-errors';

/**
 * The forms catalog (forms/catalog.json) is one file the web build and the C++ server both read.
 * Its city list (option set `villes`) is generated here, before anything else is built, from the
 * city files (src/content/data/villes/): adding or removing a city
 * touches no JSON by hand. The file stays committed, so the server of a fresh checkout reads the
 * same list; a build after a city edit rewrites it and the change is committed with the city.
 */
const CATALOG = fileURLToPath(new URL('../../forms/catalog.json', import.meta.url));

/** Rewrites the `villes` option set from the city files; true when the file changed. */
export function writeCityOptions(path = CATALOG): boolean {
  const text = readFileSync(path, 'utf8');
  let catalog: { optionSets?: Record<string, unknown> };
  try {
    catalog = JSON.parse(text);
  } catch (error) {
    throw new ContentError(formatJsonError('../forms/catalog.json', text, error));
  }
  const cities = readCollection('villes')
    .map((entry) => entry.data)
    .sort((a, b) => a.ordre - b.ordre);
  // The list keeps its order (the spec's: Montréal, Longueuil, Laval, Québec…) for the cities it
  // already names; a city without a file leaves it, a new city joins at the end.
  const before = ((catalog.optionSets?.villes ?? []) as { value: string }[]).map((o) => o.value);
  const rank = (slug: string) => (before.includes(slug) ? before.indexOf(slug) : before.length);
  const ordered = cities.map((c, i) => ({ c, i })).sort((x, y) => rank(x.c.slug) - rank(y.c.slug) || x.i - y.i);
  catalog.optionSets = { ...catalog.optionSets, villes: ordered.map(({ c }) => ({ value: c.slug, label: c.name })) };
  const next = `${JSON.stringify(catalog, null, 2)}\n`;
  if (next === text) return false;
  writeFileSync(path, next);
  return true;
}

export default function formsCatalog(): AstroIntegration {
  return {
    name: 'forms-catalog',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        if (writeCityOptions()) logger.info('forms/catalog.json: city options rewritten from src/content/data/villes/');
      },
    },
  };
}
