// Invariants of the local pages' data (issues 6 and 15): the 3.1 records, the templates of
// data/pages-ville/ and their placeholders, the six custom pages and the 36 page models the
// sector-city template renders. Structure, counts, links and spec rules; no sentence of ours.
import { describe, expect, it } from 'vitest';
import { cities, cityProfile, type City } from '../../src/content/cities';
import { checkDocument as check, readCollection, readEntry } from '../../src/content/direct-reader';
import { cityFileSchema, clientsIn } from '../../src/content/schemas/city';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { allCityPages, buildCityPage } from '../../src/page-models/city-page';
import { requireLocalText } from '../../src/page-models/city-local-text';
import { a, de, the } from '../../src/content/local/place-names';
import { fillText, fillTree } from '../../src/content/local/template';
import { customCities, sectorTemplates } from '../../src/content/local/templates';
import { cityFrameSchema, customCitySchema, sectorTemplateSchema } from '../../src/content/schemas/city-template';
import { figure, values, withValues } from '../../src/content/values';
import { sectors, sectorSlugs } from '../../src/content/sectors';
import { catalog } from '../../src/lib/forms/catalog';
import { sectorCityPath } from '../../src/page-models/routes';
import { typography } from '../../src/lib/typography';

const sectorLandings = readEntry('pagesSecteurs');
const sectorTrustBadges = readEntry('badgesSecteurs');

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
  it('hold a client count per sector, each a positive whole number', () => {
    for (const city of cities) for (const sector of sectorSlugs) expect(Number.isInteger(clientsIn(city.nombreClients[sector])) && clientsIn(city.nombreClients[sector]) > 0, `${city.slug} ${sector}`).toBe(true);
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
    expect(bad({ gps: { lat: -73.5, lon: 45.5 } })).toThrow(`${file}, champ « gps.lat » : nombre trop petit`);
    expect(bad({ codePostal: 'h2x' })).toThrow(`${file}, champ « codePostal »`);
    expect(bad({ portrait: 'Une ville à {prix.inconnu} près.' })).toThrow(/champ « portrait » : la clé \{prix.inconnu\} n’existe pas/);
    expect(bad({ region: undefined })).toThrow(`${file}, champ « region » : champ manquant`);
  });
});

