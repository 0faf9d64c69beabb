#!/usr/bin/env node
// The include graph of server/src between its folders (api, cli, config, http, metrics, outbox,
// store, text, ...), and its cycles: a folder that includes another folder's headers depends on
// it, so two folders that include each other (directly, or round a longer loop) are one concern
// split in two, and neither can be changed or tested alone (issue 40).
// Quoted includes only, resolved against server/src (the include directory) or the including
// file's own folder; a file's folder is its first path component under server/src.
// Usage: node scripts/server-include-graph.mjs [--edges] [SRC_DIR]
//   exit 1, naming each cycle and one include per edge of it, when the folders have a cycle.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const showEdges = args.includes('--edges');
const src = resolve(args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../server/src/', import.meta.url)));

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(cpp|hpp|h|cc|in)$/.test(e.name)) yield p;
  }
}

const folderOf = (rel) => (rel.includes('/') ? rel.split('/')[0] : '.');
const INCLUDE = /^\s*#\s*include\s+"([^"]+)"/gm;

// folder → folder → the first include seen that makes the edge ("file: #include ...").
const edges = new Map();
for (const file of files(src)) {
  const from = relative(src, file);
  for (const m of readFileSync(file, 'utf8').matchAll(INCLUDE)) {
    const candidates = [join(src, m[1]), join(dirname(file), m[1])];
    const target = candidates.find((c) => existsSync(c));
    if (!target) continue;  // a generated or system header: no folder of ours
    const to = relative(src, target);
    if (to.startsWith('..')) continue;
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a).has(b)) edges.get(a).set(b, `${from}: #include "${m[1]}"`);
  }
}

// Tarjan's strongly connected components: every component of more than one folder is a cycle.
const index = new Map(), low = new Map(), stack = [], onStack = new Set(), components = [];
let counter = 0;
function visit(v) {
  index.set(v, counter); low.set(v, counter); counter++;
  stack.push(v); onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
const folders = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
for (const f of folders) if (!index.has(f)) visit(f);

if (showEdges) {
  for (const a of [...edges.keys()].sort()) for (const [b, why] of [...edges.get(a)].sort()) console.log(`${a} → ${b}   (${why})`);
}
const mutual = [];
for (const [a, targets] of edges) for (const b of targets.keys()) if (a < b && edges.get(b)?.has(a)) mutual.push([a, b]);
for (const [a, b] of mutual.sort()) console.log(`folders including each other: ${a} ↔ ${b}`);
for (const c of components) {
  console.log(`include cycle between folders: ${c.join(', ')}`);
  for (const a of c) for (const [b, why] of edges.get(a) ?? []) if (c.includes(b)) console.log(`  ${a} → ${b}   (${why})`);
}
if (components.length > 0) process.exit(1);
console.log(`server-include-graph: ${folders.length} folders, ${[...edges.values()].reduce((n, m) => n + m.size, 0)} folder edges, no cycle`);
