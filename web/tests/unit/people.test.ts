// Issue 39, item 4: articles and guides with faces. The people who write and review them are a
// collection (data/personnes/) with a strict schema; each article names its author and reviewer
// (two different people of that collection) and a cover with its alt text; each guide names its
// reviewer. Every rule is refused in French naming the file and the field; the real data passes;
// the people still « à confirmer » go to the manifest `server check` reads.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figuresManifest } from '../../integrations/figures-to-confirm';
import { checkDocument, readCollection, readEntry, type Entry } from '../../src/content/direct-reader';
import { markdownOf, yamlOf } from '../../src/content/files';
import { crossFileRules } from '../../src/content/rules';
import { articleSchema } from '../../src/content/schemas/article';
import { guidesSchema } from '../../src/content/schemas/guides';
import { isDrawing, MAX_BIO, personSchema } from '../../src/content/schemas/person';
import { errorOf } from './helpers/content-error';


const people = readCollection('personnes');
const articles = readCollection('articles');
const guides = readEntry('guides');
const slugs = people.map((p) => p.id);

/** Where a picture named by a content file lives: a drawing of src/assets/dessins, or a photo. */
const pictureOnDisk = (file: string) => new URL(`../../src/assets/${isDrawing(file) ? 'dessins' : 'photos'}/${file}`, import.meta.url);

const [person] = people;
const personFile = person!.file;
/** The person's file as written (French keys, nothing filled), to edit a copy. */
const personRaw = () => ({ ...(yamlOf(personFile.replace('src/content/data/', '')) as Record<string, unknown>) });

describe('the people (data/personnes/)', () => {
  it('are at least one, each with a portrait on disk, a role, credentials and a short bio', () => {
    expect(people.length).toBeGreaterThan(0);
    for (const { data, file } of people) {
      expect(existsSync(pictureOnDisk(data.photo.fichier)), `${file}: ${data.photo.fichier}`).toBe(true);
      expect(data.photo.alt, file).toContain(data.nom.split(/\s/)[0]!);
      expect(data.qualifications.length, file).toBeGreaterThan(0);
      expect(data.bio.length, file).toBeLessThanOrEqual(MAX_BIO + 20);
    }
  });

  it('refuse a file without role, without credentials, or with an unknown key, in French', () => {
    const { role: _role, ...noRole } = personRaw();
    expect(errorOf(() => checkDocument(personSchema, noRole, personFile))).toMatch(new RegExp(`^${personFile}, champ « role » : champ manquant`));
    expect(errorOf(() => checkDocument(personSchema, { ...personRaw(), qualifications: [] }, personFile))).toContain('champ « qualifications »');
    expect(errorOf(() => checkDocument(personSchema, { ...personRaw(), poste: 'Chef' }, personFile))).toContain('champ inconnu « poste »');
  });

  it('refuse a bio longer than a short paragraph', () => {
    const long = 'Une présentation beaucoup trop longue pour une signature. '.repeat(12);
    expect(long.length).toBeGreaterThan(MAX_BIO);
    expect(errorOf(() => checkDocument(personSchema, { ...personRaw(), bio: long }, personFile))).toContain(`au plus ${MAX_BIO} caractères`);
  });

  it('accept a drawn portrait without consent, refuse a photo without the written consent (Law 25)', () => {
    const raw = personRaw();
    const photo = { fichier: 'portrait-equipe.jpg', alt: 'Photo de la personne devant le bureau de Laval.' };
    expect(() => checkDocument(personSchema, { ...raw, consentementPhoto: false }, personFile)).not.toThrow();
    expect(errorOf(() => checkDocument(personSchema, { ...raw, photo }, personFile))).toContain('champ « consentementPhoto » : une photo de la personne exige son consentement écrit');
    expect(() => checkDocument(personSchema, { ...raw, photo, consentementPhoto: true }, personFile)).not.toThrow();
    expect(errorOf(() => checkDocument(personSchema, { ...raw, photo: { ...photo, fichier: 'Portrait Équipe.JPG' } }, personFile))).toContain('champ « photo.fichier »');
    expect(errorOf(() => checkDocument(personSchema, { ...raw, photo: { fichier: photo.fichier } }, personFile))).toContain('champ « photo.alt »');
  });
});

