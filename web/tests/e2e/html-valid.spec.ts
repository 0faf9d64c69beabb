// The served HTML of every page is valid (html-validate's recommended rules).
import { HtmlValidate } from 'html-validate';
import { expect, test } from '@playwright/test';
import { everyPage } from './site';

// Validity, not house style: React writes `maxLength`, `<input/>` and `required=""`, which HTML
// allows; the three style rules about them are off.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'attr-case': 'off', 'void-style': 'off', 'attribute-boolean-style': 'off' },
});

for (const path of everyPage()) {
  test(`${path} is valid HTML`, async ({ request }) => {
    const report = await validator.validateString(await (await request.get(path)).text());
    const problems = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`));
    expect(problems).toEqual([]);
  });
}
