/**
 * A generous estimate of a label's width in Inter semibold, in ems, so labels placed at build
 * time (no DOM to measure) never overlap once the browser draws them: narrow letters, capitals
 * and wide letters have their own widths, rounded up.
 */
const NARROW = new Set([...'iljtfrI.,;:’\'- ()']);
const WIDE = new Set([...'mwMWœŒ']);

export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.42;
    else if (WIDE.has(ch)) em += 1.02;
    else if (ch !== ch.toLowerCase()) em += 0.8;
    else em += 0.7;
  }
  return em;
}
