// No broken internal link anywhere (issue 6, acceptance 3): a crawl from `/` that follows every
// internal link, checks each target's HTTP status and, for `#anchors`, that the target page has
// the element. Redirects (the spec's legacy shapes) are followed and listed, not failed.
import { expect, test, type Page } from '@playwright/test';

interface PageLinks {
  status: number;
  ids: Set<string>;
  links: string[];
}

async function visit(page: Page, path: string): Promise<PageLinks> {
  const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
  const status = res?.status() ?? 0;
  if (status >= 400 || !(res?.headers()['content-type'] ?? '').includes('text/html')) {
    return { status, ids: new Set(), links: [] };
  }
  const { ids, links } = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('[id], a[name]')].map((e) => e.id || e.getAttribute('name') || ''),
    // The raw attribute resolved against the page, as a browser follows it (not `.href`: an SVG
    // link's is an SVGAnimatedString, as on the coverage map).
    links: [...document.querySelectorAll('a[href], area[href]')].map((a) => new URL(a.getAttribute('href')!, location.href).href),
  }));
  return { status, ids: new Set(ids), links };
}

test('a crawl from / finds no broken internal link or missing anchor', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Map<string, PageLinks>();
  const finalPath = new Map<string, string>();
  const queue = ['/'];
  const broken: string[] = [];
  const redirected = new Set<string>();
  let linkCount = 0;
  let externalCount = 0;
  const anchorChecks: Array<{ from: string; path: string; hash: string }> = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const result = await visit(page, path);
    pages.set(path, result);
    const landed = new URL(page.url());
    finalPath.set(path, landed.origin === origin ? landed.pathname : path);
    if (landed.origin === origin && landed.pathname !== path) redirected.add(`${path} → ${landed.pathname}`);
    for (const href of result.links) {
      const url = new URL(href);
      if (url.protocol === 'tel:' || url.protocol === 'mailto:') continue;
      if (url.origin !== origin) {
        externalCount++;
        continue;
      }
      linkCount++;
      const target = url.pathname;
      if (url.hash.length > 1) anchorChecks.push({ from: path, path: target, hash: decodeURIComponent(url.hash.slice(1)) });
      else if (url.hash === '#') broken.push(`${path}: empty anchor « # »`);
      if (!pages.has(target) && !queue.includes(target)) queue.push(target);
    }
  }

  for (const [path, { status }] of pages) {
    if (status >= 400 || status === 0) {
      const from = [...pages].filter(([, p]) => p.links.some((l) => new URL(l).pathname === path)).map(([f]) => f);
      broken.push(`${path}: HTTP ${status} (linked from ${from.slice(0, 5).join(', ')}${from.length > 5 ? ', …' : ''})`);
    }
  }
  const missingAnchors = new Set<string>();
  for (const { from, path, hash } of anchorChecks) {
    const target = pages.get(finalPath.get(path) ?? path) ?? pages.get(path);
    if (target && target.status < 400 && !target.ids.has(hash)) missingAnchors.add(`${from} → ${path}#${hash}: no element with that id`);
  }
  broken.push(...missingAnchors);

  const summary =
    `${pages.size} pages crawled, ${linkCount} internal links checked (${anchorChecks.length} with an #anchor), ` +
    `${externalCount} external links skipped, ${broken.length} broken`;
  console.log(`Link crawl: ${summary}`);
  if (redirected.size > 0) console.log(`Redirected links:\n  ${[...redirected].join('\n  ')}`);
  if (broken.length > 0) console.log(`Broken:\n  ${broken.join('\n  ')}`);
  test.info().annotations.push({ type: 'link-crawl', description: summary });
  expect(broken).toEqual([]);
});
