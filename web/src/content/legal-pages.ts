import { loadFile } from './load';
import { legalPagesSchema } from './schemas/legal-pages';

/** The privacy policy's page head and the terms of use (data/pages-legales.yaml). */
export const legalPages = loadFile('pages-legales.yaml', legalPagesSchema);
