import { fill as fillKeys } from './placeholders';

/**
 * Fills a UI label's `{mots}` (src/content/data/textes-interface.yaml):
 * `fill(labels.note, { note: 5 })`. Components fill the labels they were handed by props.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillKeys(template, new Map(Object.entries(values).map(([k, v]) => [k, String(v)])), 'src/content/data/textes-interface.yaml');
}
