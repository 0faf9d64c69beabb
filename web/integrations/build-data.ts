import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The build's data (src/pages/build-data/[name].json.ts: what the pages were made from, computed
 * through Astro's content layer) leaves dist before anything else reads it: moved to build-data/
 * beside dist, so the server never serves it and dist holds the site only. First of the build-done
 * hooks, before the sitemap, the CSP hashes and the precompression see dist. The end-to-end specs
 * and the steps after the build (the guides' PDFs, the redirects) read it rather than the content.
 */
export const BUILD_DATA = 'build-data';

/** One document of the build's data (`pages`, `guides`), for a step after the build; `dir` is dist. */
export function buildDataOf<T>(dir: URL, name: string): T {
  return JSON.parse(readFileSync(new URL(`../${BUILD_DATA}/${name}.json`, dir), 'utf8')) as T;
}

export default function buildData(): AstroIntegration {
  return {
    name: 'build-data',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const from = fileURLToPath(new URL(`${BUILD_DATA}/`, dir));
        const to = fileURLToPath(new URL(`../${BUILD_DATA}/`, dir));
        if (!existsSync(from)) throw new Error(`${from} manque : la page src/pages/build-data/[name].json.ts n’a rien écrit`);
        rmSync(to, { recursive: true, force: true });
        mkdirSync(to, { recursive: true });
        for (const name of readdirSync(from)) renameSync(`${from}${name}`, `${to}${name}`);
        rmSync(from, { recursive: true });
        logger.info(`${readdirSync(to).length} files of the build's data moved to ${to}`);
      },
    },
  };
}
