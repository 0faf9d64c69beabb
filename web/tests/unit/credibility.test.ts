// Issue 16, items 6 and 7: what makes the content believable. One person, one quote, one place;
// the cities named « voisines » are the nearest ones, and the block says so only when they are
// near; a card that looks like a link leads somewhere; the spec's claimed figures appear where its
// content puts them.
import { describe, expect, it } from 'vitest';
import { cities, type City } from '../../src/content/cities';
import { allCityPages } from '../../src/page-models/city-page';
import { readCollection, readEntry } from '../../src/content/direct-reader';
import { blogSchema } from '../../src/content/schemas/blog';
import { figure } from '../../src/content/values';
import { routeExists } from './helpers/routes';

const sectorLandings = readEntry('pagesSecteurs');

const km = (a: City, b: City) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.gps.lat - a.gps.lat) / 2) ** 2 +
    Math.cos(rad(a.gps.lat)) * Math.cos(rad(b.gps.lat)) * Math.sin(rad(b.gps.lon - a.gps.lon) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};

/** Text of a value, with no-break spaces as plain spaces, for comparing with the spec's wording. */
const flat = (value: unknown): string => JSON.stringify(value).replace(/\u00a0/g, ' ');

describe('testimonials on the sector-city pages', () => {
  const pages = allCityPages();
  const shown = pages.flatMap((p) => p.testimonials.items.map((t) => ({ ...t, page: p.path })));

  it('attribute each quote to one person in one place', () => {
    // By the person's full name (two people may share initials, as shown without their consent).
    const person = new Map(readCollection('temoignages').map((e) => [e.id, e.data.auteur]));
    const byAuthor = new Map<string, Set<string>>();
    const byQuote = new Map<string, Set<string>>();
    for (const t of shown) {
      const who = person.get(t.id) ?? t.name;
      byAuthor.set(who, (byAuthor.get(who) ?? new Set()).add(`${t.role} | ${t.quote}`));
      byQuote.set(t.quote, (byQuote.get(t.quote) ?? new Set()).add(who));
    }
    for (const [author, places] of byAuthor) expect([...places], author).toHaveLength(1);
    for (const [quote, authors] of byQuote) expect([...authors], quote).toHaveLength(1);
  });

  it('place each person in a district of the page’s own city', () => {
    for (const p of pages) {
      for (const t of p.testimonials.items) {
        expect(p.city.quartiers.some((q) => t.role.endsWith(`, ${q}`)), `${p.path}: ${t.role}`).toBe(true);
      }
    }
  });
});

describe('the other cities linked from a sector-city page', () => {
  it('are the four nearest cities by GPS, nearest first', () => {
    for (const p of allCityPages()) {
      const nearest = cities
        .filter((c) => c.slug !== p.city.slug)
        .sort((a, b) => km(p.city, a) - km(p.city, b))
        .slice(0, 4)
        .map((c) => c.slug);
      expect(p.neighbours.links.map((l) => l.city.slug), p.path).toEqual(nearest);
    }
  });

  it('are called « voisines » only when every one is within 100 km', () => {
    for (const p of allCityPages()) {
      const far = Math.max(...p.neighbours.links.map((l) => km(p.city, l.city))) > 100;
      expect(/voisin/i.test(p.neighbours.title + p.neighbours.lead), `${p.path}: ${p.neighbours.title}`).toBe(!far);
    }
  });
});

describe('the blog’s guide categories (spec 2.6)', () => {
  const blog = readEntry('blogue');
  it('each lead to the page or section that covers the category', () => {
    for (const card of blog.categories.items as readonly { title: string; href?: string }[]) {
      expect(card.href, card.title).toBeTruthy();
      expect(routeExists(card.href!), `${card.title} → ${card.href}`).toBe(true);
    }
    expect(new Set(blog.categories.items.map((c) => (c as { href?: string }).href)).size).toBe(4);
  });
});

describe('claimed figures of the spec (section 9, « Claimed statistics »; section 1, sales comparison)', () => {
  it('show +40 % on the medical landing page and +85 % on the childcare one', () => {
    expect(figure('statistiques.satisfaction-patients')).toBe('+40\u00a0%');
    expect(figure('statistiques.satisfaction-parents')).toBe('+85\u00a0%');
    expect(flat(sectorLandings.medical.results)).toContain('+40 %');
    expect(flat(sectorLandings.garderie.results)).toContain('+85 %');
  });

  it('compare 45 000 $ a year plus 25 % benefits with a 60 % saving on the business landing page', () => {
    const text = flat(sectorLandings.entreprise);
    for (const key of ['comparaison.salaire-annuel', 'comparaison.avantages-sociaux', 'comparaison.economie-pourcentage']) {
      expect(text, key).toContain(flat(figure(key)).slice(1, -1));
    }
    expect(flat([figure('comparaison.salaire-annuel'), figure('comparaison.avantages-sociaux'), figure('comparaison.economie-pourcentage')])).toBe('["45 000 $","25 %","60 %"]');
  });
});
