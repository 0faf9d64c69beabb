import type { MapPlace } from './layout';

interface Locality {
  name: string;
  mapLabel?: string;
  lat: number;
  lon: number;
  label: 'left' | 'right' | 'above' | 'below';
  zone?: boolean;
}

interface CityRecord {
  slug: string;
  name: string;
  gps: { lat: number; lon: number };
}

/**
 * The places of the coverage map, in the order their labels are placed (first served first):
 * the cities that have their own pages, at the coordinates of their city file and linking to
 * `href(slug)`; the areas (Rive-Nord…); the waters named in `waters` (the St. Lawrence first: the
 * map is read by it); then the other localities.
 */
export function coveragePlaces(localities: readonly Locality[], cities: readonly CityRecord[], href: (slug: string) => string, waters: readonly MapPlace[] = []): MapPlace[] {
  const cityOf = (name: string) => cities.find((c) => c.name === name);
  const toPlace = (l: Locality): MapPlace => {
    const city = cityOf(l.name);
    return {
      name: l.name,
      label: l.mapLabel ?? l.name,
      lat: city?.gps.lat ?? l.lat,
      lon: city?.gps.lon ?? l.lon,
      kind: l.zone ? 'area' : 'place',
      prefer: l.label,
      ...(city && { href: href(city.slug) }),
    };
  };
  const withPages = localities.filter((l) => !l.zone && cityOf(l.name));
  const areas = localities.filter((l) => l.zone);
  const others = localities.filter((l) => !l.zone && !cityOf(l.name));
  return [...withPages.map(toPlace), ...areas.map(toPlace), ...waters, ...others.map(toPlace)];
}
