import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { slugify } from '../../src/lib/slug';
import { SaveError } from './save-error';

/**
 * A new city in one form (issue 37): the city's file and the testimonials it needs (one per
 * sector, the build's rule) are written together from the city's form. The testimonials come in a
 * list of the form that is not part of the city's file (`temoignagesVille`); each becomes a file
 * of data/temoignages/, named after the city and the person, checked like any testimonial and
 * with the whole site before anything is written. No portrait is needed: a photo stays optional.
 */

export const CITY_TESTIMONIALS = 'temoignagesVille';
const FOLDER = 'src/content/data/temoignages';

export interface DataFile {
  path: string;
  raw: string;
}

/** The city's own file, and one new testimonial file per entry of the form's list. */
export function splitCityForm(city: DataFile, root: string): DataFile[] {
  let data: unknown;
  try {
    data = parse(city.raw);
  } catch {
    return [city];
  }
  if (!data || typeof data !== 'object' || !(CITY_TESTIMONIALS in data)) return [city];
  const { [CITY_TESTIMONIALS]: list, ...rest } = data as Record<string, unknown>;
  const ville = basename(city.path).replace(/\.yaml$/, '');
  const testimonials = (Array.isArray(list) ? list : []).map((item, i) => {
    const person = (item ?? {}) as Record<string, unknown>;
    const name = slugify(String(person.auteur ?? ''));
    if (!name) throw new SaveError(`${city.path}, champ « ${CITY_TESTIMONIALS} », témoignage ${i + 1} : écrivez le nom de la personne (« auteur »).`);
    const path = `${FOLDER}/${ville}-${name}.yaml`;
    if (existsSync(join(root, path))) {
      throw new SaveError(`${city.path}, champ « ${CITY_TESTIMONIALS} », témoignage ${i + 1} : ${path} existe déjà ; modifiez ce témoignage dans « Témoignages ».`);
    }
    return { path, raw: stringify({ ville, ...person }, { lineWidth: 0 }) };
  });
  return [{ path: city.path, raw: stringify(rest, { lineWidth: 0 }) }, ...testimonials];
}
