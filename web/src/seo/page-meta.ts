import { site } from '../config/site';

/** Geographic meta of a city page (spec 2.1: geo position and postal code). */
export interface PageGeo {
  placename: string;
  latitude?: number;
  longitude?: number;
  postalCode?: string;
}

/** `Page | Company` unless the page title already names the company. */
export function documentTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** ISO 3166-2 code for `geo.region`, e.g. `CA-QC`. */
export const geoRegion = `${site.address.country}-${site.address.region}`;
