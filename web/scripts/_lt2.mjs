import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { readFileSync } from 'node:fs';
const flags = JSON.parse(readFileSync('/work/main/web/chromium-flags.json','utf8'));
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...flags] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const ev = trace.traceEvents;
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? ev.find(e=>e.name==='navigationStart');
const t0 = nav.ts;
const main = ev.filter(e => e.ph === 'X' && e.name === 'RunTask' && e.dur > 8000).map(e => ({ s: (e.ts - t0)/1000, d: e.dur/1000, tid: e.tid, pid: e.pid, ts: e.ts, end: e.ts + e.dur }));
const a = r.lhr.audits;
console.log('TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
for (const t of main) {
  const kids = ev.filter(e => e.ph === 'X' && e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur||0) <= t.end && e.name !== 'RunTask' && (e.dur||0) > 1000);
  console.log(`task @${t.s.toFixed(1)}ms ${t.d.toFixed(1)}ms:`, kids.map(k => `${k.name}${k.args?.data?.url? '('+k.args.data.url.slice(-30)+')':''} ${(k.dur/1000).toFixed(1)}`).join(', ').slice(0, 600));
}
await chrome.kill();
