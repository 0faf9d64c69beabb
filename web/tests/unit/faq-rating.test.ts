// Issue 39, items 2 and 6: the FAQ shows the firm's rating, and gives it in its JSON-LD, once the
// rating and its review count are confirmed and their source (business.json reviewProfile) is
// known; until then neither. Read from the built page (web/dist, or WEB_DIST).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { ratingConfirmed } from '../../src/content/values';
import { readEntry } from '../../src/content/direct-reader';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const flat = (text: string) => text.replace(/&nbsp;|[\u00a0\u202f\s]+/g, ' ');

describe('the FAQ’s rating', () => {
  it(ratingConfirmed ? 'is shown with its source and in the JSON-LD' : 'is neither shown nor in the JSON-LD while unconfirmed', () => {
    const file = join(dist, 'faq-conformite.html');
    expect(existsSync(file), `${file}: build the site first`).toBe(true);
    const html = readFileSync(file, 'utf8');
    const rating = flat(readEntry('conformiteFaq').note);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
    expect(flat(html).includes(rating)).toBe(ratingConfirmed);
    expect(ld.includes('"aggregateRating"')).toBe(ratingConfirmed);
    if (ratingConfirmed) {
      expect(html).toContain(`href="${site.reviewProfile}"`);
      expect(ld).toContain(site.reviewProfile!);
    }
  });
});
