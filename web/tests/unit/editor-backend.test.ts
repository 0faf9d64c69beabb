import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse, parseDocument, stringify } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EditorFile } from '../../editor/schema/config';
import { fileFields, PHOTO_FOLDER } from '../../editor/schema/fields';
import { reply, type Context } from '../../editor/server/api';
import { photoNames } from '../../editor/server/save';
import { editorState } from '../../editor/server/state';
import { readCollection, readingWith, siteValues } from '../../src/content/direct-reader';

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

  it('never deletes a file it did not create (a published one is withdrawn instead)', async () => {
    const refused = await reply(ctx, { action: 'deleteFile', params: { path: 'src/content/data/page.yaml' } });
    expect(refused.status).toBe(403);
    expect((refused.body as { error: string }).error).toMatch(/déjà publié : il ne se supprime pas, il se retire du site/);
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

/**
 * No save the build would refuse (issue 37): on a copy of the real content, each kind of rule the
 * build applies across the site (schemas with their `{clés}`, orders, slugs, testimonials per city,
 * an article's words, its title's length, the privacy policy's `{#ancre}` headings, the featured
 * count) refuses a save that breaks it: 422, a French message naming the file and the field and
 * saying what to do, and not one file changed.
 */
// Each save loads the whole site twice (before and after): seconds on a loaded 2-core machine, not a
// speed target (the editor's budget is measured apart), so the default 5 s is no limit here.
describe('a save the build would refuse', { timeout: 60_000 }, () => {
  const REAL = resolve('src/content/data');
  let web: string;
  let site: Context;
  const data = (path: string) => join(web, 'src/content/data', path);
  const text = (path: string) => readFileSync(data(path), 'utf8');
  const snapshot = () => {
    const all = readdirSync(join(web, 'src/content/data'), { recursive: true }) as string[];
    return new Map(all.filter((f) => /\.(ya?ml|md)$/.test(f)).sort().map((f) => [f, text(f)]));
  };
  const save = (path: string, raw: string) =>
    reply(site, { action: 'persistEntry', params: { dataFiles: [{ path: `src/content/data/${path}`, raw }], assets: [] } });
  /** The save is refused with `pattern` in its message, at `field` of `file`, and nothing is written. */
  async function refused(path: string, raw: string, pattern: RegExp, at: { file: string; field?: string }) {
    const before = snapshot();
    const answer = await save(path, raw);
    const body = answer.body as { error: string; problems?: { file: string; field?: string; message: string }[] };
    expect(answer.status, body.error).toBe(422);
    expect(body.error).toMatch(/^Rien n’a été enregistré : le site ne se construirait plus/);
    expect(body.error).toMatch(pattern);
    expect(body.problems!.find((p) => pattern.test(p.message))).toMatchObject(at);
    expect(snapshot()).toEqual(before);
  }
  const city = (slug: string) => parse(text(`villes/${slug}.yaml`)) as { ordre: number; slug: string };
  const [first, second] = readdirSync(REAL + '/villes').sort().map((f) => f.replace(/\.yaml$/, ''));

  beforeEach(async () => {
    web = mkdtempSync(join(tmpdir(), 'editeur-site-'));
    cpSync(REAL, join(web, 'src/content/data'), { recursive: true });
    site = editorState(web).context;
  });
  afterEach(() => rmSync(web, { recursive: true, force: true }));

  /** The city file with `more` added at the end of its portrait (plain or quoted, whatever it holds). */
  const withPortrait = (slug: string, more: string) => {
    const doc = parseDocument(text(`villes/${slug}.yaml`));
    doc.set('portrait', `${String(doc.get('portrait'))}${more}`);
    return doc.toString({ lineWidth: 0 });
  };

  /**
   * The fixture city (tests/fixtures/ville-13) made new to whatever the data holds, since the staff
   * may have added Rimouski: its own slug, name, places and landmarks, the next free order, one
   * client per sector (totals the data allows); and its testimonials' people, renamed to match.
   */
  const NEW_CITY = 'rimouski-ouest';
  const newCity = () => {
    const fixture = 'tests/fixtures/ville-13';
    const orders = readdirSync(REAL + '/villes').map((f) => Number(parse(readFileSync(join(REAL, 'villes', f), 'utf8')).ordre));
    const city = parse(readFileSync(resolve(fixture, 'rimouski.yaml'), 'utf8'));
    const renamed = (names: string[]) => names.map((name) => `${name} Ouest`);
    Object.assign(city, { slug: NEW_CITY, nom: 'Rimouski-Ouest', ordre: Math.max(...orders) + 1, quartiers: renamed(city.quartiers), reperes: renamed(city.reperes) });
    city.nombreClients = { medical: 1, garderie: 1, entreprise: 1 };
    const people = readdirSync(resolve(fixture, 'temoignages')).map((f) => {
      const { ville: _, ...person } = parse(readFileSync(resolve(fixture, 'temoignages', f), 'utf8'));
      return { ...person, auteur: `${person.auteur}-Ouest`, quartier: `${person.quartier} Ouest` };
    });
    return { city, people };
  };

  it('accepts a save the build accepts, and writes it', async () => {
    const raw = withPortrait(first!, ' Un mot de plus.');
    const answer = await save(`villes/${first}.yaml`, raw);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(text(`villes/${first}.yaml`)).toContain('Un mot de plus.');
  });

  it('refuses an unknown {clé} (placeholders)', async () => {
    const raw = withPortrait(first!, ' Dans {villes.nombr} villes.');
    await refused(`villes/${first}.yaml`, raw, /champ « portrait ».*villes\.nombr/, { file: `src/content/data/villes/${first}.yaml`, field: 'portrait' });
  });

  it('refuses two cities with the same order (orders)', async () => {
    const raw = text(`villes/${second}.yaml`).replace(/^ordre: .*$/m, `ordre: ${city(first!).ordre}`);
    await refused(`villes/${second}.yaml`, raw, /champ « ordre » : \d+ est déjà l’ordre de .*Donnez à chaque ville un ordre différent/, {
      file: `src/content/data/villes/${second}.yaml`,
      field: 'ordre',
    });
  });

  it('refuses a city whose slug is not its file name (slugs)', async () => {
    const raw = text(`villes/${first}.yaml`).replace(/^slug: .*$/m, 'slug: autre-ville');
    await refused(`villes/${first}.yaml`, raw, /champ « slug » : doit valoir « .* », comme le nom du fichier/, { file: `src/content/data/villes/${first}.yaml`, field: 'slug' });
  });

  it('refuses a new city without its testimonials (testimonials per city)', async () => {
    const raw = stringify(newCity().city);
    await refused('villes/rimouski-ouest.yaml', raw, /n’a aucun témoignage du secteur « medical ».*Ajoutez un fichier avec « ville: rimouski-ouest »/, { file: 'src/content/data/temoignages' });
  });

  it('refuses a new city without the local text of its pages (a city\'s generic pages)', async () => {
    const { city, people } = newCity();
    const { heros: _, ...lacking } = city;
    const form = stringify({ ...lacking, temoignagesVille: people.map((p) => ({ ...p, affichage: 'initiales', consentement: undefined, dateConsentement: undefined, photo: undefined })) });
    await refused(`villes/${NEW_CITY}.yaml`, form, /champ « heros » manquant \(le texte local des pages de la ville\)/, { file: `src/content/data/villes/${NEW_CITY}.yaml`, field: 'heros' });
  });

  /** A page's file with its search title (`referencement.titre`) set to `title`. */
  const withPageTitle = (file: string, title: string) => {
    const doc = parseDocument(text(file));
    doc.setIn(['referencement', 'titre'], title);
    return doc.toString({ lineWidth: 0 });
  };

  it('refuses a 400-character page title before writing, in French at its field (lengths)', async () => {
    const before = snapshot();
    const long = 'Nettoyage commercial et conformité sanitaire pour les cliniques, les garderies et les entreprises réglementées du Québec. '.repeat(4).slice(0, 400);
    const answer = await save('contact.yaml', withPageTitle('contact.yaml', long));
    const body = answer.body as { error: string };
    expect(answer.status, body.error).toBe(422);
    expect(body.error).toMatch(/champ « referencement\.titre » : un titre de page compte 70 caractères au plus dans l’onglet, nom de l’entreprise compris/);
    // At its field, for the editor to show it there.
    expect((answer.body as { problems: unknown[] }).problems).toEqual([expect.objectContaining({ file: 'src/content/data/contact.yaml', field: 'referencement' })]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a page title whose tab title, the firm\'s name added, passes 70 characters (lengths)', async () => {
    // Short enough as typed (at most 70), too long once « | the firm » is added after it.
    const title = 'Contact, soumission gratuite et audit de conformité sanitaire';
    await refused('contact.yaml', withPageTitle('contact.yaml', title), /champ « referencement\.titre » : le titre de l’onglet « .* » compte \d+ caractères, 70 au plus/, {
      file: 'src/content/data/contact.yaml',
      field: 'referencement',
    });
  });

  const article = () => readdirSync(REAL + '/articles').sort()[0]!;
  /** An article shown on the site and not featured (the data may hold withdrawn ones). */
  const plainArticle = () => readdirSync(REAL + '/articles').sort().find((f) => !/^(vedette|retire): true$/m.test(text(`articles/${f}`)))!;

  it('refuses an article under the minimum word count (word counts)', async () => {
    const raw = text(`articles/${article()}`).replace(/\n---\n[\s\S]*$/, '\n---\n## Un titre\n\nUn texte bien trop court.\n');
    await refused(`articles/${article()}`, raw, /champ « body » : \d+ mots ; un article en compte au moins 900/, { file: `src/content/data/articles/${article()}`, field: 'body' });
  });

  it('refuses an article title too long for a browser tab (lengths)', async () => {
    const long = 'Un titre court qui ne l’est plus du tout, tant il s’allonge au fil des mots';
    const raw = text(`articles/${article()}`).replace(/^titreCourt: .*$/m, `titreCourt: "${long}"`).replace(/^(titre: .*)$/m, (line) => (/^titreCourt/m.test(text(`articles/${article()}`)) ? line : `${line}\ntitreCourt: "${long}"`));
    await refused(`articles/${article()}`, raw, /champ « titreCourt » : .* compte \d+ caractères, 70 au plus/, { file: `src/content/data/articles/${article()}`, field: 'titreCourt' });
  });

  it('refuses a privacy policy whose text does not open with a « ## Titre {#ancre} » (anchors)', async () => {
    const raw = text('politique-confidentialite.md').replace(/\n---\n\n?## [^\n]*\n/, '\n---\n\n');
    await refused('politique-confidentialite.md', raw, /doit commencer par un titre « ## Titre \{#ancre\} »/, { file: 'src/content/data/politique-confidentialite.md' });
  });

  it('refuses an article heading with an {#ancre}, which only the privacy policy has (anchors)', async () => {
    const raw = text(`articles/${article()}`).replace(/^## (.*)$/m, '## $1 {#une-ancre}');
    await refused(`articles/${article()}`, raw, /la clé \{#une-ancre\} n’existe pas/, { file: `src/content/data/articles/${article()}` });
  });

  it('refuses a fourth featured article (the featured count)', async () => {
    const plain = plainArticle();
    const raw = text(`articles/${plain}`).replace(/^vedette: .*\n/m, '').replace(/^(categorie: .*)$/m, '$1\nvedette: true');
    await refused(`articles/${plain}`, raw, /4 articles ont « vedette: true », il en faut exactement 3/, { file: 'src/content/data/articles', field: 'vedette' });
  });

  it('withdraws an article (« Retirer du site »): the file stays, the collection and its counts leave it out', async () => {
    const plain = plainArticle();
    const raw = text(`articles/${plain}`).replace(/^(categorie: .*)$/m, '$1\nretire: true');
    const answer = await save(`articles/${plain}`, raw);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(text(`articles/${plain}`)).toMatch(/^retire: true$/m);
    const id = plain.replace(/\.md$/, '');
    const total = (changes: Map<string, string>) => readingWith(changes, () => [readCollection('articles').map((a) => a.id), siteValues().get('guides.total')] as const);
    const [before, countBefore] = total(new Map());
    const [after, countAfter] = total(new Map([[`articles/${plain}`, text(`articles/${plain}`)]]));
    expect(before).toContain(id);
    expect(after).not.toContain(id);
    expect(Number(countAfter)).toBe(Number(countBefore) - 1);
  });

  it('refuses to withdraw the one testimonial a city has for a sector (testimonials per city)', async () => {
    const files = readdirSync(REAL + '/temoignages').sort();
    const bySector = (f: string) => { const t = parse(text(`temoignages/${f}`)); return `${t.ville}/${t.secteur}`; };
    const only = files.find((f) => files.filter((g) => bySector(g) === bySector(f)).length === 1)!;
    const { ville, secteur } = parse(text(`temoignages/${only}`));
    await refused(`temoignages/${only}`, `${text(`temoignages/${only}`)}retire: true\n`, new RegExp(`villes/${ville}\.yaml n’a aucun témoignage du secteur « ${secteur} »`), { file: 'src/content/data/temoignages' });
  });

  it('creates a new city and the testimonials it needs in one save (the city form), or nothing', async () => {
    const { city, people: fixturePeople } = newCity();
    const people = fixturePeople.map((person) => ({ ...person, affichage: 'initiales', consentement: undefined, dateConsentement: undefined, photo: undefined }));
    const form = (list: unknown[]) => stringify({ ...city, temoignagesVille: list });
    // A full name without the person's consent: refused, nothing written.
    const before = snapshot();
    const unconsented = await save(`villes/${NEW_CITY}.yaml`, form([{ ...people[0], affichage: 'nom-complet' }, ...people.slice(1)]));
    expect(unconsented.status).toBe(422);
    expect((unconsented.body as { error: string }).error).toMatch(new RegExp(`temoignages/${NEW_CITY}-.*consentement écrit de la personne`, 's'));
    expect(snapshot()).toEqual(before);
    const answer = await save(`villes/${NEW_CITY}.yaml`, form(people));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(parse(text(`villes/${NEW_CITY}.yaml`))).not.toHaveProperty('temoignagesVille');
    const written = readdirSync(join(web, 'src/content/data/temoignages')).filter((f) => f.startsWith(`${NEW_CITY}-`));
    expect(written).toHaveLength(people.length);
    for (const f of written) expect(parse(text(`temoignages/${f}`))).toMatchObject({ ville: NEW_CITY, affichage: 'initiales' });
  });

  it('deletes a testimonial it created in this run, unless the site needs it', async () => {
    const [model] = readdirSync(REAL + '/temoignages').sort();
    const person = { ...parse(text(`temoignages/${model}`)), auteur: 'Lise Tremblay-Essai', affichage: 'initiales' };
    const path = `temoignages/${person.ville}-lise-tremblay-essai.yaml`;
    expect((await save(path, stringify(person))).status).toBe(200);
    const gone = await reply(site, { action: 'deleteFiles', params: { paths: [`src/content/data/${path}`] } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(existsSync(data(path))).toBe(false);
    // A testimonial this run did not create (published): refused, the file stays.
    const published = await reply(site, { action: 'deleteFile', params: { path: `src/content/data/temoignages/${model}` } });
    expect(published.status).toBe(403);
    expect(existsSync(data(`temoignages/${model}`))).toBe(true);
  });
});
