import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// Astro writes the rule that lays out its islands (`astro-island{display:contents}`) as a
// `<style>` just before the first island, inside <body>, where HTML does not allow a <style>
// (the Nu HTML Checker: « A style element in body must be the first child of its parent »).
const ISLAND_STYLE = /<style>(astro-island[^<]*)<\/style>/;

/** The page with Astro's island rule moved from <body> to the end of <head>; other pages unchanged. */
export function moveIslandStyleToHead(html: string): string {
  const head = html.indexOf('</head>');
  const match = ISLAND_STYLE.exec(html);
  if (!match || head < 0 || match.index < head) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return `${without.slice(0, head)}${match[0]}${without.slice(head)}`;
}

/** After the build, before post-build (which hashes, lists and precompresses the pages). */
export default function islandStyle(): AstroIntegration {
  return {
    name: 'island-style',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let moved = 0;
        for (const file of (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'))) {
          const path = join(out, file);
          const html = await readFile(path, 'utf8');
          const fixed = moveIslandStyleToHead(html);
          if (fixed !== html) {
            await writeFile(path, fixed);
            moved++;
          }
        }
        logger.info(`island style moved to <head> on ${moved} page(s)`);
      },
    },
  };
}
