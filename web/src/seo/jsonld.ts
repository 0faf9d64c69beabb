import type {
  Article,
  BreadcrumbList,
  FAQPage,
  GeoCoordinates,
  LocalBusiness,
  Organization,
  Person,
  ProfilePage,
  Thing,
  WithContext,
} from 'schema-dts';
import { site } from '../config/site';
import { figures } from '../content/values';
import { numberAt } from '../content/schemas/figures';
import { sectors, type SectorSlug } from '../content/sectors';
import { canonicalUrl } from './url';

/** Structured data builders (spec 2.1). Values come from the site config. */

export type JsonLd = WithContext<Thing>;

export interface BreadcrumbItem {
  name: string;
  /** A path (`/blog`) or an absolute URL; the current page may omit it. */
  url?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Geo {
  latitude: number;
  longitude: number;
}

const absolute = (path: string) => canonicalUrl(site.url, path);

function publisher(): Organization {
  return { '@type': 'Organization', name: site.name, url: absolute('/') };
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: absolute(item.url) } : {}),
    })),
  };
}

export function faqPageJsonLd(questions: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  /** Path of the page that holds the article. */
  path: string;
  /** ISO 8601 date. */
  datePublished: string;
  dateModified?: string;
  /** Who wrote it and who reviewed it (data/personnes/); the firm wrote it when no author is named. */
  author?: PersonInput;
  reviewer?: PersonInput;
  /** The cover's URL or path (the largest raster the pipeline made). */
  image?: string;
  section?: string;
  wordCount?: number;
  keywords?: readonly string[];
}

/** A person of the firm (data/personnes/): their page, their role, their portrait. */
export interface PersonInput {
  name: string;
  /** Their page on the site, /equipe/<slug>. */
  path: string;
  jobTitle: string;
  /** Their portrait's URL or path. */
  image?: string;
}

/** A person as the JSON-LD names them: with their page, their role at the firm and the firm. */
export function personJsonLd(person: PersonInput): Exclude<Person, string> & { '@type': 'Person' } {
  return {
    '@type': 'Person',
    name: person.name,
    url: absolute(person.path),
    jobTitle: person.jobTitle,
    ...(person.image && { image: absolute(person.image) }),
    worksFor: publisher(),
  };
}

/** A person's page (/equipe/<slug>): a ProfilePage whose main entity is the person, with their credentials and bio. */
export function profilePageJsonLd(person: PersonInput & { description: string; credentials: readonly string[] }): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(person.path),
    inLanguage: site.locale,
    mainEntity: {
      ...personJsonLd(person),
      description: person.description,
      hasCredential: person.credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential' as const, name })),
    },
  };
}

export function articleJsonLd(article: ArticleInput): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url: absolute(article.path),
    // `reviewedBy` is a property of the page (schema.org WebPage), not of the Article: the page the
    // article is the main entity of names its reviewer, and when it was last reviewed.
    mainEntityOfPage: article.reviewer
      ? {
          '@type': 'WebPage',
          '@id': absolute(article.path),
          url: absolute(article.path),
          reviewedBy: personJsonLd(article.reviewer),
          lastReviewed: article.dateModified ?? article.datePublished,
        }
      : absolute(article.path),
    inLanguage: site.locale,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.author ? personJsonLd(article.author) : publisher(),
    ...(article.image && { image: absolute(article.image) }),
    publisher: publisher(),
    ...(article.section && { articleSection: article.section }),
    ...(article.wordCount && { wordCount: article.wordCount }),
    ...(article.keywords && { keywords: article.keywords.join(', ') }),
  };
}

/**
 * The rating and its review count, only with their source (issue 39): the firm's public review
 * profile (config/business.json reviewProfile), as the rating's `url` and among the firm's
 * `sameAs`. Without it, no rating, as on the pages.
 */
export function ratingWithSource(source: string | undefined, reviewCount = numberAt(figures, 'note.avis')) {
  if (!source) return {};
  return {
    sameAs: [source],
    aggregateRating: {
      '@type': 'AggregateRating' as const,
      ratingValue: numberAt(figures, 'note.moyenne'),
      reviewCount,
      bestRating: 5,
      url: source,
    },
  };
}

export interface LocalBusinessInput {
  city: string;
  sector?: SectorSlug;
  geo?: Geo;
  postalCode?: string;
  /** The page's review count when it names one (clinic city pages); {note.avis} of chiffres.yaml otherwise. */
  reviewCount?: number;
}

export function localBusinessJsonLd({
  city,
  sector,
  geo,
  postalCode,
  reviewCount = numberAt(figures, 'note.avis'),
}: LocalBusinessInput): WithContext<LocalBusiness> {
  const coordinates: GeoCoordinates | undefined = geo && {
    '@type': 'GeoCoordinates',
    latitude: geo.latitude,
    longitude: geo.longitude,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url: absolute('/'),
    ...(sector ? { description: `${sectors[sector].name} à ${city}` } : {}),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: city,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
      ...(postalCode ? { postalCode } : {}),
    },
    ...(coordinates ? { geo: coordinates } : {}),
    priceRange: site.priceRange,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.openingHours.days,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    ...ratingWithSource(site.reviewProfile, reviewCount),
  };
}
