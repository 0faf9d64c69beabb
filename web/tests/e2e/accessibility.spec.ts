// axe-core on every built page, on a phone and on a desktop: zero violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, sitemapPaths } from './site';

for (const [label, viewport] of [['390 px', MOBILE], ['1280 px', DESKTOP]] as const) {
  test(`axe finds no violation on any page at ${label}`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [...(await sitemapPaths(request)), '/nope']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
