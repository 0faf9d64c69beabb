import { geoMercator, geoPath } from 'd3-geo';
import { landFixes, waterFixes } from './coastline-fixes';
import { land } from './land';
import { textWidthEm } from './text-width';

/**
 * The coverage map laid out at build time: the land of Natural Earth projected and clipped to the
 * served area, each place at its coordinates, and each label put where it overlaps no other label
 * and no dot. Laid out for one display width, in CSS pixels: the SVG's user unit is then one pixel
 * at that width, so `fontSize` is the size the visitor reads. A label that finds no free spot is
 * left off (its dot stays, named by its `<title>`, and the list under the map names every place).
 */
export interface MapPlace {
  name: string;
  /** The text on the map, shorter than the name where needed. */
  label: string;
  lat: number;
  lon: number;
  /** `place`: a dot and its label; `area`: a region's name, larger, without a dot; `water`: a river or lake. */
  kind: 'place' | 'area' | 'water';
  href?: string;
  /** Where the label goes first, if free. */
  prefer?: 'left' | 'right' | 'above' | 'below';
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedPlace extends MapPlace {
  x: number;
  y: number;
  text?: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; box: Box };
}

export interface MapLayout {
  width: number;
  height: number;
  fontSize: number;
  areaFontSize: number;
  dotRadius: number;
  /** The land, as an SVG path in the map's user units. */
  land: string;
  /** The finer coastline where the land's is too coarse (./coastline-fixes.ts): water, then land, painted over it. */
  fixes: { water: string; land: string };
  places: PlacedPlace[];
}

export interface MapBounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

const round = (n: number) => Math.round(n * 10) / 10;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export function layoutMap({ bounds, width, fontSize, places }: { bounds: MapBounds; width: number; fontSize: number; places: readonly MapPlace[] }): MapLayout {
  const { north, south, west, east } = bounds;
  // Mercator turned to the area's meridian: conformal, north up, shapes true at this scale.
  const projection = geoMercator()
    .rotate([-(west + east) / 2, 0])
    .fitWidth(width, { type: 'MultiPoint', coordinates: [[west, north], [east, south]] });
  const [, bottom] = projection([east, south])!;
  const height = Math.round(bottom);
  projection.clipExtent([[0, 0], [width, height]]);
  const path = geoPath(projection).digits(1);

  const dotRadius = 4;
  const areaFontSize = Math.round(fontSize * 1.15);
  const gap = 3;
  const margin = 2;
  const projected = places.map((p) => {
    const [x, y] = projection([p.lon, p.lat])!;
    return { ...p, x: round(x), y: round(y) };
  });
  const dots: Box[] = projected
    .filter((p) => p.kind === 'place')
    .map((p) => ({ x: p.x - dotRadius - 1, y: p.y - dotRadius - 1, w: 2 * dotRadius + 2, h: 2 * dotRadius + 2 }));
  const taken: Box[] = [];
  const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.w <= width && b.y + b.h <= height;

  const candidates = (p: (typeof projected)[number]) => {
    const size = p.kind === 'area' ? areaFontSize : fontSize;
    const w = Math.ceil(textWidthEm(p.label) * size) + 2 * margin;
    const h = Math.ceil(size * 1.25);
    // The baseline sits about a third of the size below a label box's middle.
    const base = (cy: number) => round(cy + size * 0.35);
    if (p.kind !== 'place') {
      return [{ x: p.x, y: base(p.y), anchor: 'middle' as const, box: { x: p.x - w / 2, y: p.y - h / 2, w, h } }];
    }
    const off = dotRadius + gap;
    const all = {
      right: { x: p.x + off, y: base(p.y), anchor: 'start' as const, box: { x: p.x + off - margin, y: p.y - h / 2, w, h } },
      left: { x: p.x - off, y: base(p.y), anchor: 'end' as const, box: { x: p.x - off - w + margin, y: p.y - h / 2, w, h } },
      above: { x: p.x, y: base(p.y - off - h / 2), anchor: 'middle' as const, box: { x: p.x - w / 2, y: p.y - off - h, w, h } },
      below: { x: p.x, y: base(p.y + off + h / 2), anchor: 'middle' as const, box: { x: p.x - w / 2, y: p.y + off, w, h } },
    };
    const order = (['right', 'left', 'above', 'below'] as const).slice().sort((a, b) => Number(b === p.prefer) - Number(a === p.prefer));
    return order.map((k) => all[k]);
  };

  const placed: PlacedPlace[] = projected.map((p) => {
    const own = p.kind === 'place' ? dots.find((d) => d.x === p.x - dotRadius - 1 && d.y === p.y - dotRadius - 1) : undefined;
    const text = candidates(p).find((c) => inside(c.box) && !taken.some((t) => overlaps(t, c.box)) && !dots.some((d) => d !== own && overlaps(d, c.box)));
    if (text) taken.push(text.box);
    return text ? { ...p, text: { ...text, box: { x: round(text.box.x), y: round(text.box.y), w: text.box.w, h: text.box.h } } } : p;
  });

  const fixes = { water: path(waterFixes) ?? '', land: path(landFixes) ?? '' };
  return { width, height, fontSize, areaFontSize, dotRadius, land: path(land) ?? '', fixes, places: placed };
}
