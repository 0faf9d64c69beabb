import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildCspManifest, cspHash } from '../../integrations/csp-hashes';
import QuoteFrame from '../../src/components/widgets/QuoteFrame';
import { quoteFormEmbedUrl, quoteFormFrameSources } from '../../src/config/quote-form';

describe('QUOTE_FORM_EMBED_URL', () => {
  it('is optional: unset or blank means the project form, and no frame source', () => {
    expect(quoteFormEmbedUrl('')).toBeUndefined();
    expect(quoteFormEmbedUrl('   ')).toBeUndefined();
    expect(quoteFormFrameSources('')).toEqual([]);
  });

  it('accepts an https address and allows only its origin', () => {
    const url = 'https://forms.example-leads.com/embed/abc123?lang=fr#top';
    expect(quoteFormEmbedUrl(url)?.href).toBe(url);
    expect(quoteFormFrameSources(url)).toEqual(['https://forms.example-leads.com']);
    expect(quoteFormFrameSources('https://forms.example-leads.com:8443/x')).toEqual(['https://forms.example-leads.com:8443']);
  });

  it('fails the build on an address that is not https or not a URL', () => {
    expect(() => quoteFormEmbedUrl('http://forms.example.com/embed')).toThrow(/https/);
    expect(() => quoteFormEmbedUrl('javascript:alert(1)')).toThrow(/https/);
    expect(() => quoteFormEmbedUrl('not a url')).toThrow(/not a URL/);
  });
});

describe('CSP manifest frame-src', () => {
  it('stays empty without an embedded form (the server keeps frame-src none)', () => {
    const pages = [{ name: 'page.html', html: '<p>page</p>' }];
    expect(buildCspManifest(pages, new Set())['frame-src']).toEqual([]);
    expect(buildCspManifest(pages, new Set(), quoteFormFrameSources(''))['frame-src']).toEqual([]);
  });

  it('lists the embedded form origin once, beside the script hashes', () => {
    const origin = quoteFormFrameSources('https://forms.example-leads.com/embed/abc');
    const own = new Set([cspHash('alert(1)')]);
    const manifest = buildCspManifest([{ name: 'page.html', html: '<script>alert(1)</script>' }], own, [...origin, ...origin]);
    expect(manifest['frame-src']).toEqual(['https://forms.example-leads.com']);
    expect(manifest['script-src']).toHaveLength(1);
    expect(manifest['style-src']).toEqual([]);
  });
});

describe('QuoteFrame', () => {
  it('is a lazy, titled frame 900 px high on phones and 1200 px from md up', () => {
    const html = renderToStaticMarkup(createElement(QuoteFrame, { src: 'https://forms.example-leads.com/e', title: 'Formulaire de soumission' }));
    expect(html).toMatch(/^<iframe /);
    expect(html).toContain('src="https://forms.example-leads.com/e"');
    expect(html).toContain('title="Formulaire de soumission"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/class="[^"]*\bh-\[900px\][^"]*\bmd:h-\[1200px\]/);
  });
});
