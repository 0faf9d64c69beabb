// Issues 15 and 24, « one value in one place »: every figure of data/chiffres.yaml (prices, delays,
// areas, counts, ratings) is written there only; the rest of the sources name it by key
// ({prix.garderie.petite}). This greps the sources the way a reviewer would, for each figure in the
// forms a writer would type it, and tells a literal of the same quantity from digits of another one
// (see figurePattern): no key is skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { figures } from '../../src/content/values';
import { isFigure, type Figure, type FigureTree } from '../../src/content/schemas/figures';

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

/** Every leaf of the figure tree that is not a price, with the ways a writer would type it. */
function otherFigures(tree: FigureTree, key = ''): [string, string, Figure][] {
  return Object.entries(tree).flatMap(([name, node]): [string, string, Figure][] => {
    const k = key ? `${key}.${name}` : name;
    if (k === 'prix') return [];
    if (!isFigure(node)) return otherFigures(node, k);
    if ('texte' in node) return [[k, node.texte, node]];
    if ('nombre' in node) return [[k, String(node.nombre).replace('.', ','), node]];
    if ('pourcentage' in node) return [[k, `${node.pourcentage} %`, node]];
    if ('montant' in node) return [[k, `${node.montant} $`, node]];
    return [[k, `${node.de} à ${node.a} $`, node]];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the copy reads a figure, so that a literal of the same quantity is found and digits of another
 * quantity are not:
 * - « 2 h » as « 2 h », « 2\u00a0h », « 2 heures »; 2537 as « 2 537 »; 4,9 as « 4,9 » or « 4.9 »;
 * - a signed figure (« −95 % », « +40 % ») with its sign: « 95 % » alone is another quantity;
 * - a small count (under 1 000) followed by what the copy counts with its key (`{clients.total}
 *   clients`, `{clients.total}+`, `{experience.annees} ans`): « 300 » in `slate-300`, « 15 » in
 *   « 15 jours » or « l’autoroute 15 » count other things;
 * - a single value never as the upper end of a range (« de 16 à 24 h » of training is not the
 *   « 24 h » of a quote), a delay never in « 24 h sur 24 » (round the clock, not a delay).
 */
function figurePattern(text: string, figure: Figure, units: readonly string[]): RegExp {
  text = text.replace(/\u00a0/g, ' ');
  const sign = /^[+−-]/.exec(text)?.[0];
  let body = escape(text.replace(/^[+−-]/, ''))
    .replace(/ /g, `${SPACE}?`)
    .replace(/(\d)(\d{3})(?!\d)/g, `$1${SPACE}?$2`)
    .replace(/(\d),(\d)/g, '$1[,.]$2');
  const delay = /\d\s?(h|heures)$/.test(text);
  body = text.includes('heures') ? body.replace('heures', '(?:h|heures?)') : body.replace(/h$/, '(?:h|heures?)\\b');
  if (sign) body = `${sign === '+' ? '\\+' : '[−-]'}${body}`;
  const count = 'nombre' in figure && Number.isInteger(figure.nombre) && figure.nombre < 1000 && units.length > 0;
  if (count) body += `(?:${units.map((u) => (/^[+/]/.test(u) ? escape(u) : `${SPACE}${escape(u)}\\b`)).join('|')})`;
  const rangeEnd = 'de' in figure || / à /.test(text) ? '' : `(?<!\\d${SPACE}?à${SPACE}?)`;
  const roundTheClock = delay ? `(?!${SPACE}sur${SPACE}24)` : '';
  // « 100%+0.75rem » is CSS arithmetic and « slate-1000 » a class name, not figures.
  return new RegExp(`(?<![\\d,.\\w-])${rangeEnd}${body}(?!\\d|,\\d|${SPACE}\\d|\\+\\d)${roundTheClock}`, 'u');
}

describe('every other figure (data/chiffres.yaml: delays, counts, ratings, statistics…)', () => {
  // The drawn illustrations are SVG geometry (x="156"), not copy.
  const files = [...sourceFiles(src)].filter(
    (f) => relative(src, f) !== FIGURES_FILE && /content\/data\/|ui\/|components\//.test(relative(src, f)) && !relative(src, f).startsWith('components/illustrations/'),
  );
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  // Figures of two digits or more, and single-digit ones with a unit (« 2 h », « 2 M$ »): a lone
  // « 2 » counts too many other things to be told apart.
  const keys = otherFigures(figures).filter(([, text]) => (/\d/.test(text) && text.replace(/\D/g, '').length >= 2) || /\d\s?[\p{L}$%]/u.test(text));
  /** What the copy writes right after `{key}`: « + », « /5 » or the next word. */
  const unitsOf = (key: string) => {
    const after = new RegExp(`\\{${escape(key)}\\}(\\+|/\\d+|${SPACE}[\\p{L}’-]+)`, 'gu');
    return [...new Set([...texts.values()].flatMap((text) => [...text.matchAll(after)].map((m) => m[1]!.replace(/^\s|^\\u00a0/, ''))))];
  };
  const hitsOf = (key: string, text: string, figure: Figure) => {
    const pattern = figurePattern(text, figure, unitsOf(key));
    return files.flatMap((f) =>
      texts
        .get(f)!
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*|#)/.test(line) && pattern.test(line))
        .map((line) => `${relative(src, f)}: ${line.trim().slice(0, 90)}`),
    );
  };

  it('include the delays, the rating and the counts', () => {
    expect(keys.map(([k]) => k)).toEqual(expect.arrayContaining(['delais.urgence', 'delais.soumission', 'delais.rappel-audit', 'note.moyenne', 'note.avis', 'clients.total']));
  });

  it.each(keys)('%s (« %s ») is written nowhere else in the content', (key, text, figure) => {
    expect(hitsOf(key, text, figure), `${key} = ${text}`).toEqual([]);
  });

  it('finds a literal of the same quantity, and not digits of another one', () => {
    const at = (key: string) => keys.find(([k]) => k === key)!;
    const matches = (key: string, line: string) => figurePattern(at(key)[1], at(key)[2], unitsOf(key)).test(line);
    const [, total] = at('clients.total');
    expect(matches('clients.total', `Plus de ${total} clients nous font confiance`)).toBe(true);
    expect(matches('clients.total', `« ${total}+ »`)).toBe(true);
    expect(matches('clients.total', `border-slate-${total}`)).toBe(false);
    const [, soumission] = at('delais.soumission');
    expect(matches('delais.soumission', `vous parvient sous ${soumission.replace(' h', ' heures')}.`)).toBe(true);
    expect(matches('delais.soumission', `${soumission} sur 24, 7 jours sur 7`)).toBe(false);
    expect(matches('delais.soumission', `formés de 16 à ${soumission}`)).toBe(false);
    const [, atp] = at('statistiques.contamination-atp');
    expect(matches('statistiques.contamination-atp', `contamination ${atp}`)).toBe(true);
    expect(matches('statistiques.contamination-atp', `sur ${atp.replace(/^[−-]/, '')} des points`)).toBe(false);
  });
});
