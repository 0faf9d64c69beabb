import type { CaseStudy } from '../../types';
import type { ContentSectionData } from '../../types';
import type { Stat } from '../../types';
import type { PageGeo } from '../../../lib/seo/page-meta';
import type { ClinicCitySlug } from '../clinics';

/**
 * One clinic city page (spec 2.12): the three share a template
 * (`src/pages/conformite-cliniques-medicales-[city].astro`) and differ only by this data.
 */
export interface ClinicCityPage {
  slug: ClinicCitySlug;
  /** As written in copy and in the LocalBusiness address: « Montréal ». */
  cityName: string;
  /** The city's own form of forms/catalog.json (hidden `ville` preset by the catalog). */
  formId: `audit-clinique-${ClinicCitySlug}`;
  /** Reviews this page shows (spec 9: 247, 156, 128); also the LocalBusiness JSON-LD reviewCount. */
  reviewCount: number;
  seo: { title: string; description: string; keywords: readonly string[] };
  /** geo.* meta and LocalBusiness coordinates; `postalCode` is the forward sortation area. */
  geo: Required<PageGeo>;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Heading of the list of districts shown in the hero. */
    areasLabel: string;
    /** Catalog option set whose labels are the districts (minus « Autre »). */
    areasOptionSet: string;
  };
  /** Title of the form panel beside the hero. */
  formTitle: string;
  stats: { id: string; title: string; lead: string; items: readonly Stat[] };
  local: ContentSectionData;
  cases: { id: string; title: string; lead: string; items: readonly CaseStudy[] };
}
