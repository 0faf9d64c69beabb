// Issue 39, item 6: the RSS feed lists the articles by their publication date, newest first, and
// dates each item by its publication (an update is not a new item). Read from the built feed
// (web/dist, or WEB_DIST), the dates from the articles' frontmatter.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../src/content/direct-reader';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const feed = join(dist, 'blog', 'rss.xml');

describe('the RSS feed', () => {
  it('orders its items by publication date, newest first, each dated by its publication', () => {
    expect(existsSync(feed), `${feed}: build the site first`).toBe(true);
    const xml = readFileSync(feed, 'utf8');
    const items = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => ({
      slug: new URL(m[1]!).pathname.split('/').at(-1)!,
      date: new Date(m[2]!),
    }));
    const articles = readCollection('articles');
    expect(items.map((i) => i.slug).sort()).toEqual(articles.map((a) => a.id).sort());
    const published = new Map(articles.map((a) => [a.id, a.data.publication.getTime()]));
    expect(items.map((i) => [i.slug, i.date.getTime()])).toEqual(items.map((i) => [i.slug, published.get(i.slug)]));
    const byPublication = [...items].sort((a, b) => published.get(b.slug)! - published.get(a.slug)!);
    expect(items.map((i) => i.slug)).toEqual(byPublication.map((i) => i.slug));
  });
});
