// Issue 15, « one value in one place »: every price of data/chiffres.yaml is written there only;
// the rest of the sources name it by key ({prix.garderie.petite}). This greps the sources the way
// a reviewer would, for each price in the forms a writer would type it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { figures } from '../../src/content/values';
import type { FigureTree } from '../../src/content/schemas/figures';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const FIGURES_FILE = 'content/data/chiffres.yaml';

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|astro|ya?ml|json|md)$/.test(entry.name)) yield path;
  }
}

/** Every amount of a figure tree under `prefix`, with its key. */
function amounts(tree: FigureTree, key: string): [string, number][] {
  return Object.entries(tree).flatMap(([name, node]): [string, number][] => {
    const k = `${key}.${name}`;
    if ('montant' in node && typeof node.montant === 'number') return [[k, node.montant]];
    if ('de' in node && typeof node.de === 'number') return [[`${k}.de`, node.de as number], [`${k}.a`, node.a as number]];
    return amounts(node as FigureTree, k);
  });
}

const SPACE = '(?: |\\u00a0|\\\\u00a0)';
/** 1200 as « 1 200 », « 1\u00a0200 » or 1200; 0.3 as « 0,30 », 0.3 or 0,3. */
function numberPattern(n: number): string {
  if (!Number.isInteger(n)) {
    const [whole, frac] = n.toFixed(2).split('.');
    return `${whole}(?:,|\\.)${frac!.replace(/0$/, '')}0?`;
  }
  const grouped = n.toLocaleString('en-US').replace(/,/g, `${SPACE}?`);
  return grouped;
}

describe('prices (data/chiffres.yaml)', () => {
  const files = [...sourceFiles(src)].filter((f) => relative(src, f) !== FIGURES_FILE);
  const prices = amounts(figures.prix as FigureTree, 'prix').filter(([, n]) => n >= 100 || !Number.isInteger(n));

  it.each(prices)('%s is written nowhere else in web/src', (key, n) => {
    // As text (« 800 $ », « 800 à 1 200 $ ») or as code (formatCad(800), cad(800), cents(0.2)).
    const asText = new RegExp(`(?<![\\d,.])${numberPattern(n)}${SPACE}?(?:\\$|à${SPACE}[\\d,]+(?:${SPACE}\\d{3})?${SPACE}?\\$)`);
    const asCode = new RegExp(`(?:formatCad\\w*|cad|cents)\\((?:[\\d.]+, )?${String(n)}[,)]`);
    const hits = files.filter((f) => {
      // Comments may quote an example; only what reaches a page counts.
      const text = readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*|#)/.test(line))
        .join('\n');
      return asText.test(text) || asCode.test(text);
    });
    expect(hits.map((f) => relative(src, f)), `${key} = ${n}`).toEqual([]);
  });
});
