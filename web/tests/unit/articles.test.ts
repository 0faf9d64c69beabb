// The blog's articles (issue 26): every Markdown file of src/content/data/articles passes the
// collection's schema, is long enough to be a guide, fills only known figures, and the /blog
// category counts are the articles counted. Rules only: adding an article needs no test edit.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fill, placeholdersOf } from '../../src/content/placeholders';
import { articleCategories, articleSchema } from '../../src/content/schemas/article';
import { values } from '../../src/content/values';
import { wordCount } from '../../src/lib/article-text';
import { routeExists } from './helpers/routes';

const dir = fileURLToPath(new URL('../../src/content/data/articles/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
const articles = files.map((file) => {
  const text = readFileSync(`${dir}${file}`, 'utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { file, slug: file.replace(/\.md$/, ''), front: parse(front ?? '') as unknown, body: body ?? '' };
});
const parsed = articles.map((a) => ({ ...a, data: articleSchema.parse(a.front) }));

/** The words a reader reads: Markdown's marks and link targets removed. */
const proseOf = (markdown: string) =>
  markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*(\d+\.|[-*])\s/gm, ' ')
    .replace(/[#*_>[\]`|]+/g, ' ');

describe('the articles', () => {
  it('are eight or more, at least one per /blog category and three featured', () => {
    expect(parsed.length).toBeGreaterThanOrEqual(8);
    for (const category of articleCategories) expect(parsed.filter((a) => a.data.categorie === category).length).toBeGreaterThanOrEqual(1);
    expect(parsed.filter((a) => a.data.vedette)).toHaveLength(3);
  });

  it.each(articles.map((a) => [a.file, a]))('%s passes the schema, with a slug for a name', (_file, article) => {
    expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const result = articleSchema.safeParse(article.front);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(parsed.map((a) => [a.file, a]))('%s has at least 900 words and names only known figures', (_file, article) => {
    const filled = fill(proseOf(article.body), values, article.file);
    expect(wordCount(filled)).toBeGreaterThanOrEqual(900);
    for (const key of placeholdersOf(article.body)) expect(values.has(key), `{${key}}`).toBe(true);
  });

  it.each(parsed.map((a) => [a.file, a]))('%s links only to pages of the site', (_file, article) => {
    for (const href of article.data.pagesLiees) expect(routeExists(href), href).toBe(true);
    for (const [, href] of article.body.matchAll(/\]\((\/[^)]*)\)/g)) expect(routeExists(href!), href).toBe(true);
  });

  it('are counted per category for /blog ({guides.medical} … {guides.total}), a withdrawn one left out', () => {
    const shown = parsed.filter((a) => !a.data.retire);
    for (const category of articleCategories) {
      expect(values.get(`guides.${category}`)).toBe(String(shown.filter((a) => a.data.categorie === category).length));
    }
    expect(values.get('guides.total')).toBe(String(shown.length));
  });

  it('refuse a frontmatter without author, with an unknown category or an update before publication', () => {
    const valid = articles[0]!.front as Record<string, unknown>;
    expect(articleSchema.safeParse({ ...valid, auteur: undefined }).success).toBe(false);
    expect(articleSchema.safeParse({ ...valid, categorie: 'cuisine' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...valid, publication: '2026-10-01', miseAJour: '2026-09-01' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...valid, pagesLiees: ['conformite-garderies'] }).success).toBe(false);
  });
});
