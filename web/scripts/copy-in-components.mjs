#!/usr/bin/env node
// Finds copy written inside components and layouts (issue 15: « no French copy in components;
// their labels come from data or from one UI-strings file », src/content/data/textes-interface.yaml).
// A heuristic over the TypeScript syntax tree of each .tsx/.ts file and .astro frontmatter and
// template (parsed as TSX):
//   - JSX text with a letter in it is copy, in any language;
//   - a string given to an attribute a person reads (aria-label, title, alt, placeholder…) is copy;
//   - any other string literal is copy when it looks French: an accented letter, guillemets or a
//     typographic apostrophe, a French function word among two or more words, or a capitalised
//     word or phrase (« Accueil », « Fermer le menu »). Class names, ids, paths and the like pass.
// Usage: node scripts/copy-in-components.mjs   (prints each finding; exit 1 when there is one)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const src = fileURLToPath(new URL('../src/', import.meta.url));
export const SCANNED = ['components', 'layouts'];

/** Attributes whose value a visitor reads or hears. */
const READ_ATTRS = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);

/** SVG geometry (the drawn illustrations' path data): never read, whatever letters it holds. */
const GEOMETRY_ATTRS = new Set(['d', 'points', 'transform', 'viewBox']);

/** Strings that look like copy to the heuristic but are not; add one with the reason beside it. */
export const ALLOWED = new Set([]);

const FRENCH_WORDS = new Set(
  ('le la les l de des du d un une et ou à au aux en pour par sur sous avec sans dans chez nos notre vos votre ' +
    'ce cette ces qui que ne pas plus est sont être votre leur leurs son sa ses mon ma mes se')
    .split(' '),
);
const FRENCH_MARKS = /[àâäçéèêëîïôöûùüÿœæÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸŒÆ«»’]/;
const CAPITALISED_PHRASE = /^[A-ZÀ-Ý][a-zà-ÿ'’]+(?:[ \u00a0][\p{L}'’]+)*[.!?…]?$/u;
const LETTER = /\p{L}/u;

export function looksFrench(text) {
  const t = text.trim();
  if (!LETTER.test(t) || ALLOWED.has(t)) return false;
  if (FRENCH_MARKS.test(t)) return true;
  if (CAPITALISED_PHRASE.test(t)) return true;
  const words = t.toLowerCase().split(/[\s\u00a0]+/).map((w) => w.replace(/[^\p{L}']/gu, '').replace(/^(l|d|qu)'/, ''));
  return words.length >= 2 && words.some((w) => FRENCH_WORDS.has(w));
}

const isCopy = (text) => LETTER.test(text) && !ALLOWED.has(text.trim());

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|astro)$/.test(e.name)) yield p;
  }
}

/** The parts of a file to parse, each with the line it starts on (astro: frontmatter, template). */
function sources(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return [{ code: text, kind: file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS, line: 0 }];
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const front = m ? m[1] : '';
  const frontLines = m ? m[0].split('\n').length - 1 : 0;
  // The template as a TSX fragment; HTML comments, the doctype and the code inside <script> and
  // <style> elements are no copy (same length kept).
  const template = (m ? text.slice(m[0].length) : text)
    .replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2>)/g, (_, open, _tag, code, close) => open + code.replace(/[^\n]/g, ' ') + close)
    .replace(/<!doctype[^>]*>/i, (d) => ' '.repeat(d.length));
  return [
    { code: front, kind: ts.ScriptKind.TS, line: 1 },
    { code: `<>${template}</>`, kind: ts.ScriptKind.TSX, line: frontLines },
  ];
}

/** Every piece of copy found in one file: `{ file, line, text, why }`. */
export function scanFile(file) {
  const findings = [];
  for (const { code, kind, line: offset } of sources(file)) {
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
    const report = (node, text, why) =>
      findings.push({ file: relative(src, file), line: offset + sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim(), why });
    const visit = (node) => {
      if (ts.isJsxText(node)) {
        if (isCopy(node.text)) report(node, node.text, 'JSX text');
      } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
        const name = node.name.getText(sf);
        const value = node.initializer.text;
        if (GEOMETRY_ATTRS.has(name)) return;
        if (READ_ATTRS.has(name) ? isCopy(value) : looksFrench(value)) report(node, value, `${name}="…"`);
        return;
      } else if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        return;
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
        if (looksFrench(node.text)) report(node, node.text, 'string');
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return findings;
}

/** The findings of every scanned folder. */
export function scan() {
  return SCANNED.flatMap((folder) => [...files(join(src, folder))].flatMap(scanFile));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = scan();
  for (const f of findings) console.log(`${f.file}:${f.line}  ${f.why}  « ${f.text} »`);
  console.log(findings.length ? `\n${findings.length} piece(s) of copy in components or layouts: move them to src/content/data/textes-interface.yaml (or to the page's data).` : 'No copy in components or layouts.');
  process.exit(findings.length ? 1 : 0);
}
