import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCspManifest } from './csp-hashes';
import { ownScriptHashes } from './own-scripts';
import { INTERACTION_DIRECTIVE } from './interaction-directive';
import { builtCatalog } from './forms-catalog';
import { precompressDir } from './precompress';
import { buildRobotsTxt, buildSitemapXml, isAlias, isNoindex, sitemapUrls } from './sitemap';
import { quoteFormFrameSources } from '../src/config/quote-form';
import { legacySectorCityRedirects } from '../src/page-models/routes';
import { buildDataOf } from './build-data';
import { collectionProblems } from '../src/content/direct-reader';
import { checkedFiles } from '../src/content/files';

/** Every data file under src/content/data, as `src/content/data/villes/laval.yaml`. */
async function contentSources(): Promise<string[]> {
  const dir = fileURLToPath(new URL('../src/content/data/', import.meta.url));
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(ya?ml|md)$/.test(f));
  return files.map((f) => `src/content/data/${f.split(sep).join('/')}`).sort();
}

/**
 * After `astro build`: check that the pages read every content file through a schema, hash the remaining inline scripts for the server's CSP
 * (`.csp.json`), list the server's permanent redirects (`.redirects.json`), copy the forms catalog (`.forms-catalog.json`), record the digest of the
 * config/business.json it was built from (`.business.sha256`),
 * write `sitemap.xml` and `robots.txt`, then precompress
 * everything (the last step, so the two new files are compressed too).
 */
export default function postBuild(): AstroIntegration {
  let siteUrl = '';
  let root = new URL('..', import.meta.url);
  // The client directives the site adds (Astro inlines each in the pages that use it).
  const directives = new Map([[INTERACTION_DIRECTIVE.name, INTERACTION_DIRECTIVE.entrypoint]]);
  return {
    name: 'post-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (!config.site) throw new Error('post-build: `site` must be set in astro.config');
        siteUrl = config.site;
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);

        // Every collection of the registry read here through the direct reader, which records each
        // file it checks against a schema (content/files.ts): a file of src/content/data that none
        // of them reads would never reach a page.
        const sources = await contentSources();
        const problems = collectionProblems();
        if (problems.length > 0) throw new Error(problems.join('\n'));
        const unchecked = sources.filter((f) => !checkedFiles.has(f));
        if (unchecked.length > 0) {
          throw new Error(`Fichiers de contenu qu’aucune collection ne lit par un schéma (à brancher dans src/content/registry.ts ou à supprimer) :\n${unchecked.map((f) => `  - ${f}`).join('\n')}`);
        }
        logger.info(`${sources.length} of ${sources.length} content files checked against their schema`);

        const htmlFiles = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
        const html = await Promise.all(htmlFiles.map((f) => readFile(join(out, f), 'utf8')));
        // The embedded quote form's origin, when QUOTE_FORM_EMBED_URL is set: the server merges it
        // into `frame-src`, which otherwise stays 'none'.
        const own = await ownScriptHashes(directives, root);
        const csp = buildCspManifest(htmlFiles.map((name, i) => ({ name, html: html[i]! })), own, quoteFormFrameSources());
        await writeFile(join(out, '.csp.json'), `${JSON.stringify(csp, null, 2)}\n`);
        const inline = csp['script-src'].length;
        if (inline > 0) logger.warn(`${inline} inline script(s) allowed by hash in .csp.json`);

        // The identity the pages were built from: `server check` compares it with its BUSINESS_FILE,
        // so a site built from another business.json than the server reads is flagged.
        const business = await readFile(fileURLToPath(new URL('../../config/business.json', import.meta.url)));
        await writeFile(join(out, '.business.sha256'), `${createHash('sha256').update(business).digest('hex')}\n`);

        // The cities the pages were built for, in their order (the build's data, integrations/build-data.ts).
        const { cities } = buildDataOf<{ cities: { slug: string }[] }>(dir, 'pages');
        await writeFile(join(out, '.redirects.json'), `${JSON.stringify(legacySectorCityRedirects(cities.map((c) => c.slug)), null, 2)}\n`);

        // The catalog the forms of these pages were built with (its city options come from the
        // content): the server validates their posts against it (server/src/api/release_catalogs.hpp).
        await writeFile(join(out, '.forms-catalog.json'), builtCatalog());

        // Every built page that does not ask to stay out of search engines and is its own canonical.
        const listed = htmlFiles.filter((f, i) => !isNoindex(html[i]) && !isAlias(siteUrl, f, html[i]));
        const urls = sitemapUrls(siteUrl, listed);
        await writeFile(join(out, 'sitemap.xml'), buildSitemapXml(urls));
        await writeFile(join(out, 'robots.txt'), buildRobotsTxt(siteUrl));

        const compressed = await precompressDir(out);
        logger.info(`${htmlFiles.length} pages scanned, ${urls.length} in sitemap, ${compressed} files precompressed`);
      },
    },
  };
}
