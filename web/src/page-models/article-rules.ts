import { paths } from '../config/navigation';
import type { Values } from '../content/placeholders';
import type { ArticleData } from '../content/schemas/article';
import { MAX_TAB_TITLE } from '../content/schemas/text';
import { sectorSlugs } from '../content/schemas/sector';
import { fillArticleHtml, htmlText, wordCount } from '../lib/article-text';
import { documentTitle } from '../seo/page-meta';
import { clinicCityPath, sectorCityPath, sectorPath } from './routes';

/**
 * What the build refuses in an article beyond its schema: too few words, a title too long for a
 * browser tab, a related page that does not exist, a featured count other than three. One
 * module for the build (./articles.ts) and for the editor, which checks a save with these same
 * rules before writing it (editor/server/site-check.ts).
 */

/** Search engines cut a longer `<title>`; html-validate refuses it (a page's title, the same rule). */
export const MAX_TITLE = MAX_TAB_TITLE;

/** An article is a guide: shorter texts belong elsewhere. */
export const MIN_WORDS = 900;

/** Three articles are featured on /blog. */
export const FEATURED = 3;

/** The article's HTML as its page shows it (figures filled, heading ids starting with a letter), its text and its words. */
export function articleText(rendered: string, values: Values, where: string) {
  // Heading ids start with a letter (`## 1. Des protocoles` → `id="s-1-des-protocoles"`).
  const html = fillArticleHtml(rendered, values, where).replace(/\bid="(\d)/g, 'id="s-$1');
  const text = htmlText(html);
  return { html, text, words: wordCount(text) };
}

/** Every page an article may link to: the compliance, sector and sector-city pages. */
export const articleLinkTargets = (citySlugs: readonly string[], clinicCitySlugs: readonly string[]) =>
  new Set<string>([
    ...Object.values(paths).filter((p) => !p.includes('#')),
    ...sectorSlugs.map(sectorPath),
    ...sectorSlugs.flatMap((s) => citySlugs.map((c) => sectorCityPath(s, c))),
    ...clinicCitySlugs.map(clinicCityPath),
  ]);

/** The build's problems with one article, each naming the file and the field, saying what to do. */
export function articleProblems(id: string, data: ArticleData, words: number, linkTargets: ReadonlySet<string>): string[] {
  const where = `src/content/data/articles/${id}.md`;
  const problems: string[] = [];
  if (words < MIN_WORDS) {
    problems.push(`${where}, champ « body » : ${words} mots ; un article en compte au moins ${MIN_WORDS}. Ajoutez ${MIN_WORDS - words} mots au texte.`);
  }
  const seoTitle = data.titreCourt ?? data.titre;
  const title = documentTitle(seoTitle);
  if (title.length > MAX_TITLE) {
    problems.push(
      `${where}, champ « ${data.titreCourt ? 'titreCourt' : 'titre'} » : le titre de l’onglet « ${title} » compte ${title.length} caractères, ${MAX_TITLE} au plus ; ` +
        `${data.titreCourt ? 'raccourcissez « titreCourt »' : 'écrivez un « titreCourt » plus court'} (le nom de l’entreprise s’y ajoute).`,
    );
  }
  for (const href of data.pagesLiees) {
    if (!linkTargets.has(href.split('#')[0]!)) problems.push(`${where}, champ « pagesLiees » : la page ${href} n’existe pas. Choisissez une page du site (ex. : ${paths.childcare}).`);
  }
  return problems;
}

/** The build's problem with the number of featured articles, if any. */
export const featuredProblem = (featured: number): string | undefined =>
  featured === FEATURED ? undefined : `src/content/data/articles, champ « vedette » : ${featured} articles ont « vedette: true », il en faut exactement ${FEATURED}. Cochez ou décochez « vedette » sur un article.`;
