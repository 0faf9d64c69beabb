import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { safeMarkdownOptions } from '../../integrations/safe-markdown';

/**
 * The Markdown pipeline of the site (astro.config.ts, integrations/safe-markdown.ts): an article
 * may hold HTML markup, never code. The built page of such an article, and the CSP list, are
 * checked in tests/e2e/content-scripts.spec.ts.
 */

const render = async (markdown: string) => (await markdownToHtml(markdown, safeMarkdownOptions as never)).html;

describe('the Markdown of an article', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>', /<script/i],
    ['a script inline', 'Texte <script>alert(1)</script> suite.', /<script/i],
    ['a script split over two blocks', '<div>\n\n<script>\n\nalert(1)\n\n</script>\n\n</div>', /<script|alert\(1\)<\/script/i],
    ['a style', '<style>body { display: none }</style>', /<style/i],
    ['an onerror attribute', 'Photo <img src="x.png" onerror="alert(1)">', /onerror/i],
    ['an onclick in block HTML', "<div onclick='alert(1)'>\n\nTexte\n\n</div>", /onclick/i],
    ['an event attribute in upper case', '<p ONMOUSEOVER="alert(1)">Texte</p>', /onmouseover/i],
    ['an iframe', '<iframe src="https://exemple.com"></iframe>', /<iframe/i],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg>', /<script|<svg/i],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">lien</a>', /javascript:/i],
    ['a javascript: link in Markdown', '[lien](javascript:alert(1))', /javascript:/i],
  ])('drops %s', async (_, markdown, forbidden) => {
    const html = await render(`## Titre\n\n${markdown}\n\nFin du texte.\n`);
    expect(html).not.toMatch(forbidden);
    expect(html).toContain('Fin du texte.');
  });

  it('keeps the text and its ordinary markup', async () => {
    const html = await render('## Un titre\n\nDu **gras**, un [lien](/contact) et <abbr title="Centre de la petite enfance">CPE</abbr>.\n');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<a href="/contact">lien</a>');
    expect(html).toContain('<abbr title="Centre de la petite enfance">CPE</abbr>');
  });
});
