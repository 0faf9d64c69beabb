import { laval } from './laval';
import { longueuil } from './longueuil';
import { montreal } from './montreal';
import type { ClinicCityPage } from './types';

export type { ClinicCityPage } from './types';

/** The three clinic city pages, in the spec's order (2.12). */
export const clinicCityPages: readonly ClinicCityPage[] = [montreal, laval, longueuil];
