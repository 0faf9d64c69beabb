import { loadFile } from './load';
import { imageSlotsSchema } from './schemas/images';

/** The site's image slots (data/images.yaml), checked against their schema. */
export const imageSlotList = loadFile('images.yaml', imageSlotsSchema).emplacements;
