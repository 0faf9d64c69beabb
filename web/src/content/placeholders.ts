import { formatCad, formatCadCents, formatCadRange, formatDecimal, formatNumber, formatPercent } from '../lib/format';
import { isFigure, type Figure, type FigureTree } from './schemas/figures';

/**
 * The placeholder syntax of the content: `{clé}` in any text is replaced by a value known at
 * build time (a figure of chiffres.yaml, a count computed from the data, or a page's own value
 * such as `{ville}`). An unknown key, or a brace left over, fails the build with the text's place.
 */

import type { Values } from '../lib/placeholders';

export { fill, placeholdersOf, PlaceholderError, unknownKey, type Values } from '../lib/placeholders';

/** How each figure shape reads in copy, and the extra keys it offers (`.de`, `.a`). */
function figureValues(key: string, figure: Figure): [string, string][] {
  if ('montant' in figure) return [[key, (figure.cents ? formatCadCents : formatCad)(figure.montant)]];
  if ('pourcentage' in figure) return [[key, formatPercent(figure.pourcentage)]];
  // A count (« 2 537 ») or a rating (« 4,9 »): decimals are kept.
  if ('nombre' in figure) return [[key, (Number.isInteger(figure.nombre) ? formatNumber : formatDecimal)(figure.nombre)]];
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

/**
 * The values the text fields of a schema fill their `{clés}` with while a document is parsed.
 * Schemas stay pure (they import no data and read no file): whoever parses a document hands them
 * the values of the moment (./direct-reader.ts reads chiffres.yaml first, then every other
 * collection with its values). Parsed with no values (an editor inspecting the schema), text keeps
 * its `{clés}` as written.
 */
let active: Values | undefined;

export function parsingWith<T>(values: Values, parse: () => T): T {
  const before = active;
  active = values;
  try {
    return parse();
  } finally {
    active = before;
  }
}

export const activeValues = (): Values | undefined => active;

