// Spec 2.4 (issue 16, item 2): the mobile top bar is hidden until the page has scrolled more than
// 100 px, fully shown past it, hidden again when scrolled back, in every engine. Chromium runs the
// CSS scroll-driven path; with the `@supports (animation-timeline: scroll())` rule removed from
// the stylesheet before load it runs the script fallback that other engines use.
import { expect, test, type Page } from '@playwright/test';
import { MOBILE } from './site';
import { ui } from './build-data';

test.use({ viewport: MOBILE });

/** The stylesheet's text without its `@supports (animation-timeline…) { … }` block. */
function withoutScrollTimelineSupport(css: string): { css: string; removed: boolean } {
  const start = css.search(/@supports\s*\(\s*animation-timeline\s*:\s*scroll\(\)\s*\)/);
  if (start < 0) return { css, removed: false };
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return { css: css.slice(0, start) + css.slice(i + 1), removed: true };
  }
  return { css, removed: false };
}

async function expectBar(page: Page, scrollY: number, shown: boolean) {
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  const bar = page.getByRole('region', { name: ui['barres-mobiles']['barre-appel'] });
  if (!shown) {
    await expect(bar, `hidden at ${scrollY} px`).toBeHidden();
    return;
  }
  await expect(bar, `shown at ${scrollY} px`).toBeVisible();
  // Fully shown: its top edge at the top of the viewport, not sliding in.
  await expect.poll(async () => (await bar.boundingBox())?.y, { message: `fully shown at ${scrollY} px` }).toBe(0);
}

const STEPS: [number, boolean][] = [
  [0, false],
  [50, false],
  [100, false],
  [101, true],
  [105, true],
  [110, true],
  [400, true],
  [100, false],
  [30, false],
  [102, true],
];

test('CSS scroll-driven path: hidden up to 100 px, fully shown from 101 px, hidden again', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => CSS.supports('animation-timeline: scroll()'))).toBe(true);
  for (const [y, shown] of STEPS) await expectBar(page, y, shown);
});

test('script fallback (no scroll timelines): the same behaviour', async ({ page }) => {
  let removed = false;
  await page.route('**/*.css', async (route) => {
    const response = await route.fetch();
    const stripped = withoutScrollTimelineSupport(await response.text());
    removed ||= stripped.removed;
    await route.fulfill({ response, body: stripped.css });
  });
  await page.goto('/');
  expect(removed, 'the stylesheet had the @supports rule').toBe(true);
  for (const [y, shown] of STEPS) await expectBar(page, y, shown);
});
