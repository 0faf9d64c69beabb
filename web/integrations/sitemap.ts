import { canonicalUrl, cleanPath } from '../src/seo/url';

/** Sitemap and robots.txt text, from the pages Astro reports at the end of a build. */

/** Error pages are never listed. */
const EXCLUDED = new Set(['404', '500']);

/** The page's clean path; `null` for pages left out of the sitemap. */
export function pagePath(pathname: string): string | null {
  const path = cleanPath(pathname);
  return EXCLUDED.has(path.slice(1)) ? null : path;
}

/** Pages marked `<meta name="robots" content="noindex">` (404, thank-you pages) stay out. */
export function isNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

/** The URL a page names in `<link rel="canonical">`, if any. */
export function canonicalOf(html: string): string | undefined {
  return /<link\s+rel="canonical"\s+href="([^"]*)"/i.exec(html)?.[1];
}

/**
 * True for a page served at a second path whose canonical URL is another page (`/contact-us`
 * names `/contact`): a sitemap lists canonical URLs only.
 */
export function isAlias(siteUrl: string, pathname: string, html: string): boolean {
  const path = pagePath(pathname);
  const canonical = canonicalOf(html);
  return path !== null && canonical !== undefined && canonical !== canonicalUrl(siteUrl, path);
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
