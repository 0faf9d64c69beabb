// The served HTML of every page is valid (html-validate's recommended rules).
import { HtmlValidate } from 'html-validate';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './site';

test('every page is valid HTML', async ({ request }) => {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const problems: string[] = [];
  for (const path of [...(await sitemapPaths(request)), '/nope']) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(problems).toEqual([]);
});
