// What the C++ server answers, seen from a client: statuses, headers, negotiation, redirects.
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './site';
import { ui } from './build-data';

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const SECTORS = ['medical', 'garderie', 'entreprise'];
const CITIES = ['montreal', 'quebec', 'laval', 'gatineau', 'longueuil', 'sherbrooke', 'saguenay', 'levis',
  'trois-rivieres', 'terrebonne', 'repentigny', 'brossard'];

test('home page is UTF-8 HTML with the security headers', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h['content-type']).toBe('text/html; charset=utf-8');
  expect(h['cache-control']).toBe('no-cache');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  const csp = h['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
});

test('unknown paths get the built 404 page with status 404', async ({ request }) => {
  const res = await request.get('/nope');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
  const body = await res.text();
  expect(body).toContain(ui.introuvable.titre);
  expect(body).toContain(ui.introuvable.retour);
});

test('the unresolved sector/city link shapes redirect to canonical pages', async ({ request }) => {
  for (const sector of SECTORS) {
    for (const city of CITIES) {
      for (const path of [`/nettoyage-${sector}/${city}`, `/nettoyage-${sector}/${city}/`]) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(301);
        expect(res.headers()['location'], path).toBe(`/nettoyage-${sector}-${city}`);
      }
    }
  }
});

test('a trailing slash redirects to the clean URL, keeping the query', async ({ request }) => {
  const res = await request.get('/404-is-not-here/', { maxRedirects: 0 });
  expect(res.status()).toBe(404);
  const home = await request.get('/index.html?utm_source=test', { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(home.headers()['location']).toBe('/?utm_source=test');
});

test('brotli is served when accepted, and decodes to the same page', async ({ request, baseURL }) => {
  const identity = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  // Raw bytes through node:http: Playwright's request API and fetch both decode br themselves.
  const raw = await rawGet(new URL('/', baseURL).toString(), { 'Accept-Encoding': 'br' });
  expect(raw.headers['content-encoding']).toBe('br');
  expect(raw.headers['vary']).toBe('Accept-Encoding');
  const decoded = brotliDecompressSync(raw.body).toString('utf8');
  expect(decoded).toBe(await identity.text());
});

test('If-None-Match with the ETag answers 304', async ({ request }) => {
  const first = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^".+"$/);
  const again = await request.get('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('hashed assets are immutable, pages revalidate', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_astro/')) assets.push(r.url());
  });
  await page.goto('/nope');
  expect(assets.length).toBeGreaterThan(0);
  for (const url of assets) {
    const res = await request.get(url);
    expect(res.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
});

test('nothing outside the web root and no dotfile is served', async ({ request }) => {
  for (const path of ['/.csp.json', '/.redirects.json', '/.forms-catalog.json', '/.release.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(res.status());
    expect(await res.text(), path).not.toContain('root:');
  }
  const post = await request.post('/', { data: 'x=1', maxRedirects: 0 });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
});

test('health check reports version and store status', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('ok');
  expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(body.store).toHaveProperty('status');
});

test('sitemap lists every page with its canonical URL and robots.txt points to it', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths).toContain('/');
  expect(paths).not.toContain('/404');
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const link = (await res.text()).match(/<link[^>]*rel="canonical"[^>]*>/)?.[0] ?? '';
    const canonical = link.match(/href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname, path).toBe(path);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});