describe('an article names its author, its reviewer and its cover', () => {
  const [article] = articles;
  const articleRaw = () => ({ ...(markdownOf(article!.file.replace('src/content/data/', '')).frontmatter as Record<string, unknown>) });
  const rule = (data: Record<string, unknown>) => () =>
    crossFileRules.articles!([{ ...article!, data } as unknown as Entry<never>], readCollection as never);

  it('every article: an author and a reviewer among the people, two different people, a cover on disk with its alt text', () => {
    for (const { data, file } of articles) {
      expect(slugs, file).toContain(data.auteur);
      expect(slugs, file).toContain(data.reviseur);
      expect(data.reviseur, file).not.toBe(data.auteur);
      expect(existsSync(pictureOnDisk(data.couverture.fichier)), `${file}: ${data.couverture.fichier}`).toBe(true);
      expect(data.couverture.alt.length, file).toBeGreaterThan(20);
    }
  });

  it('refuse an unknown person, in French, with the file, the field and the nearest name', () => {
    const known = slugs[0]!;
    const typo = `${known.slice(0, -1)}x`;
    const message = errorOf(rule({ ...article!.data, auteur: typo }));
    expect(message).toBe(`${article!.file}, champ « auteur » : aucune personne « ${typo} » dans src/content/data/personnes/. Vouliez-vous dire « ${known} » ?`);
    expect(errorOf(rule({ ...article!.data, reviseur: 'personne-inconnue-zzz' }))).toContain(`${article!.file}, champ « reviseur » : aucune personne « personne-inconnue-zzz »`);
    expect(rule({ ...article!.data })).not.toThrow();
  });

  it('refuse an author who reviews their own article, and an article without cover or alt text', () => {
    const raw = articleRaw();
    expect(errorOf(() => checkDocument(articleSchema, { ...raw, reviseur: raw.auteur }, article!.file))).toContain(
      'champ « reviseur » : le réviseur doit être une autre personne que l’auteur',
    );
    const { couverture: _c, ...noCover } = raw;
    expect(errorOf(() => checkDocument(articleSchema, noCover, article!.file))).toContain('champ « couverture » : champ manquant');
    expect(errorOf(() => checkDocument(articleSchema, { ...raw, couverture: { fichier: 'couverture.svg' } }, article!.file))).toContain('champ « couverture.alt »');
    expect(errorOf(() => checkDocument(articleSchema, { ...raw, auteur: { nom: 'Équipe', poste: 'PCI' } }, article!.file))).toContain('champ « auteur »');
  });
});

describe('a guide names its reviewer', () => {
  const entry = readCollection('guides')[0]!;
  const rule = (data: unknown) => () => crossFileRules.guides!([{ ...entry, data } as unknown as Entry<never>], readCollection as never);

  it('every guide: a reviewer among the people', () => {
    for (const guide of guides.guides) expect(slugs, guide.secteur).toContain(guide.reviseur);
  });

  it('refuse an unknown reviewer, naming the guide by its position, and a guide without one', () => {
    const data = { ...guides, guides: guides.guides.map((g, i) => (i === 1 ? { ...g, reviseur: 'inconnue' } : g)) };
    expect(errorOf(rule(data))).toMatch(new RegExp(`^${entry.file}, champ « guides\\.2\\.reviseur » : aucune personne « inconnue »`));
    const raw = yamlOf('guides.yaml') as { guides: Record<string, unknown>[] };
    const withoutReviewer = { ...raw, guides: raw.guides.map(({ reviseur: _r, ...g }) => g) };
    expect(errorOf(() => checkDocument(guidesSchema, withoutReviewer, entry.file))).toContain('champ « reviseur » : champ manquant');
  });
});

describe('the people still « à confirmer »', () => {
  it('go to the manifest `server check` reads, with the pages that name them', () => {
    const raw = people.map((p) => ({ slug: p.id, ...(yamlOf(p.file.replace('src/content/data/', '')) as { nom: string }) }));
    const [first, second] = raw;
    const pages = [
      { file: 'blog/x.html', html: `<p>Rédigé par <a>${String(first!.nom)}</a></p>` },
      { file: 'index.html', html: '<p>Accueil</p>' },
    ];
    const manifest = figuresManifest({
      figures: {},
      cities: [],
      people: [
        { ...first!, aConfirmer: true },
        { ...second!, aConfirmer: false },
      ],
      sources: [],
      pages,
    });
    expect(manifest.people).toEqual([{ slug: first!.slug, name: first!.nom, file: `src/content/data/personnes/${first!.slug}.yaml`, pages: ['/blog/x'] }]);
  });
});
