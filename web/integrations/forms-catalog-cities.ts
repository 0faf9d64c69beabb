import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ContentError, formatJsonError } from '../src/lib/errors/french-errors';

/**
 * The forms catalog (forms/catalog.json) is one file the web build and the C++ server both read.
 * Its city list (option set `villes`) comes from the city files (src/content/data/villes/), so
 * adding or removing a city touches no JSON by hand; it is filled in when the catalog is read,
 * never written back: the tracked file stays as it was committed, and the build's own copy
 * (`dist/.forms-catalog.json`, ./post-build.ts) is what the server validates the site's posts
 * against (server/src/api/release_catalogs.hpp). The committed list is the server's fallback for a
 * site built before that copy existed.
 */
export const CATALOG = fileURLToPath(new URL('../../forms/catalog.json', import.meta.url));

export interface CityOption {
  slug: string;
  name: string;
  ordre: number;
}

/** The catalog's text with its `villes` option set made of `cities`. */
export function withCityOptions(text: string, cities: readonly CityOption[]): string {
  let catalog: { optionSets?: Record<string, unknown> };
  try {
    catalog = JSON.parse(text);
  } catch (error) {
    throw new ContentError(formatJsonError('../forms/catalog.json', text, error));
  }
  const byOrder = [...cities].sort((a, b) => a.ordre - b.ordre);
  // The list keeps its order (the spec's: Montréal, Longueuil, Laval, Québec…) for the cities it
  // already names; a city without a file leaves it, a new city joins at the end.
  const before = ((catalog.optionSets?.villes ?? []) as { value: string }[]).map((o) => o.value);
  const rank = (slug: string) => (before.includes(slug) ? before.indexOf(slug) : before.length);
  const ordered = byOrder.map((c, i) => ({ c, i })).sort((x, y) => rank(x.c.slug) - rank(y.c.slug) || x.i - y.i);
  catalog.optionSets = { ...catalog.optionSets, villes: ordered.map(({ c }) => ({ value: c.slug, label: c.name })) };
  return `${JSON.stringify(catalog, null, 2)}\n`;
}

/** Vite's id of the catalog's text as web/src/lib/forms/catalog.ts imports it (`?raw`). */
const RAW_ID = `${CATALOG}?raw`;
const CITIES = fileURLToPath(new URL('./forms-catalog.ts', import.meta.url));

/**
 * Serves the catalog's text with its cities from the content to whatever Vite loads it for: the
 * build and the dev server (./forms-catalog.ts) and the unit tests (vitest.config.ts), so all
 * read the catalog the site is served with. The cities are read in the module it returns, where
 * Vite runs the content's reader, never at configuration time.
 */
export const catalogWithCities = (): Plugin => ({
  name: 'forms-catalog-cities',
  enforce: 'pre',
  load: (id: string) =>
    id === RAW_ID
      ? [
          `import text from ${JSON.stringify(`${CATALOG}?raw&tracked`)};`,
          `import { cityOptions } from ${JSON.stringify(CITIES)};`,
          `import { withCityOptions } from ${JSON.stringify(fileURLToPath(import.meta.url))};`,
          'export default withCityOptions(text, cityOptions());',
        ].join('\n')
      : undefined,
});
