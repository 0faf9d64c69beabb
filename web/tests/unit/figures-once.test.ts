// Issues 15 and 24, « one value in one place »: every figure of data/chiffres.yaml is written there only;
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

/** Every leaf of the figure tree that is not a price, with the ways a writer would type it. */
function otherFigures(tree: FigureTree, key = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, node]): [string, string][] => {
    const k = key ? `${key}.${name}` : name;
    if (k === 'prix') return [];
    if ('texte' in node && typeof node.texte === 'string') return [[k, node.texte]];
    if ('nombre' in node && typeof node.nombre === 'number') return [[k, String(node.nombre)]];
    if ('pourcentage' in node && typeof node.pourcentage === 'number') return [[k, `${node.pourcentage} %`]];
    if ('montant' in node && typeof node.montant === 'number') return [[k, `${node.montant} $`]];
    if ('de' in node && typeof node.de === 'number') return [[k, `${node.de} à ${node.a} $`]];
    return otherFigures(node as FigureTree, k);
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** « 2 h » as « 2 h », « 2\u00a0h », « 2 heures »; 2537 as « 2 537 ». */
function figurePattern(text: string): RegExp {
  let body = escape(text.replace(/^[+−-]/, ''))
    .replace(/ /g, `${SPACE}?`)
    .replace(/(\d)(\d{3})(?!\d)/g, `$1${SPACE}?$2`);
  body = text.includes('heures') ? body.replace('heures', '(?:h|heures?)') : body.replace(/h$/, '(?:h|heures?)\\b');
  // « 100%+0.75rem » is CSS arithmetic, not a figure.
  return new RegExp(`(?<![\\d,.\\w])${body}(?!\\d|,\\d|${SPACE}\\d|\\+\\d)`);
}

/**
 * Keys whose value is still also written as a literal somewhere in the copy, or whose digits are
 * too common to grep (« 24 h » is also « 24 h sur 24 »): to migrate to `{clé}`. Each is checked to
 * still need it, so the list only shrinks.
 */
const PENDING = new Set([
  'rabais.contrat-24-mois',
  'surcout.clinique',
  'superficie.clinique-petite',
  'superficie.clinique-moyenne',
  'superficie.clinique-grande',
  'capacite.garderie-petite',
  'capacite.garderie-grande',
  'statistiques.contamination-atp',
  'statistiques.satisfaction-patients',
  'statistiques.renouvellement-cpe',
  'delais.soumission',
  'clients.total',
  'clients.cliniques',
  'clients.garderies',
  'experience.annees',
  'guides.medical',
  'guides.garderies',
  'guides.entreprises',
]);

describe('every other figure (data/chiffres.yaml: delays, counts, ratings, statistics…)', () => {
  // The drawn illustrations are SVG geometry (x="156"), not copy.
  const files = [...sourceFiles(src)].filter(
    (f) => relative(src, f) !== FIGURES_FILE && /content\/data\/|ui\/|components\//.test(relative(src, f)) && !relative(src, f).startsWith('components/illustrations/'),
  );
  const keys = otherFigures(figures).filter(([, text]) => (/\d/.test(text) && text.replace(/\D/g, '').length >= 2) || /\d\s?(h|heures)\b/.test(text));
  const hitsOf = (text: string) => {
    const pattern = figurePattern(text);
    return files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*|#)/.test(line) && pattern.test(line))
        .map((line) => `${relative(src, f)}: ${line.trim().slice(0, 90)}`),
    );
  };

  it('include the emergency delay and the review counts', () => {
    expect(keys.map(([k]) => k)).toEqual(expect.arrayContaining(['delais.urgence', 'delais.rappel-audit', 'avis.cliniques', 'avis.cliniques-laval']));
  });

  it.each(keys.filter(([k]) => !PENDING.has(k)))('%s (« %s ») is written nowhere else in the content', (key, text) => {
    expect(hitsOf(text), `${key} = ${text}`).toEqual([]);
  });

  it.each(keys.filter(([k]) => PENDING.has(k)))('%s (« %s ») is still listed as pending because a literal copy remains', (key, text) => {
    expect(hitsOf(text).length, `${key} = ${text}: nothing left to migrate, remove it from PENDING`).toBeGreaterThan(0);
  });
});
