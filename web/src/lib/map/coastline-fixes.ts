import { geoArea, geoContains } from 'd3-geo';
import type { MultiPolygon, Position } from 'geojson';
import { land } from './land';

/**
 * A finer coastline where Natural Earth's 1:10 million one is too coarse for the map's scale: it
 * draws the south shore of the island of Montréal, from Sainte-Anne-de-Bellevue to Verdun, one to
 * two kilometres north of where it is, so that Pointe-Claire, Dorval, Lachine and LaSalle fell in
 * Lac Saint-Louis and the St. Lawrence (issue 39). Traced by hand from the shore as municipal maps
 * show it (within a few hundred metres, a pixel or two at the map's scale): the land of the West
 * Island and LaSalle down to the real shore, then the river between LaSalle and Kahnawake, painted
 * over Natural Earth's land in that order; and the banks of two rivers it draws too wide.
 */
const WEST_ISLAND_SHORE: Position[] = [
  [-73.955, 45.405], [-73.93, 45.41], [-73.905, 45.415], [-73.88, 45.418], [-73.86, 45.422], [-73.835, 45.425],
  [-73.815, 45.428], [-73.8, 45.433], [-73.785, 45.44], [-73.765, 45.44], [-73.745, 45.437], [-73.72, 45.433],
  [-73.7, 45.431], [-73.68, 45.428], [-73.66, 45.424], [-73.645, 45.42], [-73.63, 45.418], [-73.61, 45.424],
  [-73.59, 45.432], [-73.575, 45.442], [-73.565, 45.452],
];
/** Back along a line inside the island, where both coastlines agree it is land. */
const WEST_ISLAND_INLAND: Position[] = [
  [-73.565, 45.47], [-73.6, 45.462], [-73.645, 45.46], [-73.72, 45.475], [-73.8, 45.475], [-73.87, 45.46], [-73.92, 45.45], [-73.955, 45.435],
];
/** The St. Lawrence between the island's real shore and Kahnawake's, which the coarse data fills as land. */
const RIVER_BY_LASALLE: Position[] = [
  [-73.72, 45.4115], [-73.69, 45.413], [-73.66, 45.41], [-73.63, 45.405], [-73.6, 45.41], [-73.575, 45.42],
  [-73.575, 45.442], [-73.59, 45.432], [-73.61, 45.424], [-73.63, 45.418], [-73.645, 45.42], [-73.66, 45.424], [-73.68, 45.428], [-73.7, 45.431], [-73.72, 45.433],
];

/**
 * The Rivière des Mille Îles at Terrebonne and the St. Lawrence at Repentigny, a few hundred metres
 * wide, which the coarse data widens to two kilometres over both towns' centres: their banks.
 */
const TERREBONNE_NORTH_BANK: Position[] = [[-73.675, 45.699], [-73.65, 45.697], [-73.62, 45.699], [-73.6, 45.705], [-73.6, 45.72], [-73.675, 45.72]];
const REPENTIGNY_SHORE: Position[] = [[-73.48, 45.736], [-73.45, 45.737], [-73.42, 45.742], [-73.42, 45.765], [-73.48, 45.765]];

/** A ring closed and wound as d3 reads a small polygon (an area under a hemisphere). */
function polygon(ring: Position[]): Position[][] {
  const closed = [...ring, ring[0]!];
  return [geoArea({ type: 'Polygon', coordinates: [closed] }) > 2 * Math.PI ? closed.reverse() : closed];
}

export const landFixes: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [polygon([...WEST_ISLAND_SHORE, ...WEST_ISLAND_INLAND]), polygon(TERREBONNE_NORTH_BANK), polygon(REPENTIGNY_SHORE)],
};
export const waterFixes: MultiPolygon = { type: 'MultiPolygon', coordinates: [polygon(RIVER_BY_LASALLE)] };

/** Land as the map paints it: Natural Earth, then the water fixes over it, then the land fixes. */
export const onLand = (lon: number, lat: number): boolean =>
  geoContains(landFixes, [lon, lat]) || (geoContains(land, [lon, lat]) && !geoContains(waterFixes, [lon, lat]));
