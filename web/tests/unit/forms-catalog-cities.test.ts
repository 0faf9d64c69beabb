import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import formsCatalog, { builtCatalog } from '../../integrations/forms-catalog';
import { CATALOG, withCityOptions } from '../../integrations/forms-catalog-cities';
import { readCollection } from '../../src/content/direct-reader';

/**
 * The catalog's city options come from the city files when the build reads the catalog; the
 * tracked forms/catalog.json is never written by a build (issue 40: the marketer's `git diff`
 * showed it rewritten when a city was added).
 */
const digest = () => createHash('sha256').update(readFileSync(CATALOG)).digest('hex');
const cities = readCollection('villes').map(({ data }) => ({ slug: data.slug, name: data.name, ordre: data.ordre }));
const cityValues = (text: string) => (JSON.parse(text).optionSets.villes as { value: string }[]).map((o) => o.value);

/** The Vite plugin the integration adds to the build (and vitest.config.ts to the unit tests). */
function catalogPlugin(): Plugin {
  const plugins: Plugin[] = [];
  const setup = formsCatalog().hooks['astro:config:setup'] as unknown as (o: { updateConfig: (c: { vite: { plugins: Plugin[] } }) => void }) => void;
  setup({ updateConfig: (c) => plugins.push(...c.vite.plugins) });
  return plugins[0]!;
}

describe('the forms catalog’s city options', () => {
  it('offer a city added to the content, at the end, and drop a removed one, in the served catalog only', () => {
    const before = digest();
    const rimouski = { slug: 'rimouski', name: 'Rimouski', ordre: Math.max(...cities.map((c) => c.ordre)) + 1 };
    const served = withCityOptions(readFileSync(CATALOG, 'utf8'), [...cities.slice(1), rimouski]);
    expect(cityValues(served).at(-1)).toBe('rimouski');
    expect(cityValues(served)).not.toContain(cities[0]!.slug);
    expect(cityValues(served)).toHaveLength(cities.length);
    expect(digest()).toBe(before);
  });

  it('are read by the build from the city files, and the tracked file is left as it is', async () => {
    const before = digest();
    // The plugin serves the catalog's text to web/src/lib/forms/catalog.ts: count that it did.
    const plugin = catalogPlugin();
    const load = plugin.load as (id: string) => string | undefined;
    let served = 0;
    plugin.load = (id: string) => {
      const code = load(id);
      if (code !== undefined) served++;
      return code;
    };
    const vite = await createServer({ configFile: false, root: process.cwd(), logLevel: 'silent', plugins: [plugin], server: { middlewareMode: true, hmr: false }, appType: 'custom' });
    try {
      const { catalog } = (await vite.ssrLoadModule('/src/lib/forms/catalog.ts')) as { catalog: { optionSets: Record<string, { value: string }[]> } };
      expect(catalog.optionSets.villes!.map((o) => o.value).sort()).toEqual(cities.map((c) => c.slug).sort());
      expect(served).toBe(1);
      expect(JSON.stringify(catalog.optionSets.villes)).toBe(JSON.stringify(JSON.parse(builtCatalog()).optionSets.villes));
    } finally {
      await vite.close();
    }
    expect(digest()).toBe(before);
  }, 30_000);
});
