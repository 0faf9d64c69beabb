import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readEntry } from '../src/content/direct-reader';
import { buildDay, proofManifest, proofOf } from '../src/content/proof';

/**
 * After the build, before post-build: `.proof-check.json`, the firm's proof (data/preuves/) as the
 * build saw it on its day: each certification and insurance with the values still « à fournir »
 * or its passed expiry (neither is shown on the site), and how many client logos may be shown.
 * `server check` lists what is missing.
 */
export default function proofCheck(): AstroIntegration {
  return {
    name: 'proof-check',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Outside Astro's content layer: the three files of data/preuves/ as the direct reader checks them.
        const manifest = proofManifest(buildDay(), proofOf(readEntry('certifications'), readEntry('assurances'), readEntry('logosClients')));
        await writeFile(join(fileURLToPath(dir), '.proof-check.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        const waiting = manifest.items.filter((i) => !i.shown).length;
        logger.info(`${manifest.items.length} certification(s) and insurance(s), ${waiting} not shown (à fournir or expired); ${manifest.logos.shown} client logo(s) with permission`);
      },
    },
  };
}
