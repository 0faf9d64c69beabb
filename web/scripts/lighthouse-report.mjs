// Medians and the Markdown rows of scripts/lighthouse.mjs, apart so unit tests can check them.

export const TARGETS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

export const TABLE_HEADER = [
  '| page | performance | accessibility | best practices | SEO | LCP (≤ 1.2 s) | TBT (≤ 50 ms) | CLS (0) | bytes | all targets |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
].join('\n');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of each figure over a page's runs (each figure on its own), or null with no run. */
export function medianSummary(runs) {
  if (!runs || runs.length === 0) return null;
  const ids = Object.keys(runs[0].scores);
  return {
    runs: runs.length,
    scores: Object.fromEntries(ids.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    bytes: median(runs.map((r) => r.bytes)),
    // An audit under 1 in any run, so a miss can be explained.
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** What a page's median figures miss, in words; empty when it meets every target. */
export function missedTargets(s) {
  const misses = Object.entries(s.scores)
    .filter(([, score]) => score < TARGETS.score)
    .map(([id, score]) => `${id} ${score}`);
  if (s.lcp > TARGETS.lcpMs) misses.push(`LCP ${formatSeconds(s.lcp)}`);
  if (s.tbt > TARGETS.tbtMs) misses.push(`TBT ${Math.round(s.tbt)} ms`);
  // Lighthouse reports a CLS under 0.0005 as 0.000 in its own report.
  if (s.cls >= 0.0005) misses.push(`CLS ${s.cls.toFixed(3)}`);
  return misses;
}

const formatSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRow(path, s, misses) {
  const { performance, accessibility, 'best-practices': bestPractices, seo } = s.scores;
  return (
    `| ${path} | ${performance} | ${accessibility} | ${bestPractices} | ${seo} | ${formatSeconds(s.lcp)} | ` +
    `${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${formatKb(s.bytes)} | ${misses.length === 0 ? '✓' : '✗'} |`
  );
}
