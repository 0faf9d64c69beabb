// Share images and icons as social networks and phones fetch them from the real server: every
// sitemap page names a 1200×630 PNG made for it (Open Graph and Twitter tags, with alt text), the
// image is served and cacheable for good, and the site has an apple-touch-icon and a web app
// manifest with the brand's theme colour.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sitemapPaths } from './site';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"`).exec(html)?.[1];

async function fetchImage(request: APIRequestContext, url: string) {
  // The tags name the production origin; the image is fetched from the test server by its path.
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  return response;
}

test('every sitemap page has its own 1200×630 PNG share image, tagged for Open Graph and Twitter', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const imageByPage = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = metaContent(html, 'property', 'og:image');
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/_astro\/og\/[0-9a-f]{16}\.png$/);
    expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height'), path).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')?.length ?? 0, path).toBeGreaterThan(10);
    expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image'), path).toBe(image);
    imageByPage.set(path, image!);
  }
  // One image per title: pages do not share a picture unless they share a title.
  expect(new Set(imageByPage.values()).size).toBeGreaterThan(paths.length * 0.9);

  for (const image of new Set(imageByPage.values())) {
    const response = await fetchImage(request, image);
    expect(response.headers()['content-type']).toBe('image/png');
    // A hashed name under /_astro/: the server may tell caches to keep it for a year.
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
});

test('the apple-touch-icon and the web app manifest carry the brand', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const themeColor = metaContent(html, 'name', 'theme-color');
  expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);

  const icon = await request.get('/apple-touch-icon.png');
  expect(icon.status()).toBe(200);
  expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ theme_color: themeColor, lang: 'fr-CA', start_url: '/' });
  for (const entry of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
    const response = await request.get(entry.src);
    expect(response.status(), entry.src).toBe(200);
    const [width, height] = entry.sizes.split('x').map(Number);
    expect(pngSize(await response.body()), entry.src).toEqual({ width, height });
  }
});
