import { describe, expect, it } from 'vitest';
import { median, medianSummary, missedTargets } from '../../scripts/lighthouse-report.mjs';

const run = (performance: number, lcp: number, tbt: number, cls: number, failing: string[] = []) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp,
  tbt,
  cls,
  bytes: 20_000,
  failing,
});

describe('Lighthouse report figures', () => {
  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const s = medianSummary([run(100, 900, 10, 0), run(92, 1500, 280, 0, ['total-blocking-time']), run(99, 1000, 40, 0)]);
    expect(s).toMatchObject({ runs: 3, scores: { performance: 99 }, lcp: 1000, tbt: 40, cls: 0 });
    expect(s?.failing).toEqual(['total-blocking-time']);
    expect(medianSummary([])).toBeNull();
  });

  it('names every missed target and nothing when all are met', () => {
    expect(missedTargets(medianSummary([run(100, 1200, 50, 0)]))).toEqual([]);
    expect(missedTargets(medianSummary([run(97, 1300, 275, 0.01)]))).toEqual([
      'performance 97',
      'LCP 1.30 s',
      'TBT 275 ms',
      'CLS 0.010',
    ]);
  });
});
