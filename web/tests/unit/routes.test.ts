import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { legacySectorCityRedirects, sectorCityPath } from '../../src/lib/routes';

describe('sector and city routes', () => {
  it('builds canonical paths', () => {
    expect(sectorCityPath('garderie', 'trois-rivieres')).toBe('/nettoyage-garderie-trois-rivieres');
  });

  it('redirects every sector × city link shape to its canonical page', () => {
    const map = legacySectorCityRedirects();
    expect(Object.keys(map)).toHaveLength(3 * 12);
    expect(map['/nettoyage-medical/montreal']).toBe('/nettoyage-medical-montreal');
    expect(map['/nettoyage-entreprise/levis']).toBe('/nettoyage-entreprise-levis');
    for (const [from, to] of Object.entries(map)) {
      expect(from.endsWith('/')).toBe(false);
      expect(to).toMatch(/^\/nettoyage-(medical|garderie|entreprise)-[a-z-]+$/);
    }
  });

  it('lists the spec’s 12 cities with the three featured ones', () => {
    expect(cities.map((c) => c.slug).sort()).toEqual(
      ['brossard', 'gatineau', 'laval', 'levis', 'longueuil', 'montreal', 'quebec', 'repentigny',
        'saguenay', 'sherbrooke', 'terrebonne', 'trois-rivieres'].sort(),
    );
    expect(cities.filter((c) => c.featured).map((c) => c.name)).toEqual(['Montréal', 'Longueuil', 'Laval']);
  });
});
