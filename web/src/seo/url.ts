/**
 * The one canonical URL rule, shared by `<link rel="canonical">`, JSON-LD and
 * the sitemap: site origin + path, no trailing slash except for the root `/`.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  const [pathname, suffix = ''] = splitSuffix(path);
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? `${origin}/${suffix}` : `${origin}/${trimmed}${suffix}`;
}

/** Splits `/a/b#c` or `/a?b` into the path and its `?query#hash` suffix. */
function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/**
 * The clean URL of a built page: `blog.html` or `/blog/` → `/blog`, `index.html` → `/`. With
 * `build.format: 'file'`, `Astro.url.pathname` carries the `.html` the server never shows.
 */
export function cleanPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  const path = trimmed === 'index' ? '' : trimmed.replace(/\/index$/, '');
  return `/${path}`;
}
