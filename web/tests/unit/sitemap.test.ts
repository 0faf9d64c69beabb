import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, canonicalOf, isAlias, isNoindex, pagePath, sitemapUrls } from '../../integrations/sitemap';

const SITE = 'https://conformite.example';

describe('pagePath', () => {
  it('maps Astro page pathnames to clean paths', () => {
    expect(pagePath('')).toBe('/');
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('blog')).toBe('/blog');
    expect(pagePath('blog/')).toBe('/blog');
    expect(pagePath('/conformite-garderies.html')).toBe('/conformite-garderies');
  });

  it('leaves error pages out', () => {
    expect(pagePath('404')).toBeNull();
    expect(pagePath('404.html')).toBeNull();
    expect(pagePath('500')).toBeNull();
  });
});

describe('sitemapUrls', () => {
  it('lists each page once, with its canonical absolute URL, in a stable order', () => {
    expect(sitemapUrls(`${SITE}/`, ['blog', '', '404', 'blog/', 'faq-conformite'])).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}/faq-conformite`,
    ]);
  });
});

describe('buildSitemapXml', () => {
  it('writes a sitemaps.org urlset with escaped locations', () => {
    const xml = buildSitemapXml([`${SITE}/`, `${SITE}/a?b=1&c=2`]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(xml).toContain(`<loc>${SITE}/a?b=1&amp;c=2</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('buildRobotsTxt', () => {
  it('allows everything and points to the absolute sitemap URL', () => {
    expect(buildRobotsTxt(`${SITE}/`)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('isNoindex', () => {
  it('spots the robots noindex meta only', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="noindex, follow"></head>')).toBe(true);
    expect(isNoindex('<head><meta name="description" content="noindex"></head>')).toBe(false);
    expect(isNoindex('<p>noindex</p>')).toBe(false);
  });
});

describe('isAlias', () => {
  const head = (href: string) => `<head><link rel="canonical" href="${href}"></head>`;

  it('spots a page whose canonical URL is another page (/contact-us names /contact)', () => {
    expect(canonicalOf(head(`${SITE}/contact`))).toBe(`${SITE}/contact`);
    expect(isAlias(SITE, 'contact-us.html', head(`${SITE}/contact`))).toBe(true);
  });

  it('keeps pages that are their own canonical, and pages without one', () => {
    expect(isAlias(SITE, 'contact.html', head(`${SITE}/contact`))).toBe(false);
    expect(isAlias(SITE, 'index.html', head(`${SITE}/`))).toBe(false);
    expect(isAlias(SITE, 'blog.html', '<head></head>')).toBe(false);
  });
});

describe('cleanPath', () => {
  it('drops the .html suffix and index the server never shows', async () => {
    const { cleanPath } = await import('../../src/seo/url');
    expect(cleanPath('/conformite-garderies.html')).toBe('/conformite-garderies');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/')).toBe('/');
    expect(cleanPath('/blog/')).toBe('/blog');
  });
});
