import { entryOf } from './entries';
import type { Sector, SectorSlug } from './schemas/sector';

export { sectorSlugs, type Sector, type SectorService, type SectorSlug } from './schemas/sector';

/**
 * The three sector records, read from data/secteurs.yaml and checked (the schema and types are in
 * ./schemas/sector.ts). Loaded once here because routes, structured data and every local page use
 * them.
 */
export const sectors: Readonly<Record<SectorSlug, Sector>> = await entryOf('secteurs');
