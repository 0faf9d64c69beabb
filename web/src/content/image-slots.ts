import { entryOf } from './entries';

/** The site's image slots (data/images.yaml, collection `images`), checked against their schema. */
export const imageSlotList = (await entryOf('images')).emplacements;
