// Issue 39, item 6: every page of the sitemap names its keywords (<meta name="keywords">), the
// legal pages included. Read from the built site (web/dist, or WEB_DIST).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));

describe('meta keywords', () => {
  it('are on every page of the sitemap', () => {
    expect(existsSync(join(dist, 'sitemap.xml')), `${dist}: build the site first`).toBe(true);
    const paths = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(0);
    const without = paths.filter((path) => {
      const html = readFileSync(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
      const content = html.match(/<meta name="keywords" content="([^"]*)"/)?.[1] ?? '';
      return content.split(',').filter((k) => k.trim().length > 1).length < 2;
    });
    expect(without).toEqual([]);
  });
});
