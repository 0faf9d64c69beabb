// The parts laid out after load are named twice, once for the browser (global.css) and once for
// the script that lays them out and the tests (deferred-sections.ts): the two lists must agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deferredParts } from '../../src/lib/page/deferred-sections';

const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');

describe('deferred parts', () => {
  it('global.css defers exactly the parts deferred-sections.ts lists', () => {
    const rules = [...css.matchAll(/([^{}]+)\{[^{}]*content-visibility:\s*auto[^{}]*\}/g)];
    expect(rules).toHaveLength(1);
    const selectors = rules[0][1].replace(/\/\*[\s\S]*?\*\//g, '').split(/,\s*\n/).map((s) => s.trim());
    expect(selectors).toEqual(deferredParts.map((part) => `${part}:not([data-rendue])`));
  });
});
