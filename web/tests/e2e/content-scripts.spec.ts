import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cspHash, findScripts, inlineScriptHashes, isInlineExecutable } from '../../integrations/csp-hashes';
import { INTERACTION_DIRECTIVE } from '../../integrations/interaction-directive';
import { ownScriptHashes } from '../../integrations/own-scripts';
import { buildSite, copySite, type Workspace } from './editor-workspace';

/**
 * Content never puts code in a built page: an article (as the editor writes it) holding a
 * <script>, a <style>, an onerror= and an onclick= attribute builds, on a copy of the site, to a
 * page with none of them, and the CSP list (.csp.json) holds only the site's own scripts.
 */

const ARTICLES = 'src/content/data/articles';
const MARK = 'contenu-pirate';
const INJECTED = `document.title = '${MARK}'`;

test.describe('scripts in content', () => {
  test.describe.configure({ timeout: 600_000 });
  let site: Workspace | undefined;
  test.afterEach(() => site?.remove());

  test('an article with a script and event attributes builds to a page with neither; .csp.json lists only the site\'s own scripts', async () => {
    site = copySite();
    const slug = readdirSync(join(site.web, ARTICLES)).filter((f) => f.endsWith('.md')).sort()[0]!.replace(/\.md$/, '');
    const file = join(site.web, ARTICLES, `${slug}.md`);
    const text = readFileSync(file, 'utf8');
    // After the first paragraph of the body: raw HTML blocks and inline HTML (no braces: the
    // article checker reads them as placeholders).
    const at = text.indexOf('\n\n', text.indexOf('\n---', 4) + 4);
    const injected =
      `\n\n<script>${INJECTED}</script>\n\n<style>@import url(/pirate.css);</style>\n\n` +
      `Une photo <img src="/x.png" alt="${MARK}" onerror="alert('${MARK}')"> et <b onclick="alert('${MARK}')">du gras</b>.\n\n`;
    writeFileSync(file, text.slice(0, at) + injected + text.slice(at));

    buildSite(site.web);
    const dist = join(site.web, 'dist');
    const html = readFileSync(join(dist, 'blog', `${slug}.html`), 'utf8');
    expect(html, 'the article was built with the injected text').toContain('du gras');
    expect(html).not.toContain(INJECTED);
    expect(html).not.toMatch(/\son(error|click)\s*=/i);
    expect(html).not.toContain('pirate.css');

    const own = await ownScriptHashes(new Map([[INTERACTION_DIRECTIVE.name, INTERACTION_DIRECTIVE.entrypoint]]), new URL(`file://${site.web}/`));
    for (const script of findScripts(html).filter(isInlineExecutable)) expect(own.has(cspHash(script.content)), script.content.slice(0, 80)).toBe(true);

    const csp = JSON.parse(readFileSync(join(dist, '.csp.json'), 'utf8')) as { 'script-src': string[] };
    expect(csp['script-src']).not.toContain(cspHash(INJECTED));
    for (const hash of csp['script-src']) expect(own.has(hash), hash).toBe(true);
    // And exactly the own scripts the pages use.
    const pages = readdirSync(dist, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
    const used = new Set(pages.flatMap((f) => inlineScriptHashes(readFileSync(join(dist, f), 'utf8'))));
    expect(csp['script-src']).toEqual([...used].sort());
  });
});
