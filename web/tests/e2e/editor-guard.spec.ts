import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { copySite, freePort, startEditor, type EditorServer, type Workspace } from './editor-workspace';

/**
 * The editor answers only its own page (editor/server/gate.ts). While `make edit` runs, a page
 * the marketer opens elsewhere (here: a second local server, on another port, in real Chromium)
 * tries to write an article holding a <script> through the editor's API, by an auto-submitted
 * form and by fetch, and to read the editor's page, its configuration and the working copy's
 * files. Then the same API is called directly with each missing piece (Origin, JSON, secret,
 * Host), a path outside the content, and photos that are not photos or too big. Every attempt
 * is refused (403/413/422, in French) and no file of the copy changes.
 */

const DATA = 'src/content/data';
const PHOTOS = 'src/assets/photos';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every file of the copy's src/, by content: what a refused request must leave as it was. */
const snapshot = (web: string) =>
  Object.fromEntries(filesUnder(join(web, 'src')).map((f) => [f.slice(web.length), createHash('sha256').update(readFileSync(f)).digest('hex')]));

/** A save Decap's proxy backend would send: a new article, valid, whose text holds a script. */
function attackSave(web: string) {
  const articles = readdirSync(join(web, DATA, 'articles')).filter((f) => f.endsWith('.md'));
  const raw = `${readFileSync(join(web, DATA, 'articles', articles[0]!), 'utf8')}\n<script>document.title = 'pirate'</script>\n<img src="x" onerror="alert(1)">\n`;
  return { action: 'persistEntry', params: { dataFiles: [{ path: `${DATA}/articles/article-pirate.md`, raw }], assets: [] } };
}

/** The attacking site: one page that auto-submits a form to the editor, one that calls fetch. */
function attackingSite(editorUrl: string, save: unknown): Server {
  const api = `${editorUrl}/_editeur/api/v1`;
  // A value written into the page's <script> (the article holds a </script> of its own).
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // A text/plain form body `name=value` that parses as JSON: the classic cross-site JSON post.
  const json = JSON.stringify({ ...(save as object), remplissage: '' }).slice(0, -2);
  const pages: Record<string, string> = {
    '/formulaire': `<!doctype html><meta charset="utf-8"><title>Promo</title>
      <form method="post" enctype="text/plain" action="${api}"></form>
      <script>
        const form = document.forms[0], input = document.createElement('input');
        input.name = ${js(json)}; input.value = '"}';
        form.append(input); form.submit();
      </script>`,
    '/fetch': `<!doctype html><meta charset="utf-8"><title>Promo</title>
      <script>
        const tries = {
          'envoi sans CORS (text/plain)': () => fetch(${js(api)}, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: ${js(JSON.stringify(save))} }),
          'envoi JSON avec jeton deviné': () => fetch(${js(api)}, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Editeur-Jeton': 'x' }, body: ${js(JSON.stringify(save))} }),
          'page de l’éditeur (son jeton)': () => fetch(${js(`${editorUrl}/_editeur/`)}),
          'configuration': () => fetch(${js(`${editorUrl}/_editeur/config.json`)}),
          'fichier du site': () => fetch(${js(`${editorUrl}/src/content.config.ts`)}),
        };
        window.results = (async () => {
          const out = {};
          for (const [name, run] of Object.entries(tries)) {
            try {
              const response = await run();
              out[name] = response.type === 'opaque' ? 'opaque' : response.status + ' ' + (await response.text()).slice(0, 200);
            } catch (error) {
              out[name] = 'bloqué';
            }
          }
          return out;
        })();
      </script>`,
  };
  return createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ?? '');
  });
}

