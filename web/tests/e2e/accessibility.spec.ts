// axe-core on every built page, on a phone and on a desktop: zero violations.
import { expect, test } from '@playwright/test';
import { axeViolations, DESKTOP, MOBILE, everyPage } from './site';

for (const [label, viewport] of [['390 px', MOBILE], ['1280 px', DESKTOP]] as const) {
  test.describe(`axe at ${label}`, () => {
    for (const path of everyPage()) {
      test(`${path} has no violation`, async ({ browser }) => {
        // axe walks every node of the page: 17–23 s for /conformite-garderies on a loaded 2-core
        // machine, near the 30 s default; a correctness check, not a speed target.
        test.slow();
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(path);
        const violations = await axeViolations(page);
        await context.close();
        expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}: ${v.nodes[0]?.target}`)).toEqual([]);
      });
    }
  });
}
