import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Route files of src/pages, as patterns: `/nettoyage-[sector]` → /^\/nettoyage-[^/]+$/. */
const pagesDir = fileURLToPath(new URL('../../../src/pages/', import.meta.url));
const patterns = readdirSync(pagesDir)
  .filter((f) => f.endsWith('.astro'))
  .map((f) => f.replace(/\.astro$/, '').replace(/^index$/, ''))
  .map((name) => new RegExp(`^/${name.replace(/\[[^\]]+\]/g, '[^/]+')}$`));

/** Whether a link (path, optional #anchor) points to a route of the site. */
export function routeExists(href: string): boolean {
  const path = href.split('#')[0]!.replace(/\/$/, '') || '/';
  return patterns.some((p) => p.test(path === '/' ? '/' : path));
}
