import type { ArticleGroup } from '../components/articles/ArticleList';
import { articleCategories } from '../content/schemas/article';
import { articlesPage, frenchDate, isoDate, loadArticles, readingLabel } from './articles';
import { entryOf } from '../content/entries';

/**
 * The /blog page (spec 2.4): its copy (data/blogue.yaml), its featured cards and its list, both
 * made of the real articles (src/content/data/articles); a category's icon is its card's in
 * blogue.yaml, in the order of `articleCategories`.
 */
export async function blogPage() {
  const blog = await entryOf('blogue');
  const articles = await loadArticles();
  const iconOf = (category: (typeof articleCategories)[number]) => blog.categories.items[articleCategories.indexOf(category)]!.icon;
  const featuredItems = articles
    .filter((a) => a.featured)
    .sort((a, b) => articleCategories.indexOf(a.category) - articleCategories.indexOf(b.category))
    .map((a) => ({
      icon: iconOf(a.category),
      title: a.title,
      subtitle: `${a.categoryName} · ${readingLabel(a.minutes)}`,
      description: a.description,
      href: a.path,
      linkLabel: articlesPage.liste.lire,
    }));
  const groups: ArticleGroup[] = articleCategories.map((category) => ({
    id: `articles-${category}`,
    name: articlesPage.categories[category].nom,
    articles: articles
      .filter((a) => a.category === category)
      .map((a) => ({
        href: a.path,
        title: a.title,
        description: a.description,
        meta: `${readingLabel(a.minutes)} · ${frenchDate(a.updated ?? a.published)}`,
        iso: isoDate(a.updated ?? a.published),
        linkLabel: articlesPage.liste.lire,
      })),
  }));
  return { blog, featuredItems, groups, articlesPage };
}
