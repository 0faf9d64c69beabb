#!/usr/bin/env node
// Dumps the visible text of every built page (title, meta description, body text, one block per
// line) into OUT_DIR/<page>.txt, so two builds can be compared with `diff -r` when content moves
// between files but the pages must stay the same. Accessible names, alternative texts and
// placeholders (one `ATTR:` line each) and the JSON-LD blocks (`JSON-LD:`) are dumped too: they
// carry copy a visitor or a search engine reads.
// Usage: node scripts/page-text.mjs [dist] OUT_DIR
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [distArg, outArg] = process.argv.slice(2).length === 2 ? process.argv.slice(2) : ['dist', process.argv[2]];
if (!outArg) {
  console.error('usage: node scripts/page-text.mjs [dist] OUT_DIR');
  process.exit(2);
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1));
    return entities[e] ?? m;
  });

const BLOCK = /<\/?(p|div|h[1-6]|li|tr|td|th|section|article|header|footer|nav|main|summary|details|dt|dd|figcaption|caption|br|option|label|button|blockquote)\b[^>]*>/gi;

function pageText(html) {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, '');
  const lines = decode(body)
    .split('\n')
    .map((l) => l.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter(Boolean);
  const attrs = [...html.matchAll(/\s(aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => `ATTR: ${m[1]}=${decode(m[2])}`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `JSON-LD: ${m[1]}`);
  return [`TITLE: ${decode(title)}`, `DESCRIPTION: ${decode(description)}`, ...lines, ...attrs, ...jsonLd].join('\n') + '\n';
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

let count = 0;
for (const file of htmlFiles(distArg)) {
  const out = join(outArg, relative(distArg, file).replace(/\.html$/, '.txt'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pageText(readFileSync(file, 'utf8')));
  count++;
}
console.log(`${count} pages written to ${outArg}`);
