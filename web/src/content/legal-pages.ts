import { readEntry } from './collections';

/** The privacy policy's page head and the terms of use (data/pages-legales.yaml, collection `pagesLegales`). */
export const legalPages = readEntry('pagesLegales');
