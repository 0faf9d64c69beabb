import type { PlaceGroup } from '../components/widgets/PlaceGroups';
import { cities } from '../content/cities';
import { coveragePlaces } from '../lib/map/coverage-places';
import { layoutMap } from '../lib/map/layout';
import { entryOf } from '../content/entries';
import { sectorCityLinks } from './home-city-links';

/**
 * The /zone-couverture page (spec 2.8): its copy (data/zone-couverture.yaml), the map of the
 * localities (data/localites.yaml, data/carte-couverture.yaml) laid out at build time, and the
 * list beside it, each city with pages linked to its three sector pages.
 */
export async function coveragePage() {
  const coverage = await entryOf('zoneCouverture');
  const coverageMap = await entryOf('carteCouverture');
  const { regions, localites: localities } = await entryOf('localites');
  const hours = (await entryOf('heures')).liste;

  /** The localities grouped by region, for the text list beside the map; areas come after the towns they complete. */
  const localityGroups: PlaceGroup[] = Object.entries(regions).map(([key, region]) => ({
    region,
    places: localities
      .filter((l) => l.region === key)
      .sort((a, b) => Number(Boolean(a.zone)) - Number(Boolean(b.zone)))
      .map((l) => l.listName ?? l.name),
  }));

  // The map, laid out twice at build time: at a 390 px phone's width (the page's 16 px margins
  // leave 358 px) and at the desktop column's 768 px. Each city with pages links to its entry in
  // the list below, which links to its three sector pages.
  const places = coveragePlaces(
    localities,
    cities,
    (slug) => `#ville-${slug}`,
    coverageMap.eaux.map((w) => ({ name: w.name, label: w.name, lat: w.lat, lon: w.lon, kind: 'water' as const })),
  );
  const mapLayouts = {
    mobile: layoutMap({ bounds: coverageMap.bounds, width: 358, fontSize: 12, places }),
    desktop: layoutMap({ bounds: coverageMap.bounds, width: 768, fontSize: 14, places }),
  };

  /** The cities with pages, by the name the list gives them: their anchor for the map and their three pages. */
  const placeLinks = Object.fromEntries(
    localities.flatMap((l) => {
      const city = cities.find((c) => c.name === l.name);
      return city ? [[l.listName ?? l.name, { id: `ville-${city.slug}`, links: sectorCityLinks(city) }]] : [];
    }),
  );

  return { coverage, coverageMap, hours, localityGroups, mapLayouts, placeLinks };
}
