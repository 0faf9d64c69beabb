import { geoArea } from 'd3-geo';
import type { MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-10m.json';

/**
 * The land of the world at 1:10 million from Natural Earth (public domain), as shipped by the
 * `world-atlas` npm package: at this scale the St. Lawrence is water and the islands of Montréal,
 * Laval (île Jésus), Bizard and Perrot are land of their own. Read once, at build time.
 */
const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;

const collection = feature(topology, topology.objects.land);
const geometry = collection.features[0]!.geometry as MultiPolygon;

/**
 * The land polygons. The data set holds a few tiny rings wound the other way, which d3 reads as
 * the whole sphere minus a speck: they would paint every map entirely as land, so they are left
 * out (a polygon larger than a hemisphere is never land).
 */
export const land: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: geometry.coordinates.filter((polygon) => geoArea({ type: 'Polygon', coordinates: polygon }) < 2 * Math.PI),
};
