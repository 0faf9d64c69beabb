import { readEntry } from './direct-reader';

/** The site's image slots (data/images.yaml, collection `images`), checked against their schema. */
export const imageSlotList = readEntry('images').emplacements;
