import { readEntry } from './direct-reader';
import type { PlaceGroups } from './schemas/municipalities';

/** Greater Montréal municipalities and boroughs served (spec 2.5), from data/municipalites.yaml. */
export const greaterMontrealMunicipalities: PlaceGroups = readEntry('municipalites');
