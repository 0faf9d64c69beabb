import { createHash } from 'node:crypto';

/**
 * Finds the inline scripts a browser would execute, so the server's
 * Content-Security-Policy can allow exactly those by hash.
 */

export interface ScriptTag {
  attributes: Record<string, string>;
  content: string;
}

export interface CspManifest {
  'script-src': string[];
  'style-src': string[];
  'frame-src': string[];
}

// Attribute values may contain `>` inside quotes, hence the alternation.
const SCRIPT_RE = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** MIME types that make a classic script (HTML's "JavaScript MIME type essence match"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE_RE)) {
    attributes[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attributes;
}

export function findScripts(html: string): ScriptTag[] {
  return [...html.matchAll(SCRIPT_RE)].map((m) => ({
    attributes: parseAttributes(m[1]),
    content: m[2],
  }));
}

/** True for a script the browser runs from its own text (not `src`, not a data block). */
export function isInlineExecutable(script: ScriptTag): boolean {
  if ('src' in script.attributes) return false;
  const type = (script.attributes.type ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || JAVASCRIPT_TYPES.has(type);
}

/** CSP source expression for a script's exact text: `'sha256-<base64>'`. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

export function inlineScriptHashes(html: string): string[] {
  return findScripts(html).filter(isInlineExecutable).map((s) => cspHash(s.content));
}

/** An inline script in a built page that is none of the site's own: it came from content. */
export class ForeignScriptError extends Error {
  override name = 'ForeignScriptError';
}

/**
 * Manifest for a set of pages: the hashes of the inline scripts they use, sorted so builds are
 * reproducible. Only scripts whose hash is in `own` (the site's own, integrations/own-scripts.ts)
 * are allowed: any other inline script found in a page throws, naming the page, and is never
 * hashed (content cannot make the server's CSP run its script). `frameSources` are the origins
 * the pages may frame (the embedded quote form when one is configured).
 */
export function buildCspManifest(
  pages: Iterable<{ name: string; html: string }>,
  own: ReadonlySet<string>,
  frameSources: readonly string[] = [],
): CspManifest {
  const hashes = new Set<string>();
  const foreign: string[] = [];
  for (const { name, html } of pages) {
    for (const script of findScripts(html).filter(isInlineExecutable)) {
      const hash = cspHash(script.content);
      if (own.has(hash)) hashes.add(hash);
      else foreign.push(`  - ${name} : <script>${script.content.slice(0, 80).replace(/\s+/g, ' ')}…`);
    }
  }
  if (foreign.length > 0) {
    throw new ForeignScriptError(`Scripts en ligne qui ne sont pas ceux du site (venus du contenu ?), refusés :\n${foreign.join('\n')}`);
  }
  return { 'script-src': [...hashes].sort(), 'style-src': [], 'frame-src': [...new Set(frameSources)].sort() };
}
