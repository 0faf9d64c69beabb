// Invariants of the local pages' data (issue 6): the 3.1 records, the six custom pages and the
// 36 page models the sector-city template renders.
import { describe, expect, it } from 'vitest';
import { cities, type City } from '../../src/content/cities';
import { check } from '../../src/content/load';
import { cityFileSchema } from '../../src/content/schemas/city';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { allCityPages, buildCityPage } from '../../src/content/local/city-page';
import { customCitySlugs } from '../../src/content/local/custom';
import { a, de, the } from '../../src/content/local/context';
import { sectorLandings } from '../../src/content/local/landings';
import { cityOverrideSchema } from '../../src/content/local/schema';
import { sectors, sectorSlugs } from '../../src/content/sectors';
import { catalog } from '../../src/lib/forms/catalog';
import { sectorCityPath } from '../../src/lib/routes';
import { typography } from '../../src/lib/typography';

const km = (a: City, b: City) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.gps.lat - a.gps.lat) / 2) ** 2 +
    Math.cos(rad(a.gps.lat)) * Math.cos(rad(b.gps.lat)) * Math.sin(rad(b.gps.lon - a.gps.lon) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};

/** Every string reachable from a value (skipping functions such as icons). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('city records (spec 3.1)', () => {
  it('hold Montréal’s client counts as the spec gives them', () => {
    expect(cities.find((c) => c.slug === 'montreal')!.nombreClients).toEqual({ medical: 450, garderie: 800, entreprise: 8000 });
  });

  it('link each city to four of its five nearest cities of the list', () => {
    for (const city of cities) {
      const nearest = cities
        .filter((c) => c !== city)
        .sort((a, b) => km(city, a) - km(city, b))
        .slice(0, 5)
        .map((c) => c.slug);
      for (const n of city.neighbours) expect(nearest, `${city.slug} → ${n}`).toContain(n);
    }
  });

  it('fail the build naming file and field when a city file is malformed', () => {
    const file = 'src/content/data/villes/montreal.yaml';
    const good = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(() => check(cityFileSchema, good, file)).not.toThrow();
    const bad = (patch: Record<string, unknown>) => () => check(cityFileSchema, { ...good, ...patch }, file);
    expect(bad({ quartiers: ['Ville-Marie'] })).toThrow(`${file}, champ « quartiers »`);
    expect(bad({ gps: { lat: -73.5, lon: 45.5 } })).toThrow(`${file}, champ « gps.lat »`);
    expect(bad({ codePostal: 'h2x' })).toThrow(`${file}, champ « codePostal »`);
    expect(bad({ portrait: 'Une ville à {prix.inconnu} près.' })).toThrow(/champ « portrait » : la clé \{prix.inconnu\} n’existe pas/);
    expect(bad({ region: undefined })).toThrow(`${file}, champ « region » : champ manquant`);
    expect(cityOverrideSchema.safeParse({ heroLead: 'Texte {ville} non remplacé' }).success).toBe(false);
  });
});

describe('sector records (spec 3.1)', () => {
  it('name the regulator of each sector and list 5 services', () => {
    expect(sectorSlugs.map((s) => sectors[s].norme)).toEqual(['MSSS', 'Ministère de la Famille', 'CNESST']);
    for (const s of sectorSlugs) {
      expect(sectors[s].secteurSlug).toBe(`nettoyage-${s}`);
      expect(sectors[s].services).toHaveLength(5);
    }
  });
});

describe('the 36 sector-city page models (spec 2.17)', () => {
  const pages = allCityPages();

  it('cover every sector and city once, at canonical paths', () => {
    const count = sectorSlugs.length * cities.length;
    expect(pages).toHaveLength(count);
    expect(new Set(pages.map((p) => p.path)).size).toBe(count);
    for (const p of pages) expect(p.path).toBe(sectorCityPath(p.sector, p.city.slug));
  });

  it('have unique titles and descriptions, also against the landing pages', () => {
    const titles = [...pages.map((p) => p.seo.title), ...sectorSlugs.map((s) => sectorLandings[s].seo.title)];
    const descriptions = [...pages.map((p) => p.seo.description), ...sectorSlugs.map((s) => sectorLandings[s].seo.description)];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) expect(d.length, d).toBeLessThanOrEqual(170);
  });

  it('show 5 services, 6 districts, 3 testimonials with the district by index, 3 FAQs and 4 neighbours', () => {
    for (const p of pages) {
      expect(p.services.items).toHaveLength(5);
      expect(p.districts.items.map((d) => d.name)).toEqual(p.city.quartiers);
      expect(p.testimonials.items).toHaveLength(3);
      p.testimonials.items.forEach((t, i) => expect(t.role.endsWith(`, ${p.city.quartiers[i]}`)).toBe(true));
      expect(p.faq.items).toHaveLength(3);
      expect(p.neighbours.links.map((l) => l.href)).toEqual(p.city.neighbours.map((n) => sectorCityPath(p.sector, n)));
    }
  });

  it('preselect the page’s city and a sector option that exist in the short audit form', () => {
    const form = catalog.forms.find((f) => f.id === 'audit-secteur')!;
    const options = (name: string) =>
      catalog.optionSets[form.fields.find((f) => f.name === name)!.optionSet!]!.map((o) => o.value);
    for (const p of pages) {
      expect(p.audit.formId).toBe('audit-secteur');
      expect(options('ville')).toContain(p.audit.preset.ville);
      expect(p.audit.preset.ville).toBe(p.city.slug);
      expect(options('secteur')).toContain(p.audit.preset.secteur);
    }
  });

  it('carry LocalBusiness with the city and its coordinates, and the FAQ as FAQPage', () => {
    for (const p of pages) {
      const [business, faq] = JSON.parse(JSON.stringify(p.jsonLd));
      expect(business.address.addressLocality).toBe(p.city.name);
      expect(business.geo).toMatchObject({ latitude: p.city.gps.lat, longitude: p.city.gps.lon });
      expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(p.faq.items.map((q) => q.question));
    }
  });

  it('give Laval and Longueuil their own text, and mention their own client counts', () => {
    expect(customCitySlugs.sort()).toEqual(['laval', 'longueuil']);
    for (const p of pages) {
      const generic = !customCitySlugs.includes(p.city.slug);
      expect(p.custom).toBe(!generic);
      if (generic) continue;
      const count = new Intl.NumberFormat('fr-CA').format(p.city.nombreClients[p.sector]);
      expect(p.intro.paragraphs.join(' '), p.path).toContain(count);
      const other = buildCityPage(p.sector, 'sherbrooke');
      expect(p.hero.lead).not.toBe(other.hero.lead);
    }
  });

  it('never chain a « de X » range into « dans le secteur Y », nor write « au Gardeur »', () => {
    for (const p of pages) {
      for (const s of strings({ ...p, city: undefined, jsonLd: undefined })) {
        expect(s, p.path).not.toMatch(/(?:\bde |\bdu |d’)(?:secteur |l’)?\p{Lu}[\p{L}’-]*(?: \p{Lu}[\p{L}’-]*)* dans l(?:e|a|es) /u);
        expect(s, p.path).not.toMatch(/\b(?:au|du) Gardeur/);
      }
    }
  });

  it('promise the page’s own response time everywhere, services included', () => {
    for (const p of pages.filter((x) => x.custom)) {
      for (const s of strings({ ...p, city: undefined, jsonLd: undefined })) {
        expect(s, p.path).not.toMatch(/\b2\s(?:h|heures)\b(?! sur 24| après| ouvrables)/);
      }
    }
  });

  it('give each generic page its own hero line and two local FAQ answers', () => {
    for (const sector of sectorSlugs) {
      const generic = pages.filter((p) => p.sector === sector && !p.custom);
      expect(new Set(generic.map((p) => p.hero.lead)).size).toBe(generic.length);
      for (const i of [0, 1]) expect(new Set(generic.map((p) => p.faq.items[i]!.answer)).size, `FAQ ${i}`).toBe(generic.length);
      expect(new Set(generic.map((p) => p.districts.lead)).size).toBe(generic.length);
      expect(new Set(generic.map((p) => p.services.lead)).size).toBe(generic.length);
    }
  });

  it('follow OQLF spacing and leave no placeholder in any text', () => {
    for (const p of pages) {
      for (const s of strings({ ...p, city: undefined, jsonLd: undefined })) {
        expect(s, p.path).not.toMatch(/[{}]/);
        expect(s, p.path).not.toMatch(/ [:;!?»]|« /);
        expect(s, p.path).not.toMatch(/\s\s/);
      }
    }
  });
});

describe('place names in running text', () => {
  it('take French contraction, elision and articles', () => {
    expect(de('Le Plateau-Mont-Royal')).toBe('du Plateau-Mont-Royal');
    expect(a('Le Gardeur')).toBe('à Le Gardeur');
    expect(de('Le Gardeur')).toBe('du secteur Le Gardeur');
    expect(a('Le Plateau')).toBe('au Plateau');
    expect(de('Aylmer')).toBe('d’Aylmer');
    expect(de('Île-des-Moulins')).toBe('de l’Île-des-Moulins');
    expect(a('Vieux-Québec')).toBe('dans le Vieux-Québec');
    expect(de('Secteur L')).toBe('du secteur L');
    expect(a('Quartier DIX30')).toBe('dans le Quartier DIX30');
    expect(a('Cap-de-la-Madeleine')).toBe('au Cap-de-la-Madeleine');
    expect(a('La Baie')).toBe('à La Baie');
    expect(the('Centre-ville de Repentigny')).toBe('le centre-ville de Repentigny');
    expect(the('Chomedey')).toBe('Chomedey');
  });
});

describe('typography', () => {
  it('adds no-break spaces before high punctuation, inside guillemets and before units', () => {
    expect(typography('Prix : 1 200 $ ? « oui »')).toBe('Prix\u00a0: 1\u00a0200\u00a0$\u00a0? «\u00a0oui\u00a0»');
    expect(typography('en 2 h, 10 %')).toBe('en 2\u00a0h, 10\u00a0%');
  });
});