describe('the templates of data/pages-ville/ (issue 15)', () => {
  const dir = 'src/content/data/pages-ville';
  const yaml = (name: string) => parse(readFileSync(`${dir}/${name}`, 'utf8')) as Record<string, any>;

  it('parse, and reject an unknown key or a stray brace at load time, naming file and field', () => {
    for (const sector of sectorSlugs) {
      const file = `${dir}/${sector}.yaml`;
      const good = yaml(`${sector}.yaml`);
      expect(() => check(sectorTemplateSchema, good, file)).not.toThrow();
      const bad = (patch: Record<string, unknown>) => () => check(sectorTemplateSchema, { ...good, ...patch }, file);
      expect(bad({ accroche: 'Texte {ville.inconnue} ici.' })).toThrow(`${file}, champ « accroche » : la clé {ville.inconnue} n’existe pas`);
      expect(bad({ faq: [...good.faq.slice(0, 2), { question: 'Une {question ?', reponse: 'Oui.' }] })).toThrow(
        `${file}, champ « faq », question 3 (« Une {question ? »), champ « question » : accolade sans clé`,
      );
      // A role's forms exist only for the roles the file declares.
      expect(bad({ accroche: 'Près {quartier.absent.de}.' })).toThrow('la clé {quartier.absent.de} n’existe pas');
      expect(bad({ roles: { ...good.roles, autre: { types: ['commercial'], sauf: ['absent'] } } })).toThrow(
        `${file}, champ « roles.autre.sauf », élément 1 (« absent ») : rôle inconnu : absent`,
      );
    }
    expect(() => check(cityFrameSchema, { ...yaml('commun.yaml'), accueil: '{ville.nom}' }, 'commun.yaml')).toThrow(
      'commun.yaml, champ « accueil » : la clé {ville.nom} n’existe pas',
    );
    const custom = yaml('sur-mesure/laval.yaml');
    expect(() => check(customCitySchema, custom, 'laval.yaml')).not.toThrow();
    expect(() =>
      check(customCitySchema, { ...custom, garderie: { ...custom.garderie, accroche: 'Prix : {prix.garderie.minuscule}.' } }, 'laval.yaml'),
    ).toThrow('laval.yaml, champ « garderie.accroche » : la clé {prix.garderie.minuscule} n’existe pas');
  });

  it('fail the build naming file and field when a page leaves a key unfilled', () => {
    const where = 'src/content/data/pages-ville/medical.yaml, champ « referencement.titre »';
    expect(() => fillText('Nettoyage {ville.a}', withValues({ ville: 'Rimouski' }), where)).toThrow(
      `${where} : la clé {ville.a} n’existe pas. Vouliez-vous dire {ville} ?`,
    );
  });

  it('fill a key the same way wherever it is used, with the spacing of OQLF', () => {
    const values = withValues({ ville: 'Rimouski', 'ville.a': 'à Rimouski', delai: '2 h' });
    expect(fillTree({ a: ['{ville.a} : moins de {delai}'] }, values, 'f.yaml')).toEqual({ a: ['à Rimouski\u00a0: moins de 2\u00a0h'] });
    // An optional role of a city without such a district leaves no doubled space.
    expect(fillText('dans votre entrepôt {quartier.x.de} : une équipe', withValues({ 'quartier.x.de': '' }), 'f')).toBe(
      'dans votre entrepôt\u00a0: une équipe',
    );
  });

  it('write no client count or custom response time as digits: the city files hold them once', () => {
    // A custom page names its city's counts by key ({ville.clients}). (« 8 000 pi² » is a surface.)
    for (const city of cities.filter((c) => customCities.has(c.slug))) {
      const files = [`sur-mesure/${city.slug}.yaml`];
      for (const sector of sectorSlugs) {
        const n = clientsIn(city.nombreClients[sector]);
        const asText = new RegExp(`(?<![\\d,])${n.toLocaleString('en-US').replace(/,/g, '[ \\u00a0]?')}(?![\\d,]|[ \\u00a0]?pi²)`);
        for (const f of files) expect(asText.test(readFileSync(`${dir}/${f}`, 'utf8')), `${city.slug} ${sector} (${n}) in ${f}`).toBe(false);
      }
    }
    for (const [slug, custom] of customCities) {
      const text = readFileSync(`${dir}/sur-mesure/${slug}.yaml`, 'utf8').split('\n').filter((l) => !/^\s*(#|delai:)/.test(l)).join('\n');
      // « 1 h », not the end of « 21 h ».
      expect(text, slug).not.toMatch(new RegExp(`(?<![\\d,])${custom.delai.replace(/[.,]/g, '\\$&')}\\b`));
    }
  });

  it('give every generic city the local text its pages need, or fail naming the city file', () => {
    for (const city of cities.filter((c) => !customCities.has(c.slug))) {
      for (const sector of sectorSlugs) expect(() => buildCityPage(sector, city.slug)).not.toThrow();
    }
    expect(Object.keys(sectorTemplates).sort()).toEqual([...sectorSlugs].sort());
    const { trajets: _, saison: __, ...lacking } = cityProfile('sherbrooke');
    expect(() => requireLocalText(lacking)).toThrow('src/content/data/villes/sherbrooke.yaml : champs « trajets », « saison » manquants');
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

  it('show 5 services, 6 districts, the city’s testimonials (its sector, then the labelled others) each in one of its districts, 3 FAQs and 4 neighbours', () => {
    const testimonials = readCollection('temoignages');
    for (const p of pages) {
      expect(p.services.items).toHaveLength(5);
      expect(p.districts.items.map((d) => d.name)).toEqual(p.city.quartiers);
      const own = testimonials.filter((t) => t.data.ville === p.city.slug);
      // Its sector's first, the city's others under the labelled fallback (tests/unit/proof.test.ts).
      const shown = [...p.testimonials.items, ...(p.testimonials.elsewhere?.items ?? [])];
      expect(shown).toHaveLength(Math.min(3, own.length));
      for (const t of shown) expect(own.map((o) => o.id)).toContain(t.id);
      expect(p.testimonials.items[0]!.id).toBe(own.find((t) => t.data.secteur === p.sector)!.id);
      for (const t of shown) expect(p.city.quartiers.some((q) => t.role.endsWith(`, ${q}`))).toBe(true);
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

  it('give Laval and Longueuil their own text (spec 2.1), and mention their own client counts', () => {
    expect([...customCities.keys()].sort()).toEqual(['laval', 'longueuil']);
    for (const p of pages) {
      const generic = !customCities.has(p.city.slug);
      expect(p.custom).toBe(!generic);
      if (generic) continue;
      const count = new Intl.NumberFormat('fr-CA').format(clientsIn(p.city.nombreClients[p.sector]));
      expect(p.intro.paragraphs.join(' '), p.path).toContain(count);
      const other = buildCityPage(p.sector, 'sherbrooke');
      expect(p.hero.lead).not.toBe(other.hero.lead);
      expect(p.stats.items[1]!.value).toBe(typography(customCities.get(p.city.slug)!.delai));
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

describe('the sector landing pages (spec 2.16)', () => {
  it('show the four trust badges the spec quotes, the insurance and the rating from their keys', () => {
    expect(sectorTrustBadges.map((b) => b.label)).toEqual([
      'Certifié Québec',
      'Produits Écologiques',
      `Assuré ${figure('assurance.responsabilite')}`,
      `${values.get('note.valeur')}/5 (${values.get('note.avis')} avis)`,
    ]);
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
