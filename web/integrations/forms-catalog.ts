import { readFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { readCollection } from '../src/content/direct-reader';
import { CATALOG, catalogWithCities, withCityOptions, type CityOption } from './forms-catalog-cities';

/** The cities the forms offer: every city file's (src/content/data/villes/). */
export const cityOptions = (): CityOption[] => readCollection('villes').map(({ data }) => ({ slug: data.slug, name: data.name, ordre: data.ordre }));

/** The catalog as this build serves it: the tracked file, its cities from the content (./forms-catalog-cities.ts). */
export const builtCatalog = (path = CATALOG): string => withCityOptions(readFileSync(path, 'utf8'), cityOptions());

export default function formsCatalog(): AstroIntegration {
  return {
    name: 'forms-catalog',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The pages' forms are built with the catalog as served, read when the build loads it.
        updateConfig({ vite: { plugins: [catalogWithCities()] } });
      },
    },
  };
}
