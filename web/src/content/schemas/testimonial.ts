import { z } from 'zod';
import { sectorSlugs } from './sector';
import { line, prose, slug } from './text';

/**
 * A client's words on the city pages (spec 3.1: texte, auteur, poste, quartier), one file each in
 * data/temoignages/: tied to one city (`ville`, the name of its file in data/villes/) and one
 * sector, in one of the city's districts. A city has any number of them, at least one per sector;
 * a person is quoted for one city only (../rules.ts checks both across the files).
 */
export const cityTestimonialSchema = z.strictObject({
  ville: slug,
  secteur: z.enum(sectorSlugs),
  quartier: z.string().min(2),
  auteur: z.string().min(2),
  poste: line,
  texte: prose,
});
export type CityTestimonial = z.output<typeof cityTestimonialSchema>;
