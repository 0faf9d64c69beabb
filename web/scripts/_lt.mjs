import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { readFileSync } from 'node:fs';
const flags = JSON.parse(readFileSync('/work/main/web/chromium-flags.json','utf8'));
for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...flags] });
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(url, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
  console.log(' long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map(i=>[i.url, Math.round(i.startTime), Math.round(i.duration)])));
  console.log(' breakdown', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map(i=>[i.group, Math.round(i.duration)])));
  console.log(' bootup', JSON.stringify(a['bootup-time']?.details?.items?.map(i=>[i.url, Math.round(i.total), Math.round(i.scripting)])));
  await chrome.kill();
}
