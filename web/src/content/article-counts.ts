import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { articleCategories, type ArticleCategory } from './schemas/article-categories';

/**
 * How many articles each /blog category holds, read from the articles' frontmatter
 * (`categorie`), so the page's « {guides.medical} guides » counts real articles. Only the
 * category is read here: the collection (content.config.ts) checks the whole frontmatter.
 */
const sources: Record<string, string> = (() => {
  try {
    return import.meta.glob('./articles/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  } catch {
    // Outside Vite (Playwright loads the e2e specs' imports itself): read the folder directly.
    const dir = new URL('./articles/', import.meta.url);
    return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')]));
  }
})();

const categoryOf = (file: string, text: string): ArticleCategory => {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  const category = (front ? (parse(front) as { categorie?: string }) : {}).categorie;
  if (!articleCategories.includes(category as ArticleCategory)) {
    throw new Error(`src/content/articles/${file.replace(/^.*\//, '')}, champ « categorie » : une des catégories ${articleCategories.join(', ')}`);
  }
  return category as ArticleCategory;
};

export const articleCounts: Readonly<Record<ArticleCategory, number>> = (() => {
  const counts = Object.fromEntries(articleCategories.map((c) => [c, 0])) as Record<ArticleCategory, number>;
  for (const [file, text] of Object.entries(sources)) counts[categoryOf(file, text)]++;
  return counts;
})();
