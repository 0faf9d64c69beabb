import { describe, expect, it } from 'vitest';
import { buildCspManifest, cspHash, findScripts, ForeignScriptError, inlineScriptHashes } from '../../integrations/csp-hashes';

// Computed independently: printf %s "console.log('hi')" | openssl dgst -sha256 -binary | base64
const HI_HASH = "'sha256-1ohZFo3B9w3UOFBbfx6JSomkpkME90iPs1r/qXzvX7Y='";
// printf %s "alert(1)" | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module" src="/_astro/page.js"></script>
</head><body>
<script>console.log('hi')</script>
</body></html>`;

describe('inline script scanner', () => {
  it('hashes only the inline executable script, with the right sha256', () => {
    expect(cspHash("console.log('hi')")).toBe(HI_HASH);
    expect(inlineScriptHashes(page)).toEqual([HI_HASH]);
  });

  it('treats module and JavaScript MIME types as executable, data blocks as not', () => {
    const html = [
      '<script type="module">alert(1)</script>',
      '<SCRIPT TYPE="text/javascript">alert(1)</SCRIPT>',
      "<script type='text/plain'>alert(1)</script>",
      '<script type="importmap-not-js" >alert(1)</script>',
      '<script src="/x.js" data-note="a > b">alert(1)</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, ALERT_HASH]);
  });

  it('hashes the exact text, whitespace included', () => {
    const [script] = findScripts('<script>\n  alert(1)\n</script>');
    expect(script.content).toBe('\n  alert(1)\n');
    expect(inlineScriptHashes('<script>\n  alert(1)\n</script>')).toEqual([cspHash('\n  alert(1)\n')]);
    expect(cspHash('\n  alert(1)\n')).not.toBe(ALERT_HASH);
  });

  it('reads attributes whose quoted values contain ">"', () => {
    const [script] = findScripts('<script data-x="a>b" type="module">alert(1)</script>');
    expect(script.attributes).toEqual({ 'data-x': 'a>b', type: 'module' });
    expect(script.content).toBe('alert(1)');
  });
});

describe('buildCspManifest', () => {
  const pages = (...html: string[]) => html.map((h, i) => ({ name: `page-${i}.html`, html: h }));

  it('collects the unique hashes of the site\'s own scripts over all pages, with empty style and frame lists', () => {
    const own = new Set([HI_HASH, ALERT_HASH]);
    const manifest = buildCspManifest(pages(page, page, '<script>alert(1)</script>', '<p>no script</p>'), own);
    expect(manifest).toEqual({ 'script-src': [HI_HASH, ALERT_HASH].sort(), 'style-src': [], 'frame-src': [] });
  });

  it('lists only the own scripts the pages use', () => {
    expect(buildCspManifest(pages(page), new Set([HI_HASH, ALERT_HASH]))['script-src']).toEqual([HI_HASH]);
  });

  it('refuses an inline script that is not one of the site\'s own, naming the page, and hashes nothing of it', () => {
    const build = () => buildCspManifest(pages(page, '<p>Article</p><script>alert(1)</script>'), new Set([HI_HASH]));
    expect(build).toThrow(ForeignScriptError);
    expect(build).toThrow(/page-1\.html : <script>alert\(1\)/);
  });

  it('is empty for pages without inline scripts', () => {
    expect(buildCspManifest(pages('<script type="module" src="/a.js"></script>'), new Set())['script-src']).toEqual([]);
  });
});
