import type { City } from '../content/cities';
import type { CityLink } from '../components/widgets/CityGrid';
import { sectorCityPath } from './routes';

/**
 * Home city cards (spec 2.10): featured cities link to their three sector pages, the others to
 * their medical page with the spec's « Voir services », named after the city for screen readers.
 */
export function homeCityLinks(city: City): CityLink[] {
  if (!city.featured) {
    return [{ label: 'Voir services', href: sectorCityPath('medical', city.slug), ariaLabel: `Voir services à ${city.name}` }];
  }
  return sectorCityLinks(city);
}

/** A city's three sector pages, named after the city for screen readers. */
export function sectorCityLinks(city: City): CityLink[] {
  return [
    { label: 'Cliniques médicales', href: sectorCityPath('medical', city.slug), ariaLabel: `Cliniques médicales à ${city.name}` },
    { label: 'Garderies et CPE', href: sectorCityPath('garderie', city.slug), ariaLabel: `Garderies et CPE à ${city.name}` },
    { label: 'Entreprises', href: sectorCityPath('entreprise', city.slug), ariaLabel: `Entreprises à ${city.name}` },
  ];
}
