import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { readCollection } from '../../src/content/direct-reader';
import { legacySectorCityRedirects, sectorCityPath } from '../../src/page-models/routes';

describe('sector and city routes', () => {
  it('builds canonical paths', () => {
    expect(sectorCityPath('garderie', 'trois-rivieres')).toBe('/nettoyage-garderie-trois-rivieres');
  });

  it('redirects every sector × city link shape to its canonical page', () => {
    const map = legacySectorCityRedirects(cities.map((c) => c.slug));
    expect(Object.keys(map)).toHaveLength(3 * cities.length);
    expect(map['/nettoyage-medical/montreal']).toBe('/nettoyage-medical-montreal');
    expect(map['/nettoyage-entreprise/levis']).toBe('/nettoyage-entreprise-levis');
    for (const [from, to] of Object.entries(map)) {
      expect(from.endsWith('/')).toBe(false);
      expect(to).toMatch(/^\/nettoyage-(medical|garderie|entreprise)-[a-z-]+$/);
    }
  });

  it('lists one city per file of data/villes, in the order of their `ordre`, featured ones included', () => {
    const files = readCollection('villes');
    expect(cities.map((c) => c.slug).sort()).toEqual(files.map((f) => f.id).sort());
    expect(cities.map((c) => c.ordre)).toEqual([...cities.map((c) => c.ordre)].sort((a, b) => a - b));
    expect(cities.filter((c) => c.featured).map((c) => c.slug).sort()).toEqual(files.filter((f) => f.data.featured).map((f) => f.id).sort());
  });
});
