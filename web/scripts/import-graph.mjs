#!/usr/bin/env node
// The import graph of web/src between its folders (content, page-models, components, pages,
// layouts, lib, seo, config), and the edges the rules forbid:
//   any edge of a pair of folders that import each other (issue 24: data flows one way)
//   content → components          (the content layer owns its types; it knows no component)
//   components → content, by value (components get data by props; they may import types only)
//   components → page-models      (issue 40: the UI strings too reach components by props, from
//                                   the layout and the pages, which read src/page-models/ui-strings.ts)
// Usage: node scripts/import-graph.mjs [--edges] [--json]   (exit 1 when a forbidden edge exists)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|astro|mjs)$/.test(e.name)) yield p;
  }
}

const layerOf = (file) => {
  const rel = relative(src, file);
  if (rel.startsWith('..')) return 'outside';
  // The registry of the content collections belongs to the content layer.
  if (/^content\.config(\.ts)?$/.test(rel)) return 'content';
  return rel.split('/')[0].replace(/\.(ts|tsx|astro)$/, '');
};

const IMPORT = /^\s*import\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
const SIDE = /^\s*import\s+['"]([^'"]+)['"]/gm;

export function importEdges() {
  const edges = [];
  for (const file of files(src)) {
    let text = readFileSync(file, 'utf8');
    if (file.endsWith('.astro')) text = text.split(/^---$/m)[1] ?? '';
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3];
      if (!spec.startsWith('.')) continue;
      // `import type {…}` or `import { type A, type B }`: no runtime dependency.
      const typeOnly = Boolean(m[1]) || /^\{\s*(type\s+\w+\s*(as\s+\w+\s*)?,?\s*)+\}$/.test(m[2].trim());
      edges.push({ from: relative(src, file), to: relative(src, resolve(dirname(file), spec)), typeOnly });
    }
    for (const m of text.matchAll(SIDE)) {
      if (m[1].startsWith('.')) edges.push({ from: relative(src, file), to: relative(src, resolve(dirname(file), m[1])), typeOnly: false });
    }
  }
  return edges.map((e) => ({ ...e, fromLayer: layerOf(join(src, e.from)), toLayer: layerOf(join(src, e.to)) }));
}

/** Pairs of folders that import each other (types included): `content ↔ lib`. */
export function mutualPairs(edges) {
  const between = new Set(edges.filter((e) => e.fromLayer !== e.toLayer && e.toLayer !== 'outside').map((e) => `${e.fromLayer}→${e.toLayer}`));
  return [...between]
    .map((k) => k.split('→'))
    .filter(([a, b]) => a < b && between.has(`${b}→${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
}

export function forbidden(edges) {
  const mutual = new Set(mutualPairs(edges).flatMap((p) => [p.replace(' ↔ ', '→'), p.split(' ↔ ').reverse().join('→')]));
  return edges.filter(
    (e) =>
      (e.fromLayer === 'content' && e.toLayer === 'components') ||
      (e.fromLayer === 'components' && e.toLayer === 'content' && !e.typeOnly) ||
      (e.fromLayer === 'components' && e.toLayer === 'page-models') ||
      mutual.has(`${e.fromLayer}→${e.toLayer}`),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = importEdges();
  const summary = new Map();
  for (const e of edges) {
    if (e.fromLayer === e.toLayer || e.toLayer === 'outside') continue;
    const key = `${e.fromLayer} → ${e.toLayer}${e.typeOnly ? ' (types)' : ''}`;
    summary.set(key, (summary.get(key) ?? 0) + 1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ summary: Object.fromEntries(summary), forbidden: forbidden(edges) }, null, 2));
  } else {
    console.log('Imports between layers of web/src (count):');
    for (const [k, n] of [...summary].sort()) console.log(`  ${k.padEnd(36)} ${n}`);
    if (process.argv.includes('--edges')) for (const e of edges) if (e.fromLayer !== e.toLayer) console.log(`  ${e.from} → ${e.to}${e.typeOnly ? ' (type)' : ''}`);
    const bad = forbidden(edges);
    console.log(
      bad.length
        ? `\nForbidden edges (${bad.length}):`
        : '\nNo forbidden edge: no two folders import each other; nothing in content imports a component; components import content types only and no page model.',
    );
    for (const e of bad) console.log(`  ${e.from} → ${e.to}`);
  }
  process.exit(forbidden(edges).length ? 1 : 0);
}
