import { typography } from '../../lib/typography';
import { fill, type Values } from '../placeholders';

/**
 * The one template function of the sector-city pages: fills every `{clé}` of a text of
 * data/pages-ville/ (the `{clé}` syntax of ../placeholders.ts) and applies OQLF typography. An
 * unknown key or a key left unfilled fails the build with the file and the field, e.g.
 *   src/content/data/pages-ville/medical.yaml, champ « faq.2.reponse » : la clé {ville.client} n’existe pas.
 */
export function fillText(text: string, values: Values, where: string): string {
  // An optional role of a city without such a district is empty: drop the space it leaves.
  return typography(fill(text, values, where).replace(/ {2,}/g, ' ').replace(/ ([,.])/g, '$1'));
}

/** `tree` with each of its texts filled; `file` and the path of each text name it in an error. */
export function fillTree<T>(tree: T, values: Values, file: string, path: (string | number)[] = []): T {
  if (typeof tree === 'string') return fillText(tree, values, `${file}, champ « ${path.join('.')} »`) as T;
  if (Array.isArray(tree)) return tree.map((item, i) => fillTree(item, values, file, [...path, i])) as T;
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, fillTree(v, values, file, [...path, k])])) as T;
  }
  return tree;
}
