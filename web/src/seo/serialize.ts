/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&`
 * are escaped so a value can never close the script element (`</script>`) or
 * open a comment, and U+2028/U+2029 so the text stays valid JavaScript too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
