import { formatCad, formatCadCents, formatCadRange, formatNumber, formatPercent } from '../lib/format';
import { isFigure, type Figure, type FigureTree } from './schemas/figures';

/**
 * The placeholder syntax of the content: `{clé}` in any text is replaced by a value known at
 * build time (a figure of chiffres.yaml, a count computed from the data, or a page's own value
 * such as `{ville}`). An unknown key, or a brace left over, fails the build with the text's place.
 */

export type Values = ReadonlyMap<string, string>;

const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/** How each figure shape reads in copy, and the extra keys it offers (`.de`, `.a`). */
function figureValues(key: string, figure: Figure): [string, string][] {
  if ('montant' in figure) return [[key, formatCad(figure.montant)]];
  if ('pourcentage' in figure) return [[key, formatPercent(figure.pourcentage)]];
  if ('nombre' in figure) return [[key, formatNumber(figure.nombre)]];
  if ('texte' in figure) return [[key, figure.texte]];
  const one = figure.cents ? formatCadCents : formatCad;
  return [
    [key, formatCadRange(figure.de, figure.a, { cents: figure.cents })],
    [`${key}.de`, one(figure.de)],
    [`${key}.a`, one(figure.a)],
  ];
}

/** Every key of a figure tree with the text it stands for. */
export function flattenFigures(tree: FigureTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return isFigure(node) ? figureValues(key, node) : flattenFigures(node, key);
  });
}

export class PlaceholderError extends Error {}

/** Levenshtein distance, to suggest the key an editor probably meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** « la clé {x} n’existe pas. Vouliez-vous dire {y} ? »: the keys of `known` closest to `key`. */
export function unknownKey(key: string, known: Iterable<string>): string {
  const near = [...known]
    .map((k) => [k, editDistance(k, key)] as const)
    .filter(([, d]) => d <= Math.max(3, key.length / 3))
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([k]) => `{${k}}`);
  return `la clé {${key}} n’existe pas.` + (near.length ? ` Vouliez-vous dire ${near.join(' ou ')} ?` : '');
}

/** `text` with every `{clé}` replaced; `where` names the text in the error (file and field). */
export function fill(text: string, values: Values, where: string): string {
  const out = text.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values.get(key);
    if (value === undefined) {
      throw new PlaceholderError(`${where} : ${unknownKey(key, values.keys())}`);
    }
    return value;
  });
  if (/[{}]/.test(out)) throw new PlaceholderError(`${where} : accolade sans clé dans « ${text} »`);
  return out;
}

/** Keys used by a text, to check templates without filling them. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
