#!/usr/bin/env node
// The import graph of web/src and web/editor between FILES, and its cycles (issue 40): a file that
// imports, through any chain, a file that imports it back. scripts/import-graph.mjs checks the
// folders; this checks the files, so a cycle inside one folder is found too. Every relative
// import counts, `import type` included: a cycle of types still ties two files together.
// Usage: node scripts/import-cycles.mjs [dir…]   (default src editor; exit 1 when a cycle exists)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));
const SOURCE = /\.(ts|tsx|astro|mjs)$/;

function* sourceFiles(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(p);
    else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) yield p;
  }
}

// `import … from '…'`, `import '…'`, `export … from '…'`, `import('…')`.
const SPECIFIERS = [
  /^\s*(?:import|export)\s+(?:type\s+)?[\s\S]*?\s+from\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The code of a file that holds imports: an .astro file's frontmatter and its scripts. */
function codeOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** The file a relative specifier names, as Vite resolves it (`./x` → x.ts, x.tsx, x/index.ts…). */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...['.ts', '.tsx', '.astro', '.mjs', '.js'].map((x) => base + x), ...['index.ts', 'index.tsx', 'index.mjs'].map((x) => join(base, x))];
  // `./x.js` written for `./x.ts`.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Each file (relative to `root`) → the files it imports (relative to `root`). */
export function fileGraph(dirs, root = web) {
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of sourceFiles(resolve(root, dir))) {
      const targets = new Set();
      const code = codeOf(file);
      for (const pattern of SPECIFIERS) {
        for (const m of code.matchAll(pattern)) {
          if (!m[1].startsWith('.')) continue;
          const target = resolveSpecifier(file, m[1]);
          if (target && SOURCE.test(target)) targets.add(relative(root, target));
        }
      }
      graph.set(relative(root, file), [...targets].sort());
    }
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    // Iterative, so a deep chain of imports cannot overflow the call stack.
    const work = [[node, 0]];
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    while (work.length) {
      const frame = work.at(-1);
      const [v, i] = frame;
      const next = graph.get(v) ?? [];
      if (i < next.length) {
        frame[1]++;
        const w = next[i];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'editor'];
  const graph = fileGraph(dirs);
  const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
  const found = cycles(graph);
  console.log(`${graph.size} files, ${edges} relative imports in ${dirs.join(', ')}: ${found.length} cycle(s)`);
  for (const c of found) console.log(`  ${c.join(' ⇄ ')}`);
  process.exit(found.length ? 1 : 0);
}
