#!/usr/bin/env node
// Lighthouse (mobile, its default) on one or more URLs of a running site; prints the four category
// scores per URL and exits non-zero when one is under the target. Offline: headless Chromium only.
//   npm exec -- node scripts/lighthouse.mjs http://127.0.0.1:8080/ http://127.0.0.1:8080/blog
//   MIN_SCORE=95 (default) sets the target; CHROME_PATH defaults to Debian's /usr/bin/chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/lighthouse.mjs URL [URL...]');
  process.exit(2);
}
const minScore = Number(process.env.MIN_SCORE ?? 95);
// Debian's Chromium on a closed network, as root: the flags the browser tests use too.
const sharedFlags = JSON.parse(readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'));
const chromeFlags = ['--headless=new', ...sharedFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

let failed = false;
for (const url of urls) {
  // A fresh browser per URL: no cache or storage carried from one run to the next.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const scores = categories.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]);
    console.log(`${url}  ${scores.map(([id, s]) => `${id} ${s}`).join('  ')}`);
    for (const [id, s] of scores) {
      if (s < minScore) {
        failed = true;
        const audits = result.lhr.categories[id].auditRefs
          .map((ref) => result.lhr.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
        for (const a of audits) console.log(`    ${id}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
      }
    }
  } finally {
    await chrome.kill();
  }
}
process.exit(failed ? 1 : 0);
