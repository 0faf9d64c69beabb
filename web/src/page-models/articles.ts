import type { CollectionEntry } from 'astro:content';
import { paths } from '../config/navigation';
import { cities } from '../content/cities';
import { contentPicture, type Picture } from '../content/images';
import { articleCategories, type ArticleCategory, type ArticleData } from '../content/schemas/article';
import { values } from '../content/values';
import type { NavLink } from '../config/navigation';
import { htmlInParts, readingMinutes } from '../lib/article-text';
import { isDrawing } from '../content/schemas/person';
import { articleLinkTargets, articleProblems, articleText, featuredProblem } from './article-rules';
import { clinicCityPages } from './compliance';
import { entriesOf, entryOf } from '../content/entries';
import { loadPeople, type Person, type PersonRef } from './people';
import { sectorCityPath } from './routes';

/**
 * The page model of the blog's articles: each Markdown entry of the `articles` collection with
 * its figures filled, its reading time and word count computed, and the pages it links to (its
 * `pagesLiees`, then the sector-city page of every city its text names).
 */
export const articlesPage = await entryOf('pageArticles');

export interface Article {
  slug: string;
  path: string;
  title: string;
  /** The document's `<title>` (before the firm's name is appended). */
  seoTitle: string;
  description: string;
  /** Who wrote it and who reviewed it (data/personnes/). */
  author: PersonRef;
  reviewer: PersonRef;
  /** The cover, through the image pipeline (a drawing made for the site until the firm supplies a photo). */
  cover: Picture & { drawing: boolean };
  published: Date;
  updated?: Date;
  category: ArticleCategory;
  categoryName: string;
  featured: boolean;
  keywords: readonly string[];
  html: string;
  words: number;
  minutes: number;
  related: NavLink[];
}

const knownPaths = articleLinkTargets(
  cities.map((c) => c.slug),
  clinicCityPages.map((p) => p.slug),
);

/** Page titles for the related links: the navigation's labels, else the path's last words. */
const pageLabels: Record<string, string> = {
  [paths.clinics]: 'Guide de conformité des cliniques médicales',
  [paths.childcare]: 'Guide de conformité des garderies et CPE',
  [paths.regulated]: 'Conformité des entreprises réglementées',
  [paths.faq]: 'FAQ de la conformité sanitaire',
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cities whose name the text contains as a word (« Laval », not « Lavaltrie »). */
const citiesNamedIn = (text: string) => cities.filter((c) => new RegExp(`(^|[^\\p{L}-])${escapeRegExp(c.name)}(?![\\p{L}-])`, 'u').test(text));

/** An entry of the `articles` collection: its checked frontmatter and its Markdown rendered by the registry's loader. */
type ArticleEntry = CollectionEntry<'articles'>;

function relatedLinks(entry: ArticleEntry, text: string): NavLink[] {
  const sector = articlesPage.categories[entry.data.categorie].secteur;
  const links: NavLink[] = entry.data.pagesLiees.map((href) => ({ href, label: pageLabels[href.split('#')[0]!] ?? href }));
  for (const city of citiesNamedIn(text)) {
    const href = sectorCityPath(sector, city.slug);
    if (!links.some((l) => l.href === href)) links.push({ href, label: articlesPage.liees.villes[sector].replace('{ville}', city.name) });
  }
  return links;
}

/** The cover's widths: the text column (48 rem) at one to two pixels per CSS pixel, a phone's width in between. */
const COVER_WIDTHS = [480, 768, 1024, 1536] as const;
const COVER_SIZES = '(min-width: 48rem) 48rem, 100vw';

/** A person as a byline names them: no more than a link, a role and a small portrait. */
const refOf = ({ slug, path, name, role, thumbnail }: Person): PersonRef => ({ slug, path, name, role, thumbnail });

async function toArticle(entry: ArticleEntry, people: ReadonlyMap<string, Person>): Promise<Article> {
  const where = `src/content/data/articles/${entry.id}.md`;
  const { html, text, words } = articleText(entry.rendered?.html ?? '', values, where);
  const problems = articleProblems(entry.id, entry.data, words, knownPaths);
  if (problems.length) throw new Error(problems.join('\n'));
  const { data } = entry;
  const seoTitle = data.titreCourt ?? data.titre;
  return {
    slug: entry.id,
    path: `${paths.blog}/${entry.id}`,
    title: data.titre,
    seoTitle,
    description: data.description,
    // The collection's rules (src/content/rules.ts) refused any name not in data/personnes/.
    author: refOf(people.get(data.auteur)!),
    reviewer: refOf(people.get(data.reviseur)!),
    cover: { ...(await contentPicture(data.couverture, `${where}, champ « couverture »`, COVER_SIZES, COVER_WIDTHS)), drawing: isDrawing(data.couverture.fichier) },
    published: data.publication,
    updated: data.miseAJour,
    category: data.categorie,
    categoryName: articlesPage.categories[data.categorie].nom,
    featured: data.vedette,
    keywords: data.motsCles,
    html: htmlInParts(html),
    words,
    minutes: readingMinutes(words),
    related: relatedLinks(entry, text),
  };
}

/** The articles, newest first; the build fails unless exactly three are featured. */
export async function loadArticles(): Promise<Article[]> {
  const people = await loadPeople();
  const entries = await entriesOf('articles');
  const articles = (await Promise.all(entries.map((entry) => toArticle(entry, people)))).sort((a, b) => b.published.getTime() - a.published.getTime());
  const featured = articles.filter((a) => a.featured).length;
  const problem = featuredProblem(featured);
  if (problem) throw new Error(problem);
  return articles;
}

/** How many articles each category holds, in the order of /blog. */
export const countByCategory = (articles: readonly Article[]) =>
  Object.fromEntries(articleCategories.map((c) => [c, articles.filter((a) => a.category === c).length])) as Record<ArticleCategory, number>;

/** `12 min de lecture` */
export const readingLabel = (minutes: number) => articlesPage.meta.lecture.replace('{minutes}', String(minutes));

/** « 15 octobre 2026 » */
export const frenchDate = (date: Date) => new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** `2026-10-15` */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
