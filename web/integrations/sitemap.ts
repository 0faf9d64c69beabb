import { canonicalUrl } from '../src/lib/seo/url';

/** Sitemap and robots.txt text, from the pages Astro reports at the end of a build. */

/** Error pages are never listed. */
const EXCLUDED = new Set(['404', '500']);

/** `''` → `/`, `blog/` or `blog.html` → `/blog`; `null` for pages left out of the sitemap. */
export function pagePath(pathname: string): string | null {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  const path = trimmed === 'index' ? '' : trimmed.replace(/\/index$/, '');
  if (EXCLUDED.has(path)) return null;
  return `/${path}`;
}

/** Pages marked `<meta name="robots" content="noindex">` (404, thank-you pages) stay out. */
export function isNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

export function sitemapUrls(siteUrl: string, pathnames: Iterable<string>): string[] {
  const paths = new Set<string>();
  for (const p of pathnames) {
    const path = pagePath(p);
    if (path !== null) paths.add(path);
  }
  return [...paths].sort().map((path) => canonicalUrl(siteUrl, path));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemapXml(urls: readonly string[]): string {
  const entries = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    (entries ? `${entries}\n` : '') +
    '</urlset>\n'
  );
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`;
}
