import type { LatLon, CoverageLocality, CoverageMapData } from '../../content/types';
export type { LatLon, CoverageLocality, CoverageMapData } from '../../content/types';
/**
 * A schematic map of the served area (spec 2.8), drawn from simplified shorelines: no tiles, no
 * script, no request. It is one image for assistive technology (role="img" named by its title
 * and description); the page lists the same localities as text.
 */

/** Units per degree of latitude; a degree of longitude is shorter by cos(latitude). */
const SCALE = 1000;

export default function CoverageMap({
  id,
  map,
  localities,
}: {
  id: string;
  map: CoverageMapData;
  localities: readonly CoverageLocality[];
}) {
  const { north, south, west, east } = map.bounds;
  const lonFactor = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const x = (lon: number) => Math.round((lon - west) * lonFactor * SCALE * 10) / 10;
  const y = (lat: number) => Math.round((north - lat) * SCALE * 10) / 10;
  const width = x(east);
  const height = y(south);
  const points = (ring: readonly LatLon[]) => ring.map(([lat, lon]) => `${x(lon)},${y(lat)}`).join(' ');
  const titleId = `${id}-titre-carte`;
  const descId = `${id}-desc-carte`;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full rounded-xl border border-slate-200"
      fontFamily="inherit"
    >
      <title id={titleId}>{map.title}</title>
      <desc id={descId}>{map.description}</desc>
      <rect width={width} height={height} fill="#dbeafe" />
      {map.mainland.map((land) => (
        <polygon key={land.name} points={points(land.ring)} fill="#f8fafc" stroke="#94a3b8" strokeWidth="1" />
      ))}
      {map.islands.map((island) => (
        <polygon key={island.name} points={points(island.ring)} fill="#ccfbf1" stroke="#0f766e" strokeWidth="1.5" />
      ))}
      {localities.map((place) => {
        const cx = x(place.lon);
        const cy = y(place.lat);
        if (place.zone) {
          return (
            <text
              key={place.name}
              x={cx}
              y={cy}
              textAnchor="middle"
              fontSize="17"
              fontWeight="700"
              fontStyle="italic"
              fill="#134e4a"
              stroke="#fff"
              strokeWidth="4"
              paintOrder="stroke"
            >
              {place.name}
            </text>
          );
        }
        const offset = {
          left: { dx: -8, dy: 4, anchor: 'end' as const },
          right: { dx: 8, dy: 4, anchor: 'start' as const },
          above: { dx: 0, dy: -9, anchor: 'middle' as const },
          below: { dx: 0, dy: 17, anchor: 'middle' as const },
        }[place.label];
        return (
          <g key={place.name}>
            <circle cx={cx} cy={cy} r="4.5" fill="#0f766e" stroke="#fff" strokeWidth="1.5" />
            <text
              x={cx + offset.dx}
              y={cy + offset.dy}
              textAnchor={offset.anchor}
              fontSize="12.5"
              fontWeight="600"
              fill="#0f172a"
              stroke="#fff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {place.mapLabel ?? place.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
