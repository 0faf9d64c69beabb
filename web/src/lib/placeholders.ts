import { nearest } from './near';

/**
 * The placeholder syntax of every text the site fills: `{clé}` is replaced by a value known at
 * build time (a figure of chiffres.yaml, a page's own value such as `{ville}`, a label's `{note}`).
 * An unknown key, or a brace left over, is an error naming the text's place.
 */
export type Values = ReadonlyMap<string, string>;

const PLACEHOLDER = /\{([^{}\s]+)\}/g;

export class PlaceholderError extends Error {}

/** « la clé {x} n’existe pas. Vouliez-vous dire {y} ? »: the keys of `known` closest to `key`. */
export function unknownKey(key: string, known: Iterable<string>): string {
  const near = nearest(key, known).map((k) => `{${k}}`);
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
