import { sectorSlugs, type SectorSlug } from '../sectors';
import { displayPath, loadFile, loadFolder } from '../load';
import {
  cityFrameSchema,
  customCitySchema,
  sectorTemplateSchema,
  type CityFrame,
  type CustomCity,
  type SectorTemplate,
} from '../schemas/city-template';

/** The files of data/pages-ville/, checked (see ../schemas/city-template.ts). */
export const FRAME_FILE = 'pages-ville/commun.yaml';
export const sectorFile = (sector: SectorSlug) => `pages-ville/${sector}.yaml`;
export const customFile = (city: string) => `pages-ville/sur-mesure/${city}.yaml`;
export const editorPath = (file: string) => displayPath(`./data/${file}`);

export const cityFrame: CityFrame = loadFile(FRAME_FILE, cityFrameSchema);

export const sectorTemplates: Readonly<Record<SectorSlug, SectorTemplate>> = Object.fromEntries(
  sectorSlugs.map((s) => [s, loadFile(sectorFile(s), sectorTemplateSchema)]),
) as Record<SectorSlug, SectorTemplate>;

/** The cities whose three sector pages have their own text (spec 2.1), by slug. */
export const customCities: ReadonlyMap<string, CustomCity> = new Map(
  loadFolder('pages-ville/sur-mesure', customCitySchema).map(({ id, data }) => [id, data]),
);
