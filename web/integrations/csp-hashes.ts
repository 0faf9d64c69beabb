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

/**
 * Manifest for a set of pages: unique hashes, sorted so builds are reproducible. `frameSources`
 * are the origins the pages may frame (the embedded quote form when one is configured).
 */
export function buildCspManifest(htmlPages: Iterable<string>, frameSources: readonly string[] = []): CspManifest {
  const hashes = new Set<string>();
  for (const html of htmlPages) for (const h of inlineScriptHashes(html)) hashes.add(h);
  return { 'script-src': [...hashes].sort(), 'style-src': [], 'frame-src': [...new Set(frameSources)].sort() };
}
