/** Levenshtein distance, to suggest the word an editor probably meant. */
export function editDistance(a: string, b: string): number {
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

/** Accents and case do not count when comparing what was typed with what is allowed (`équipe` ≈ `equipe`). */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The candidates closest to `word` (at most `max`), nearest first; none when nothing is close. */
export function nearest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const target = plain(word);
  return [...new Set(candidates)]
    .map((c) => [c, editDistance(plain(c), target)] as const)
    .filter(([, d]) => d <= Math.max(2, Math.ceil(word.length / 3)))
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([c]) => c);
}
