// Issue 26, item 6: the coverage map drawn at build time from Natural Earth's land, readable on a
// phone: at 390 px every label is at least 12 px high and none overlaps another label or a dot;
// the cities that have pages link to them; nothing is fetched from another site.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './site';

const SHOTS = process.env.SHOTS_DIR;

for (const viewport of [MOBILE, DESKTOP]) {
  test(`at ${viewport.width} px: labels of 12 px or more, no label over another label or a dot`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/zone-couverture');
    const map = page.locator('svg[data-carte]:visible');
    await expect(map).toHaveCount(1);
    await map.scrollIntoViewIfNeeded();
    const shapes = await map.evaluate((element) => {
      const svg = element as unknown as SVGSVGElement;
      const rect = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height, text: e.textContent ?? '', size: parseFloat(getComputedStyle(e).fontSize) * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) };
      };
      return { labels: [...svg.querySelectorAll('[data-etiquette]')].map(rect), dots: [...svg.querySelectorAll('circle')].map(rect) };
    });
    expect(shapes.labels.length).toBeGreaterThanOrEqual(10);
    const hit = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const label of shapes.labels) {
      expect(label.size, label.text).toBeGreaterThanOrEqual(12);
      expect(label.h, label.text).toBeGreaterThanOrEqual(12);
    }
    for (const [i, a] of shapes.labels.entries()) {
      for (const b of shapes.labels.slice(i + 1)) expect(hit(a, b), `${a.text} / ${b.text}`).toBe(false);
      for (const dot of shapes.dots) expect(hit(a, dot), `${a.text} over a dot at ${dot.x},${dot.y} (label ${a.x},${a.y},${a.w}x${a.h})`).toBe(false);
    }
    if (SHOTS && viewport === MOBILE) await map.screenshot({ path: `${SHOTS}/carte-390px.png` });
  });
}

test('the map shows the island of Montréal and Laval as land with water between, and links the cities with pages', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.setViewportSize(MOBILE);
  await page.goto('/zone-couverture');
  const map = page.locator('svg[data-carte]:visible');
  // Land and water where they are: the map's land path covers a point of each island and leaves the
  // rivière des Prairies (between them) and the St. Lawrence (between Montréal and Longueuil) to the water.
  const land = await map.evaluate((svg: SVGSVGElement) => {
    const path = svg.querySelector('path') as SVGPathElement;
    const at = (name: string) => {
      const dot = [...svg.querySelectorAll('circle')].find((c) => c.querySelector('title')?.textContent === name)!;
      return new DOMPoint(Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy')));
    };
    const inLand = (p: DOMPoint) => path.isPointInFill(p);
    /** Whether the straight line from one place to the other crosses water. */
    const waterBetween = (a: DOMPoint, b: DOMPoint) =>
      Array.from({ length: 101 }, (_, i) => new DOMPoint(a.x + ((b.x - a.x) * i) / 100, a.y + ((b.y - a.y) * i) / 100)).some((p) => !inLand(p));
    return {
      montreal: inLand(at('Montréal')),
      laval: inLand(at('Laval')),
      longueuil: inLand(at('Longueuil')),
      stLawrence: waterBetween(at('Montréal'), at('Longueuil')),
      prairies: waterBetween(at('Montréal-Nord'), at('Laval')),
    };
  });
  expect(land).toEqual({ montreal: true, laval: true, longueuil: true, stLawrence: true, prairies: true });

  const link = map.getByRole('link', { name: 'Laval' });
  await expect(link).toHaveAttribute('href', '#ville-laval');
  await link.click();
  const entry = page.locator('#ville-laval');
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Cliniques médicales à Laval' })).toHaveAttribute('href', '/nettoyage-medical-laval');
  const origin = new URL(page.url()).origin;
  expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
});

test('at 390 px the locality list is one line per region until a region is opened', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/zone-couverture');
  const regions = page.locator('#localites details[data-region]');
  const count = await regions.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) await expect(regions.nth(i).locator('li').first()).toBeHidden();
  await regions.first().locator('summary').click();
  await expect(regions.first().locator('li').first()).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await page.reload();
  for (let i = 0; i < count; i++) await expect(regions.nth(i).locator('li').first()).toBeVisible();
});
