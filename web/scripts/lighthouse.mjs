#!/usr/bin/env node
// Lighthouse 13 (mobile, its default: simulated slow 4G and 4× CPU slowdown) on pages of a running
// site, offline, in Debian's headless Chromium. Prints a Markdown table with each figure beside
// its target (issue 14): 100 in the four categories, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0; each figure
// is the median of --runs runs, each run in a fresh browser (no cache, no storage).
//   npm exec -- node scripts/lighthouse.mjs --sitemap http://127.0.0.1:8080 --runs 3 --parallel 2
//   npm exec -- node scripts/lighthouse.mjs http://127.0.0.1:8080/ http://127.0.0.1:8080/blog
// --sitemap reads BASE/sitemap.xml and audits every page it lists, on BASE. --parallel runs that
// many browsers at once (at most 2: Lighthouse's CPU figures suffer on a busy machine). Exits 0
// when every page meets every target, 1 when one does not, 2 on a usage error or a failed run.
// CHROME_PATH defaults to Debian's /usr/bin/chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatRow, medianSummary, missedTargets, TABLE_HEADER } from './lighthouse-report.mjs';
import { sitemapPages } from './sitemap-pages.mjs';

// Exit status 1 means "a target is missed": anything that crashes says 2.
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(2);
});
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sitemap: { type: 'string' },
    runs: { type: 'string', default: '1' },
    parallel: { type: 'string', default: '1' },
  },
});
const runs = Number(values.runs);
const parallel = Math.min(2, Math.max(1, Number(values.parallel)));
const urls = values.sitemap ? await sitemapPages(values.sitemap) : positionals;
if (urls.length === 0 || !(runs >= 1)) {
  console.error('usage: node scripts/lighthouse.mjs [--runs N] [--parallel 1|2] (--sitemap BASE_URL | URL...)');
  process.exit(2);
}

// Debian's Chromium on a closed network, as root: the flags the browser tests use too.
const sharedFlags = JSON.parse(readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'));
const chromeFlags = ['--headless=new', ...sharedFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run in a fresh browser: scores (0–100), LCP and TBT (ms), CLS, transfer bytes. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = categories.flatMap((id) =>
      lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
        .map((a) => a.id),
    );
    return {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

// Round by round (every page once, then again): a slow spell of the machine spreads over pages.
const jobs = Array.from({ length: runs }, () => urls).flat();
const results = new Map(urls.map((u) => [u, []]));
let failedRuns = 0;
async function worker() {
  for (let url = jobs.shift(); url; url = jobs.shift()) {
    try {
      results.get(url).push(await audit(url));
    } catch (error) {
      failedRuns += 1;
      console.error(`lighthouse: ${url}: ${error.message}`);
    }
  }
}

const started = Date.now();
let interrupted = false;

/** The table of what was measured so far; on SIGTERM (a bench time limit) it is printed too. */
function report() {
  console.log(`### Lighthouse 13, mobile, median of ${runs} run(s) per page, ${parallel} browser(s) at a time`);
  console.log('targets: 100 in each category, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0');
  if (interrupted) console.log('**interrupted by a time limit: pages with fewer runs than asked show the median of those they had**');
  console.log('');
  console.log(TABLE_HEADER);
  let missed = 0;
  for (const url of urls) {
    const summary = medianSummary(results.get(url));
    const path = new URL(url).pathname;
    if (!summary) {
      console.log(`| ${path} | no result | | | | | | | | ✗ |`);
      missed += 1;
      continue;
    }
    const misses = missedTargets(summary);
    if (misses.length > 0) missed += 1;
    console.log(formatRow(path, summary, misses));
  }
  console.log('');
  console.log(`${urls.length - missed} of ${urls.length} pages meet every target (${Math.round((Date.now() - started) / 1000)} s).`);
  for (const url of urls) {
    const summary = medianSummary(results.get(url));
    if (summary && missedTargets(summary).length > 0) {
      console.log(`- ${new URL(url).pathname}: ${missedTargets(summary).join(', ')}; audits under 1: ${summary.failing.join(', ') || 'none'}`);
    }
  }
  return missed;
}

process.on('SIGTERM', () => {
  interrupted = true;
  report();
  process.exit(2);
});

await Promise.all(Array.from({ length: parallel }, worker));
const missed = report();
process.exit(failedRuns > 0 ? 2 : missed > 0 ? 1 : 0);
