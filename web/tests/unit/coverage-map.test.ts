// The coverage map's layout (src/lib/map), computed as the build computes it: Natural Earth's
// land in the frame, each city with pages labelled, and no label over another or over a dot, at
// a phone's width and at the desktop column's.
import { describe, expect, it } from 'vitest';
import { cities } from '../../src/content/cities';
import { readEntry } from '../../src/content/direct-reader';
import { coveragePlaces } from '../../src/lib/map/coverage-places';
import { onLand } from '../../src/lib/map/coastline-fixes';
import { layoutMap, type Box } from '../../src/lib/map/layout';

const map = readEntry('carteCouverture');
const { localites } = readEntry('localites');
const places = coveragePlaces(
  localites,
  cities,
  (slug) => `#ville-${slug}`,
  map.eaux.map((w) => ({ name: w.name, label: w.name, lat: w.lat, lon: w.lon, kind: 'water' as const })),
);
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each([
  [358, 12],
  [768, 14],
])('the map laid out %i px wide', (width, fontSize) => {
  const layout = layoutMap({ bounds: map.bounds, width, fontSize, places });
  const labelled = layout.places.filter((p) => p.text);

  it('draws land from the data set, clipped to the frame', () => {
    expect(layout.land.length).toBeGreaterThan(500);
    for (const [, x, y] of layout.land.matchAll(/([\d.-]+),([\d.-]+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(-1);
      expect(Number(x)).toBeLessThanOrEqual(width + 1);
      expect(Number(y)).toBeLessThanOrEqual(layout.height + 1);
    }
  });

  // Issue 39: every place at its coordinates, its whole dot on land as the map paints it (Natural
  // Earth with its finer coastline fixes): none in Lac Saint-Louis or the St. Lawrence.
  it('puts every place’s dot on land', () => {
    const { west, east } = map.bounds;
    const degreesPerUnit = (east - west) / width;
    const inWater = layout.places
      .filter((p) => p.kind === 'place')
      .filter((p) => {
        // The dot's centre and its inner half: a town on a shore keeps its real coordinates.
        const r = (layout.dotRadius / 2) * degreesPerUnit;
        const k = Math.cos((p.lat * Math.PI) / 180);
        const around = [[0, 0], [r, 0], [-r, 0], [0, r * k], [0, -r * k], [r * 0.7, r * 0.7 * k], [-r * 0.7, -r * 0.7 * k], [r * 0.7, -r * 0.7 * k], [-r * 0.7, r * 0.7 * k]];
        return !around.every(([dx, dy]) => onLand(p.lon + dx!, p.lat + dy!));
      })
      .map((p) => `${p.name} (${p.lat}, ${p.lon})`);
    expect(inWater).toEqual([]);
  }, 120_000);

  it('labels every city that has pages, and links it', () => {
    const withPages = localites.filter((l) => cities.some((c) => c.name === l.name));
    expect(withPages.length).toBeGreaterThanOrEqual(4);
    for (const l of withPages) {
      const place = layout.places.find((p) => p.name === l.name)!;
      expect(place.text, l.name).toBeDefined();
      expect(place.href).toMatch(/^#ville-/);
    }
  });

  it('puts no label over another, over a dot or outside the frame', () => {
    const dots = layout.places.filter((p) => p.kind === 'place').map((p) => ({ name: p.name, x: p.x - 4, y: p.y - 4, w: 8, h: 8 }));
    for (const [i, a] of labelled.entries()) {
      const box = a.text!.box;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(width);
      for (const b of labelled.slice(i + 1)) expect(overlaps(box, b.text!.box), `${a.name} / ${b.name}`).toBe(false);
      for (const d of dots) if (d.name !== a.name) expect(overlaps(box, d), `${a.name} over ${d.name}`).toBe(false);
    }
  });
});
