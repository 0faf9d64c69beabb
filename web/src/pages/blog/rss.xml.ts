import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { site } from '../../config/site';
import { articlesPage, loadArticles } from '../../page-models/articles';

/** The blog's RSS feed, /blog/rss.xml: every article, newest first, with its full text. */
export async function GET(context: APIContext) {
  const articles = await loadArticles();
  return rss({
    title: `${articlesPage.flux.titre} | ${site.name}`,
    description: articlesPage.flux.description,
    site: context.site ?? site.url,
    items: articles.map((a) => ({
      title: a.title,
      description: a.description,
      link: a.path,
      // The publication date: the feed is ordered by it, an update is not a new item (issue 39).
      pubDate: a.published,
      categories: [a.categoryName],
      author: `${site.email} (${a.author.name})`,
      content: a.html,
    })),
    customData: '<language>fr-CA</language>',
    // The site's addresses have no trailing slash (astro.config: trailingSlash 'never').
    trailingSlash: false,
  });
}
