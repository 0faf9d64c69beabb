import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { OWN_INLINE_SCRIPTS } from '../src/lib/page/inline-scripts';
import { cspHash } from './csp-hashes';

/**
 * The inline scripts the site's own code puts in its pages, by exact text: the site's constants
 * (src/lib/page/inline-scripts.ts) and Astro's hydration scripts (the island element and each
 * client directive, as Astro writes them into a page). Only these are allowed by hash in the
 * server's CSP (.csp.json): an inline script found in a built page that is not one of them came
 * from somewhere else (content) and stops the build.
 */

// Astro's own compiler of added client directives (not in its public exports). Loaded with Node's
// require (an ES module, which Node 24 requires), not the config's module loader: that loader is
// closed by the time the build is done.
const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const { buildClientDirectiveEntrypoint } = createRequire(join(astroDir, 'package.json'))('./dist/core/client-directive/build.js') as {
  buildClientDirectiveEntrypoint(name: string, entrypoint: string, root: URL): Promise<string>;
};

/** `name` → entrypoint of the client directives the site's integrations add. */
export async function ownInlineScripts(directives: ReadonlyMap<string, string>, root: URL): Promise<string[]> {
  // Astro compiles an added directive the same way when it loads the integration (see
  // astro/dist/core/client-directive/build.js): the same text, so the same hash.
  const added = await Promise.all([...directives].map(([name, entry]) => buildClientDirectiveEntrypoint(name, entry, root)));
  return [...OWN_INLINE_SCRIPTS, islandScript, idle, load, media, only, visible, ...added];
}

export async function ownScriptHashes(directives: ReadonlyMap<string, string>, root: URL): Promise<Set<string>> {
  return new Set((await ownInlineScripts(directives, root)).map(cspHash));
}
