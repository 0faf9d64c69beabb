import { chromium } from '@playwright/test';
const [url, prefix, w] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const width = +w, height = width < 500 ? 844 : 800;
const c = await b.newContext({ viewport: { width, height } });
const p = await c.newPage();
await p.goto(url, { waitUntil: 'networkidle' });
const total = await p.evaluate(() => document.documentElement.scrollHeight);
const seg = height * 2;
let i = 0;
for (let y = 0; y < total; y += seg, i++) {
  await p.screenshot({ path: `${prefix}-${String(i).padStart(2,'0')}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, total - y) } });
}
console.log(total, i);
await b.close();
