import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { parse, stringify } from 'yaml';
import { WRAP_KEY, type EditorFile } from '../schema/config';
import { PHOTO_FOLDER } from '../schema/fields';
import { checkPhoto } from './photo';
import { CITY_TESTIMONIALS, splitCityForm } from './city-form';
import { forgetCreated, isNewFile, recordCreated } from './new-files';
import { SaveError, textToSave } from './save';
import type { Changes, Problem } from './site-check';

/**
 * The editor's backend: Decap CMS's « proxy » protocol (what its `decap-server` answers in local
 * mode), over the files of the working copy. It reads and writes only the content files the
 * registry names (and new files in its folders) and photos in src/assets/photos/; every save is
 * checked against the file's schema first (./save.ts). Git stays the editor's own: the changes
 * are in the working copy, to commit and publish as CONTENT.md says.
 */

export interface Context {
  /** web/, the root of every path Decap sends. */
  root: string;
  files: EditorFile[];
  /** Folder collections: folder (relative to web/) → the schema of its files. */
  folders: Map<string, EditorFile>;
  /** The build's problems a save would add (./site-check.ts); a save with any is refused, nothing written. */
  check?: (changes: Changes) => Promise<Problem[]>;
}

/** A save the build would refuse: the problems, each at its file and field. */
export class SiteRefused extends Error {
  override name = 'SiteRefused';
  constructor(readonly problems: Problem[]) {
    super(
      `Rien n’a été enregistré : le site ne se construirait plus avec ce changement.\n${problems.map((p) => p.message).join('\n')}`,
    );
  }
}

const DATA = 'src/content/data/';

export interface Reply {
  status: number;
  body: unknown;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const PHOTO_NAME = /^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp|avif)$/;

/** A read outside the content files and the photo folder: refused, nothing read. */
export class ReadRefused extends Error {
  override name = 'ReadRefused';
}

function safePath(path: string): string {
  const clean = normalize(path.replace(/^\/+/, ''));
  if (clean.startsWith('..') || clean.includes('\0')) throw new SaveError(`chemin refusé : ${path}`);
  return clean;
}

