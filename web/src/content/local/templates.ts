import { sectorSlugs, type SectorSlug } from '../sectors';
import { entriesOf, entryOf } from '../entries';
import { displayPath } from '../files';
import {
  type CityFrame,
  type CustomCity,
  type SectorTemplate,
} from '../schemas/city-template';

/** The files of data/pages-ville/, checked (see ../schemas/city-template.ts). */
export const FRAME_FILE = 'pages-ville/commun.yaml';
export const sectorFile = (sector: SectorSlug) => `pages-ville/${sector}.yaml`;
export const customFile = (city: string) => `pages-ville/sur-mesure/${city}.yaml`;
export const editorPath = (file: string) => displayPath(file);

export const cityFrame: CityFrame = await entryOf('pagesVilleCommun');

const templates = await entriesOf('pagesVille');

export const sectorTemplates: Readonly<Record<SectorSlug, SectorTemplate>> = Object.fromEntries(
  sectorSlugs.map((s) => [s, templates.find((e) => e.id === s)?.data]),
) as Record<SectorSlug, SectorTemplate>;

/** The cities whose three sector pages have their own text (spec 2.1), by slug. */
export const customCities: ReadonlyMap<string, CustomCity> = new Map(
  (await entriesOf('pagesVilleSurMesure')).map(({ id, data }) => [id, data]),
);
