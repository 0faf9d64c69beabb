// The pages a running site lists in its sitemap, as URLs on that site (the sitemap names the
// production origin; the benchmarks audit a local server).
export async function sitemapPages(base) {
  const origin = new URL(base).origin;
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`${origin}/sitemap.xml: HTTP ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return `${origin}${url.pathname}${url.search}`;
  });
}
