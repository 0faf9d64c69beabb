import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PHOTO_FOLDER } from '../../editor/schema/fields';
import { reply, type Context } from '../../editor/server/api';
import { createGate, SECRET_HEADER } from '../../editor/server/gate';
import { MAX_BYTES, MAX_PIXELS } from '../../editor/server/photo';

/**
 * The editor's refusals that need no browser: the gate every /_editeur/ request passes
 * (editor/server/gate.ts), the reads the API allows, and the photos it writes (real images, not
 * too big). The same refusals over HTTP, from real Chromium on another origin:
 * tests/e2e/editor-guard.spec.ts.
 */

const PORT = 4321;
const OWN = `http://127.0.0.1:${PORT}`;
const gate = createGate(() => PORT, 'a'.repeat(64));
const ok = { host: `127.0.0.1:${PORT}`, origin: OWN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', [SECRET_HEADER]: gate.secret };
const french = /Requête refusée : .*L’éditeur n’accepte que les demandes de sa propre page/;

describe('the gate of /_editeur/', () => {
  it('lets the editor page call its API', () => {
    expect(gate.admit('api', 'POST', ok)).toBeNull();
    expect(gate.admit('api', 'GET', { ...ok, 'content-type': undefined })).toBeNull();
    expect(gate.admit('api', 'POST', { ...ok, 'content-type': 'application/json; charset=utf-8' })).toBeNull();
    expect(gate.admit('api', 'POST', { ...ok, host: `localhost:${PORT}`, origin: `http://localhost:${PORT}` })).toBeNull();
  });

  it.each([
    ['a foreign Origin', { origin: 'http://127.0.0.1:9999' }],
    ['a public Origin', { origin: 'https://exemple.com' }],
    ['the null Origin of a sandboxed page', { origin: 'null' }],
    ['a cross-site request', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site request from another port', { 'sec-fetch-site': 'same-site' }],
    ['a form body (text/plain)', { 'content-type': 'text/plain' }],
    ['a form body (urlencoded)', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', { 'content-type': undefined }],
    ['no secret', { [SECRET_HEADER]: undefined }],
    ['a wrong secret', { [SECRET_HEADER]: 'b'.repeat(64) }],
    ['a short secret', { [SECRET_HEADER]: 'a' }],
    ['another host name (DNS rebinding)', { host: `attaquant.exemple:${PORT}`, origin: `http://attaquant.exemple:${PORT}` }],
    ['another port', { host: '127.0.0.1:1', origin: 'http://127.0.0.1:1' }],
  ])('refuses an API call with %s, in French', (_, change) => {
    const refused = gate.admit('api', 'POST', { ...ok, ...change });
    expect(refused?.status).toBe(403);
    expect(refused?.error).toMatch(french);
  });

  it('refuses other methods on the API', () => {
    expect(gate.admit('api', 'PUT', ok)?.status).toBe(403);
  });

  it('opens its page in a tab, never in a frame or through a fetch from another page', () => {
    expect(gate.admit('page', 'GET', { host: ok.host, 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' })).toBeNull();
    expect(gate.admit('page', 'GET', { host: ok.host, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' })).toBeNull();
    expect(gate.admit('page', 'GET', { host: ok.host, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe' })?.status).toBe(403);
    expect(gate.admit('page', 'GET', { host: ok.host, origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' })?.status).toBe(403);
    expect(gate.admit('page', 'GET', { host: ok.host, 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' })?.status).toBe(403);
    expect(gate.admit('page', 'POST', { host: ok.host, 'sec-fetch-dest': 'document' })?.status).toBe(403);
  });

  it('serves its scripts to its own page only', () => {
    expect(gate.admit('asset', 'GET', { host: ok.host, 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(gate.admit('asset', 'GET', { host: ok.host, 'sec-fetch-site': 'cross-site' })?.status).toBe(403);
  });
});

let root: string;
let ctx: Context;
const page = z.strictObject({ title: z.string().min(3) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'editeur-guard-'));
  mkdirSync(join(root, 'src/content/data'), { recursive: true });
  mkdirSync(join(root, PHOTO_FOLDER), { recursive: true });
  writeFileSync(join(root, 'src/content/data/page.yaml'), 'title: Bonjour\n');
  writeFileSync(join(root, 'package.json'), '{"secret": true}\n');
  writeFileSync(join(root, 'src/content.config.ts'), 'export const secret = 1;\n');
  ctx = { root, files: [{ name: 'page', path: 'src/content/data/page.yaml', markdown: false, wrapped: false, schema: page }], folders: new Map() };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const photos = () => readdirSync(join(root, PHOTO_FOLDER));
const upload = (name: string, content: Buffer) =>
  reply(ctx, { action: 'persistMedia', params: { asset: { path: `${PHOTO_FOLDER}/${name}`, content: content.toString('base64'), encoding: 'base64' } } });
const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).toFormat(format).toBuffer();

describe('the reads of the editor API', () => {
  it('reads the registry files and the photos', async () => {
    expect((await reply(ctx, { action: 'getEntry', params: { path: 'src/content/data/page.yaml' } })).status).toBe(200);
    writeFileSync(join(root, PHOTO_FOLDER, 'equipe.png'), await image(4, 4, 'png'));
    expect((await reply(ctx, { action: 'getMediaFile', params: { path: `${PHOTO_FOLDER}/equipe.png` } })).status).toBe(200);
  });

  it.each([
    ['getMediaFile', { path: 'package.json' }],
    ['getMediaFile', { path: 'src/content.config.ts' }],
    ['getMediaFile', { path: `${PHOTO_FOLDER}/../../../package.json` }],
    ['getMediaFile', { path: '../../etc/passwd' }],
    ['getEntry', { path: 'package.json' }],
    ['getEntry', { path: 'src/content/data/../../content.config.ts' }],
    ['getEntry', { path: '../../etc/passwd' }],
    ['entriesByFiles', { files: [{ path: 'src/content.config.ts' }] }],
  ])('refuses %s of %j, reading nothing', async (action, params) => {
    const answer = await reply(ctx, { action, params });
    expect([403, 422]).toContain(answer.status);
    const text = JSON.stringify(answer.body);
    expect(text).toMatch(/l’éditeur ne lit que|chemin refusé/);
    expect(text).not.toContain('secret');
  });
});

describe('the photos the editor writes', () => {
  it('writes a real JPEG, PNG, WebP or AVIF under its own name', async () => {
    for (const [name, format] of [['a.jpg', 'jpeg'], ['b.png', 'png'], ['c.webp', 'webp'], ['d.avif', 'avif']] as const) {
      expect((await upload(name, await image(8, 6, format))).status, name).toBe(200);
    }
    expect(photos().sort()).toEqual(['a.jpg', 'b.png', 'c.webp', 'd.avif']);
  });

  it.each([
    ['a text file named .jpg', 'faux.jpg', () => Buffer.from('ceci n’est pas une photo\n'.repeat(50))],
    ['an HTML page named .png', 'page.png', () => Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated JPEG', 'coupee.jpg', async () => (await image(400, 300, 'jpeg')).subarray(0, 300)],
    ['a PNG named .jpg', 'mauvais-nom.jpg', () => image(8, 6, 'png')],
    ['a GIF', 'anime.gif', () => sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer()],
    ['a TIFF', 'scan.tiff', () => image(4, 4, 'png').then((b) => sharp(b).tiff().toBuffer())],
    ['an image of more than 40 megapixels', 'immense.png', () => image(8000, 5001, 'png')],
    [
      'a file of more than 20 MB',
      'lourde.png',
      // Random pixels do not compress: a real PNG of about 21 MB.
      () => sharp(Buffer.from(Array.from({ length: 2700 * 2600 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 2700, height: 2600, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
    ],
  ])('refuses %s in French and writes nothing', async (_, name, make) => {
    const content = await make();
    if (name === 'immense.png') expect(8000 * 5001).toBeGreaterThan(MAX_PIXELS);
    if (name === 'lourde.png') expect(content.length).toBeGreaterThan(MAX_BYTES);
    const answer = await upload(name, content);
    expect(answer.status).toBe(422);
    expect((answer.body as { error: string }).error).toMatch(/Envoyez une photo JPEG, PNG, WebP ou AVIF d’au plus 20 Mo|minuscules sans accents/);
    expect(photos()).toEqual([]);
    // A photo that comes with an entry is checked too: neither is written.
    const withEntry = await reply(ctx, {
      action: 'persistEntry',
      params: { dataFiles: [{ path: 'src/content/data/page.yaml', raw: 'title: Changé\n' }], assets: [{ path: `${PHOTO_FOLDER}/${name}`, content: content.toString('base64'), encoding: 'base64' }] },
    });
    expect(withEntry.status).toBe(422);
    expect(photos()).toEqual([]);
    expect(existsSync(join(root, 'src/content/data/page.yaml'))).toBe(true);
  }, 60_000);
});
