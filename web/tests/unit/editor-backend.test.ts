import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EditorFile } from '../../editor/schema/config';
import { fileFields, PHOTO_FOLDER } from '../../editor/schema/fields';
import { reply, type Context } from '../../editor/server/api';
import { photoNames } from '../../editor/server/save';

/**
 * The editor's backend (Decap's local « proxy » protocol, editor/server/api.ts) on a scratch
 * folder: what it reads and writes, what it refuses, and where photos go.
 */

// A real image: the editor decodes every upload before writing it (editor/server/photo.ts).
const PNG = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#ffffff' } }).png().toBuffer();
const PHOTO_REGEX = /^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp|avif|tiff?)$/;

let root: string;
let ctx: Context;
const hours = z.array(z.strictObject({ label: z.string().min(2), text: z.string().min(2) })).min(1);
const page = z.strictObject({ title: z.string().min(3), tone: z.enum(['info', 'warning']) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'editeur-unit-'));
  mkdirSync(join(root, 'src/content/data'), { recursive: true });
  writeFileSync(join(root, 'src/content/data/heures.yaml'), '# Les heures.\n- label: Bureau\n  text: Du lundi au vendredi\n');
  writeFileSync(join(root, 'src/content/data/page.yaml'), '# Une page.\ntitle: Bonjour\ntone: info # le ton\n');
  const files: EditorFile[] = [
    { name: 'heures', path: 'src/content/data/heures.yaml', markdown: false, wrapped: true, schema: hours },
    { name: 'page', path: 'src/content/data/page.yaml', markdown: false, wrapped: false, schema: page },
  ];
  ctx = { root, files, folders: new Map() };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the editor backend', () => {
  it('shows a file that is a list under « liste » and writes it back as a list', async () => {
    const entry = await reply(ctx, { action: 'getEntry', params: { path: 'src/content/data/heures.yaml' } });
    expect(parse((entry.body as { data: string }).data)).toEqual({ liste: [{ label: 'Bureau', text: 'Du lundi au vendredi' }] });
    const raw = 'liste:\n  - label: Bureau\n    text: Du lundi au jeudi\n';
    const saved = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path: 'src/content/data/heures.yaml', raw }], assets: [] } });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(root, 'src/content/data/heures.yaml'), 'utf8')).toBe('# Les heures.\n- label: Bureau\n  text: Du lundi au jeudi\n');
  });

  it('refuses a value outside the enumeration, writes nothing and says why in French', async () => {
    const raw = 'title: Bonjour\ntone: rouge\n';
    const saved = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path: 'src/content/data/page.yaml', raw }], assets: [] } });
    expect(saved.status).toBe(422);
    expect((saved.body as { error: string }).error).toContain('champ « tone » : valeurs permises : info, warning');
    expect(readFileSync(join(root, 'src/content/data/page.yaml'), 'utf8')).toContain('tone: info # le ton');
  });

  it('writes only content files of the registry', async () => {
    for (const path of ['src/content/data/autre.yaml', '../secret.yaml', 'astro.config.ts']) {
      const saved = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path, raw: 'a: b\n' }], assets: [] } });
      expect(saved.status, path).toBe(422);
      expect(existsSync(join(root, path))).toBe(false);
    }
  });

  it('puts an uploaded photo in the photo folder and lists it; refuses other names and places', async () => {
    const ok = await reply(ctx, { action: 'persistMedia', params: { asset: { path: `${PHOTO_FOLDER}/equipe-laval.png`, content: PNG.toString('base64'), encoding: 'base64' } } });
    expect(ok.status).toBe(200);
    expect(readFileSync(join(root, PHOTO_FOLDER, 'equipe-laval.png'))).toEqual(PNG);
    const listed = await reply(ctx, { action: 'getMedia', params: { mediaFolder: PHOTO_FOLDER } });
    expect((listed.body as { name: string }[]).map((m) => m.name)).toEqual(['equipe-laval.png']);
    for (const path of [`${PHOTO_FOLDER}/Équipe Laval.png`, 'public/equipe.png', `${PHOTO_FOLDER}/notes.txt`]) {
      const refused = await reply(ctx, { action: 'persistMedia', params: { asset: { path, content: PNG.toString('base64'), encoding: 'base64' } } });
      expect(refused.status, path).toBe(422);
      expect((refused.body as { error: string }).error).toContain('minuscules sans accents');
    }
  });

  it('creates a new Markdown file in a folder of Markdown files (the articles), checking its frontmatter', async () => {
    mkdirSync(join(root, 'src/content/data/articles'));
    const article = z.strictObject({ titre: z.string().min(3), categorie: z.enum(['medical', 'garderies']) });
    ctx.folders.set('src/content/data/articles', { name: 'articles', path: '', markdown: true, wrapped: false, schema: article });
    const path = 'src/content/data/articles/nouvel-article.md';
    const bad = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path, raw: '---\ntitre: Un guide\ncategorie: autre\n---\nTexte.\n' }], assets: [] } });
    expect(bad.status).toBe(422);
    expect(existsSync(join(root, path))).toBe(false);
    const raw = '---\ntitre: Un guide\ncategorie: medical\n---\n## Premier point\n\nTexte.\n';
    const saved = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path, raw }], assets: [] } });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(root, path), 'utf8')).toBe(raw);
    // A YAML file is not an article.
    const yaml = await reply(ctx, { action: 'persistEntry', params: { dataFiles: [{ path: 'src/content/data/articles/x.yaml', raw: 'titre: Un guide\n' }], assets: [] } });
    expect(yaml.status).toBe(422);
  });

  it('never deletes a file', async () => {
    const refused = await reply(ctx, { action: 'deleteFile', params: { path: 'src/content/data/page.yaml' } });
    expect(refused.status).toBe(403);
    expect(existsSync(join(root, 'src/content/data/page.yaml'))).toBe(true);
  });

  it('makes a photo file name an upload field, stored as the file name alone', async () => {
    const schema = z.strictObject({ photo: z.strictObject({ fichier: z.string().regex(PHOTO_REGEX), alt: z.string().min(10) }).optional() });
    const [photo] = fileFields(schema, {});
    const fichier = photo!.fields!.find((f) => f.name === 'fichier')!;
    expect(fichier.widget).toBe('image');
    expect(fichier.media_folder).toBe(`/${PHOTO_FOLDER}`);
    expect(photo!.required).toBe(false);
    expect(photoNames({ photo: { fichier: '/equipe-laval.jpg' } })).toEqual({ photo: { fichier: 'equipe-laval.jpg' } });
    expect(photoNames({ photo: { fichier: `${PHOTO_FOLDER}/equipe-laval.jpg` } })).toEqual({ photo: { fichier: 'equipe-laval.jpg' } });
    expect(photoNames({ href: '/contact' })).toEqual({ href: '/contact' });
  });
});