/** The content file at `path`, known or new in a folder collection. */
function fileAt(ctx: Context, path: string): EditorFile | undefined {
  const known = ctx.files.find((f) => f.path === path);
  if (known) return known;
  const folder = ctx.folders.get(dirname(path));
  const extension = folder?.markdown ? 'md' : 'yaml';
  if (folder && new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*\\.${extension}$`).test(basename(path))) return { ...folder, path };
  return undefined;
}

/** What Decap reads for a file: a listed file is shown under `liste` (see ../schema/config.ts). */
function entryText(file: EditorFile, text: string): string {
  return file.wrapped ? stringify({ [WRAP_KEY]: parse(text) }, { lineWidth: 0 }) : text;
}

function readEntry(ctx: Context, path: string) {
  const file = fileAt(ctx, path);
  if (!file) throw new ReadRefused(`${path} : l’éditeur ne lit que les fichiers de contenu du registre et les photos`);
  const full = join(ctx.root, path);
  if (!existsSync(full)) return { data: null, file: { path, id: null } };
  const text = readFileSync(full, 'utf8');
  return { data: entryText(file, text), file: { path, id: sha(text) } };
}

function readMedia(ctx: Context, path: string) {
  if (dirname(path) !== PHOTO_FOLDER || !PHOTO_NAME.test(basename(path))) {
    throw new ReadRefused(`${path} : l’éditeur ne lit que les fichiers de contenu du registre et les photos de ${PHOTO_FOLDER}/`);
  }
  const content = readFileSync(join(ctx.root, path));
  return { id: sha(content), content: content.toString('base64'), encoding: 'base64', path, name: basename(path) };
}

function writeAtomically(full: string, content: string | Buffer) {
  mkdirSync(dirname(full), { recursive: true });
  const tmp = `${full}.editeur-${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, full);
}

async function persistEntry(ctx: Context, params: Record<string, unknown>): Promise<Reply> {
  const sent = (params.dataFiles ?? [params.entry]) as { path: string; raw: string; newPath?: string }[];
  // A city's form also carries the testimonials a new city needs (./city-form.ts).
  const dataFiles = sent.flatMap((entry) => {
    const path = safePath(entry.newPath ?? entry.path);
    return fileAt(ctx, path)?.name === 'villes' && entry.raw.includes(CITY_TESTIMONIALS) ? splitCityForm({ path, raw: entry.raw }, ctx.root) : [entry];
  }) as { path: string; raw: string; newPath?: string }[];
  const assets = (params.assets ?? []) as { path: string; content: string; encoding: string }[];
  const writes: [string, string | Buffer][] = [];
  for (const entry of dataFiles) {
    const path = safePath(entry.newPath ?? entry.path);
    const file = fileAt(ctx, path);
    if (!file) throw new SaveError(`${path} : ce fichier n’est pas un fichier de contenu que l’éditeur peut modifier`);
    const full = join(ctx.root, path);
    const original = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    writes.push([full, textToSave(file, entry.raw, original)]);
  }
  for (const asset of assets) writes.push(await mediaWrite(ctx, asset));
  // The whole site as the build would see it after these writes (photos included: a testimonial
  // names its new photo); refused, nothing is written.
  const changes = new Map<string, string | null>();
  for (const [full, content] of writes) {
    const path = full.slice(ctx.root.length + 1);
    if (path.startsWith(DATA) && typeof content === 'string') changes.set(path.slice(DATA.length), content);
  }
  const problems = ctx.check && changes.size ? await ctx.check(changes) : [];
  if (problems.length) throw new SiteRefused(problems);
  // Everything was checked: now write.
  for (const [full, content] of writes) {
    if (!existsSync(full)) recordCreated(full);
    writeAtomically(full, content);
  }
  return { status: 200, body: { message: 'entry persisted' } };
}

async function mediaWrite(ctx: Context, asset: { path: string; content: string; encoding: string }): Promise<[string, Buffer]> {
  const path = safePath(asset.path);
  if (dirname(path) !== PHOTO_FOLDER || !PHOTO_NAME.test(basename(path))) {
    throw new SaveError(
      `${basename(path)} : une photo va dans ${PHOTO_FOLDER}/, nommée en minuscules sans accents ni espaces (ex. : equipe-laval.jpg), en JPEG, PNG, WebP ou AVIF`,
    );
  }
  const content = Buffer.from(String(asset.content ?? ''), 'base64');
  await checkPhoto(basename(path), content);
  return [join(ctx.root, path), content];
}

/**
 * Deletes new content files (./new-files.ts) when the site builds without them; a published file
 * is withdrawn instead (« Retirer du site »), never deleted here.
 */
async function deleteNewFiles(ctx: Context, paths: string[]): Promise<Reply> {
  const changes = new Map<string, string | null>();
  const fulls: string[] = [];
  for (const raw of paths) {
    const path = safePath(String(raw));
    const full = join(ctx.root, path);
    const file = fileAt(ctx, path);
    if (!file || !path.startsWith(DATA) || !existsSync(full)) throw new SaveError(`${path} : ce fichier n’est pas un fichier de contenu que l’éditeur peut supprimer`);
    if (!isNewFile(ctx.root, full)) {
      return {
        status: 403,
        body: { error: `${path} est déjà publié : il ne se supprime pas, il se retire du site. Cochez « Retirer du site » dans sa fiche, puis enregistrez.` },
      };
    }
    changes.set(path.slice(DATA.length), null);
    fulls.push(full);
  }
  const problems = ctx.check ? await ctx.check(changes) : [];
  if (problems.length) throw new SiteRefused(problems);
  for (const full of fulls) {
    rmSync(full);
    forgetCreated(full);
  }
  return { status: 200, body: { message: 'deleted' } };
}

export async function handle(ctx: Context, action: string, params: Record<string, unknown>): Promise<Reply> {
  switch (action) {
    case 'info':
      return { status: 200, body: { repo: basename(dirname(ctx.root)), publish_modes: ['simple'], type: 'local_fs' } };
    case 'entriesByFolder': {
      const folder = safePath(String(params.folder));
      const files = ctx.files.filter((f) => dirname(f.path) === folder);
      return { status: 200, body: files.map((f) => readEntry(ctx, f.path)) };
    }
    case 'entriesByFiles':
      return { status: 200, body: (params.files as { path: string }[]).map((f) => readEntry(ctx, safePath(f.path))) };
    case 'getEntry':
      return { status: 200, body: readEntry(ctx, safePath(String(params.path))) };
    case 'persistEntry':
      return persistEntry(ctx, params);
    case 'getMedia': {
      const dir = join(ctx.root, PHOTO_FOLDER);
      const names = existsSync(dir) ? readdirSync(dir).filter((n) => PHOTO_NAME.test(n)) : [];
      return { status: 200, body: names.map((n) => readMedia(ctx, `${PHOTO_FOLDER}/${n}`)) };
    }
    case 'getMediaFile':
      return { status: 200, body: readMedia(ctx, safePath(String(params.path))) };
    case 'persistMedia': {
      const [full, content] = await mediaWrite(ctx, params.asset as { path: string; content: string; encoding: string });
      writeAtomically(full, content);
      return { status: 200, body: readMedia(ctx, `${PHOTO_FOLDER}/${basename(full)}`) };
    }
    case 'deleteFile':
    case 'deleteFiles':
      return deleteNewFiles(ctx, (params.paths ?? [params.path]) as string[]);
    case 'getDeployPreview':
      return { status: 200, body: null };
    default:
      return { status: 422, body: { error: `action inconnue : ${action}` } };
  }
}

/**
 * A file its schema refuses (./save.ts: « <file> n’a pas été enregistré : » then one « champ « … » »
 * line each): its problems at their fields, for the editor to show them there (../client/refus.js).
 */
function fieldProblems(message: string): { problems?: Problem[] } {
  const file = /^(src\/content\/data\/\S+) n’a pas été enregistré/.exec(message)?.[1];
  if (!file) return {};
  const problems = message.split('\n').flatMap((line) => {
    const field = /^champ « ([^».]+)[^»]* »/.exec(line)?.[1];
    return field ? [{ file, field, message: line }] : [];
  });
  return problems.length ? { problems } : {};
}

/** Runs `handle`, turning a refused save into the error Decap shows. */
export async function reply(ctx: Context, body: { action?: string; params?: Record<string, unknown> }): Promise<Reply> {
  try {
    return await handle(ctx, String(body.action), body.params ?? {});
  } catch (error) {
    if (error instanceof ReadRefused) return { status: 403, body: { error: error.message } };
    if (error instanceof SiteRefused) return { status: 422, body: { error: error.message, problems: error.problems } };
    if (error instanceof SaveError) return { status: 422, body: { error: error.message, ...fieldProblems(error.message) } };
    return { status: 500, body: { error: `Erreur de l’éditeur : ${(error as Error).message}` } };
  }
}
