import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { numberAt } from '../../src/content/schemas/figures';
import { figures } from '../../src/content/values';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  ratingWithSource,
} from '../../src/seo/jsonld';
import { serializeJsonLd } from '../../src/seo/serialize';
import { canonicalUrl } from '../../src/seo/url';

// JSON round trip: what a crawler reads, without schema-dts' compile-time types.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('localBusinessJsonLd (spec 2.1)', () => {
  it('carries phone, address, hours, price range and rating from the site config', () => {
    const ld = plain(localBusinessJsonLd({ city: 'Laval', sector: 'medical' }));
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.name).toBe(site.name);
    expect(ld.url).toBe(`${site.url}/`);
    expect(ld.telephone).toBe('+15140000000');
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Laval',
      addressRegion: 'QC',
      addressCountry: 'CA',
    });
    expect(ld.priceRange).toBe(site.priceRange);
    expect(ld.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    });
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: numberAt(figures, 'note.moyenne'), reviewCount: numberAt(figures, 'note.avis'), url: site.reviewProfile });
    expect(ld.sameAs).toEqual([site.reviewProfile]);
    expect(ld.description).toContain('Laval');
    expect(ld.geo).toBeUndefined();
  });

  it('adds geo coordinates and postal code only when given', () => {
    const ld = plain(
      localBusinessJsonLd({ city: 'Montréal', geo: { latitude: 45.5, longitude: -73.56 }, postalCode: 'H2X 1Y4' }),
    );
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 45.5, longitude: -73.56 });
    expect(ld.address.postalCode).toBe('H2X 1Y4');
    expect(ld.description).toBeUndefined();
  });

  it('uses the page’s own review count when given (clinic city pages), 127 otherwise', () => {
    const ld = plain(localBusinessJsonLd({ city: 'Laval', sector: 'medical', reviewCount: 156 }));
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 156 });
  });
});

// Issue 39, item 2: a rating is published only with its source, the firm's public review profile.
describe('ratingWithSource', () => {
  it('gives the rating, its review count and its source as the rating’s url and the firm’s sameAs', () => {
    expect(plain(ratingWithSource('https://avis.test/firme', 127))).toEqual({
      sameAs: ['https://avis.test/firme'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: expect.any(Number), reviewCount: 127, bestRating: 5, url: 'https://avis.test/firme' },
    });
  });
  it('gives no rating without a source', () => {
    expect(ratingWithSource(undefined, 127)).toEqual({});
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers items from 1 and makes their URLs absolute', () => {
    const ld = plain(
      breadcrumbJsonLd([
        { name: 'Accueil', url: '/' },
        { name: 'Blogue', url: '/blog/' },
        { name: 'Article' },
      ]),
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogue', item: `${site.url}/blog` },
      { '@type': 'ListItem', position: 3, name: 'Article' },
    ]);
  });
});

describe('faqPageJsonLd', () => {
  it('maps each entry to a Question with an accepted Answer', () => {
    const ld = plain(faqPageJsonLd([{ question: 'Q1 ?', answer: 'R1.' }, { question: 'Q2 ?', answer: 'R2.' }]));
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(2);
    expect(ld.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Q1 ?',
      acceptedAnswer: { '@type': 'Answer', text: 'R1.' },
    });
  });
});

describe('articleJsonLd', () => {
  const author = { name: 'Ève Auteure', path: '/equipe/eve-auteure', jobTitle: 'Rédactrice', image: '/_astro/eve.webp' };
  const reviewer = { name: 'Luc Réviseur', path: '/equipe/luc-reviseur', jobTitle: 'Infirmier' };
  it('describes the article with absolute URLs and the firm as publisher', () => {
    const ld = plain(
      articleJsonLd({ headline: 'Titre', description: 'Résumé', path: '/blog', datePublished: '2024-05-01', author, reviewer, image: '/_astro/c.webp' }),
    );
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Titre',
      url: `${site.url}/blog`,
      inLanguage: 'fr-CA',
      datePublished: '2024-05-01',
      dateModified: '2024-05-01',
      image: `${site.url}/_astro/c.webp`,
      publisher: { '@type': 'Organization', name: site.name },
    });
  });

  it('names its author and, on its page, its reviewer as Persons with their page and role', () => {
    const ld = plain(
      articleJsonLd({ headline: 'Titre', description: 'Résumé', path: '/blog/x', datePublished: '2024-05-01', dateModified: '2024-06-01', author, reviewer, image: '/c.webp' }),
    );
    expect(ld.author).toEqual({
      '@type': 'Person',
      name: author.name,
      url: `${site.url}${author.path}`,
      jobTitle: author.jobTitle,
      image: `${site.url}${author.image}`,
      worksFor: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
    });
    expect(ld.mainEntityOfPage).toMatchObject({
      '@type': 'WebPage',
      '@id': `${site.url}/blog/x`,
      lastReviewed: '2024-06-01',
      reviewedBy: { '@type': 'Person', name: reviewer.name, url: `${site.url}${reviewer.path}`, jobTitle: reviewer.jobTitle },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same value', () => {
    const data = { text: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>|&/);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('canonicalUrl', () => {
  it('has no trailing slash except for the root', () => {
    expect(canonicalUrl('https://a.example/', '/')).toBe('https://a.example/');
    expect(canonicalUrl('https://a.example', '')).toBe('https://a.example/');
    expect(canonicalUrl('https://a.example', '/blog/')).toBe('https://a.example/blog');
    expect(canonicalUrl('https://a.example', 'faq-conformite')).toBe('https://a.example/faq-conformite');
    expect(canonicalUrl('https://a.example', '/#contact')).toBe('https://a.example/#contact');
    expect(canonicalUrl('https://a.example', 'https://b.example/x')).toBe('https://b.example/x');
  });
});
