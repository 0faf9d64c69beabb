/**
 * The embedded third-party quote form (spec 2.5, 2.7, 2.8). Set `QUOTE_FORM_EMBED_URL` at build
 * time to show the provider's frame; left unset (the default), the project's own `soumission`
 * form takes its place and posts to the lead pipeline. The post-build step reads the same value to
 * allow that frame's origin, and only it, in the CSP `frame-src`.
 */

/** The embed address, or `undefined` when none is configured. Only https is accepted. */
export function quoteFormEmbedUrl(value: string | undefined = readEnv()): URL | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`QUOTE_FORM_EMBED_URL is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`QUOTE_FORM_EMBED_URL must use https: "${raw}"`);
  return url;
}

/** CSP `frame-src` sources the quote form needs: its origin when embedded, none otherwise. */
export function quoteFormFrameSources(value?: string): string[] {
  const url = value === undefined ? quoteFormEmbedUrl() : quoteFormEmbedUrl(value);
  return url ? [url.origin] : [];
}

function readEnv(): string | undefined {
  return typeof process !== 'undefined' ? process.env.QUOTE_FORM_EMBED_URL : undefined;
}