test.describe('the editor answers only its own page', () => {
  // One editor for the file; a failed test does not skip the others.
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  let site: Workspace;
  let editor: EditorServer;
  let attacker: Server;
  let attackerUrl: string;
  let before: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = copySite();
    editor = await startEditor(site.web);
    const port = await freePort();
    attacker = attackingSite(editor.url, attackSave(site.web));
    await new Promise<void>((ok) => attacker.listen(port, '127.0.0.1', ok));
    attackerUrl = `http://127.0.0.1:${port}`;
    before = snapshot(site.web);
  });

  test.afterAll(async () => {
    await editor?.stop();
    await new Promise((ok) => attacker?.close(ok));
    site?.remove();
  });

  test.afterEach(() => {
    // Whatever was tried, no file of the site changed.
    expect(snapshot(site.web)).toEqual(before);
  });

  const post = (body: unknown, headers: Record<string, string> = {}, path = '/_editeur/api/v1') =>
    fetch(`${editor.url}${path}`, {
      method: 'POST',
      headers: { Origin: editor.url, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', 'X-Editeur-Jeton': editor.secret, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const frenchRefusal = async (response: Response, status: number[], pattern: RegExp) => {
    expect(status).toContain(response.status);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(pattern);
  };
  const gateRefusal = /^Requête refusée : .*L’éditeur n’accepte que les demandes de sa propre page/;

  test('its own page still reads and checks through the API (the control)', async () => {
    const entry = await post({ action: 'getEntry', params: { path: `${DATA}/chiffres.yaml` } });
    expect(entry.status).toBe(200);
    const refused = await post({ action: 'persistEntry', params: { dataFiles: [{ path: `${DATA}/chiffres.yaml`, raw: 'inconnu: 1\n' }], assets: [] } });
    expect(refused.status).toBe(422);
  });

  test('a form auto-submitted by another site is refused', async ({ page }) => {
    await page.goto(`${attackerUrl}/formulaire`);
    await page.waitForURL(`${editor.url}/_editeur/api/v1`, { timeout: 60_000 });
    await expect(page.locator('body')).toContainText('Requête refusée', { timeout: 30_000 });
  });

  test('fetch from another site can neither write nor read the editor, its secret or the files', async ({ page }) => {
    await page.goto(`${attackerUrl}/fetch`);
    const results = await page.evaluate(() => (window as unknown as { results: Promise<Record<string, string>> }).results);
    for (const [name, result] of Object.entries(results)) {
      // An opaque answer is one the page cannot read; the file check (afterEach) shows it wrote nothing.
      expect(['bloqué', 'opaque'], `${name}: ${result}`).toContain(result);
    }
  });

  test('a request with a foreign Origin is refused in French', async () => {
    await frenchRefusal(await post(attackSave(site.web), { Origin: attackerUrl }), [403], gateRefusal);
    await frenchRefusal(await post(attackSave(site.web), { Origin: 'https://exemple.com', 'Sec-Fetch-Site': 'cross-site' }), [403], gateRefusal);
  });

  test('a text/plain or form body is refused in French', async () => {
    await frenchRefusal(await post(JSON.stringify(attackSave(site.web)), { 'Content-Type': 'text/plain' }), [403], gateRefusal);
    await frenchRefusal(await post(JSON.stringify(attackSave(site.web)), { 'Content-Type': 'application/x-www-form-urlencoded' }), [403], gateRefusal);
  });

  test('a request without the secret, or with a wrong one, is refused in French', async () => {
    const noSecret = await fetch(`${editor.url}/_editeur/api/v1`, {
      method: 'POST',
      headers: { Origin: editor.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(attackSave(site.web)),
    });
    await frenchRefusal(noSecret, [403], gateRefusal);
    await frenchRefusal(await post(attackSave(site.web), { 'X-Editeur-Jeton': '0'.repeat(64) }), [403], gateRefusal);
    await frenchRefusal(await fetch(`${editor.url}/_editeur/config.json`), [403], gateRefusal);
  });

  test('a path outside the content files and the photos is refused, nothing read', async () => {
    for (const [action, params] of [
      ['getMediaFile', { path: 'package.json' }],
      ['getMediaFile', { path: `${PHOTOS}/../../../package.json` }],
      ['getEntry', { path: '../../../../etc/passwd' }],
      ['getEntry', { path: 'astro.config.ts' }],
      ['persistEntry', { dataFiles: [{ path: '../../etc/editeur.yaml', raw: 'a: 1\n' }], assets: [] }],
    ] as const) {
      const response = await post({ action, params });
      expect([403, 422], `${action} ${JSON.stringify(params)}`).toContain(response.status);
      const text = await response.text();
      expect(text).toMatch(/l’éditeur ne lit que|chemin refusé/);
      expect(text).not.toMatch(/"dependencies"|root:|defineConfig/);
    }
  });

  test('a file that is not a photo, named .jpg, is refused in French', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    const response = await post({ action: 'persistMedia', params: { asset: { path: `${PHOTOS}/portrait.jpg`, content: fake.toString('base64'), encoding: 'base64' } } });
    await frenchRefusal(response, [422], /portrait\.jpg : ce fichier n’est pas une image lisible\. Envoyez une photo JPEG, PNG, WebP ou AVIF/);
  });

  test('an image of more than 40 megapixels, or a body past the limit, is refused in French', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const response = await post({ action: 'persistMedia', params: { asset: { path: `${PHOTOS}/immense.jpg`, content: huge.toString('base64'), encoding: 'base64' } } });
    await frenchRefusal(response, [422], /immense\.jpg : l’image compte 40 mégapixels \(8000 × 5001\)/);
    const heavy = await post(`{"action":"persistMedia","params":{"asset":{"path":"${PHOTOS}/lourde.jpg","content":"${'A'.repeat(70 * 1024 * 1024)}"}}}`);
    await frenchRefusal(heavy, [413], /Envoi trop gros/);
  });
});
