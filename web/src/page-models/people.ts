import type { Byline } from '../components/people/Bylines';
import { contentPicture, type Picture } from '../content/images';
import type { GuideSector } from '../content/schemas/guides';
import type { CollectionEntry } from 'astro:content';
import { entriesOf, entryOf } from '../content/entries';
import { guideOf } from './guides';
import { personPath } from './routes';

/**
 * The people who write and review the articles and guides (collection `personnes`, issue 39), as
 * pages show them: their page's path, their portrait through the image pipeline (a drawing made for
 * the site until the firm supplies a photo), read through Astro's content layer.
 */

export interface PersonRef {
  slug: string;
  /** Their page: /equipe/<slug>. */
  path: string;
  name: string;
  role: string;
  /** A small portrait for bylines (about 3 rem wide). */
  thumbnail: Picture;
}

export interface Person extends PersonRef {
  credentials: readonly string[];
  bio: string;
  /** The portrait of their own page. */
  portrait: Picture;
  /** Not yet confirmed by the firm (`aConfirmer`): `server check` refuses the launch. */
  toConfirm: boolean;
}

type PersonEntry = CollectionEntry<'personnes'>;

async function toPerson({ id, data }: PersonEntry): Promise<Person> {
  const where = `src/content/data/personnes/${id}.yaml, champ « photo »`;
  const [thumbnail, portrait] = await Promise.all([
    contentPicture(data.photo, where, '3.5rem', [56, 112, 168]),
    contentPicture(data.photo, where, '12rem', [192, 384]),
  ]);
  return {
    slug: id,
    path: personPath(id),
    name: data.nom,
    role: data.role,
    credentials: data.qualifications,
    bio: data.bio,
    thumbnail,
    portrait,
    toConfirm: data.aConfirmer,
  };
}

/** Every person, by slug (the name of their file). */
export async function loadPeople(): Promise<Map<string, Person>> {
  const people = await Promise.all((await entriesOf('personnes')).map(toPerson));
  return new Map(people.map((p) => [p.slug, p]));
}

/**
 * The person a content file names (`auteur: genevieve-lapointe`). The collection's rules already
 * refused an unknown name at load; this names the file again should a page ask for another.
 */
export async function personOf(slug: string, where: string): Promise<Person> {
  const person = (await loadPeople()).get(slug);
  if (!person) throw new Error(`${where} : aucune personne « ${slug} » dans src/content/data/personnes/`);
  return person;
}

/** The words of the people's pages and of the bylines (data/equipe.yaml). */
export const teamPage = () => entryOf('pageEquipe');

/** A person under a byline's label (« Rédigé par »): their name, page, role and small portrait. */
export const byline = (label: string, { name, path, role, thumbnail }: PersonRef): Byline => ({ label, name, href: path, role, thumbnail });

/** A person as the JSON-LD builders take them (src/seo/jsonld.ts PersonInput). */
export const personInput = ({ name, path, role, thumbnail }: PersonRef) => ({ name, path, jobTitle: role, image: thumbnail.src });

/**
 * The reviewer of a compliance guide (data/guides.yaml `reviseur`), for the guide's PDF, the page
 * that hands the guides out, and the compliance page each guide is printed from.
 */
export async function guideReviewer(sector: GuideSector): Promise<Person> {
  return personOf(guideOf(sector).reviewer, 'src/content/data/guides.yaml, champ « reviseur »');
}

/** A template of data/equipe.yaml filled with a person's name and role. */
export const forPerson = (template: string, person: Pick<Person, 'name' | 'role'>) => template.replaceAll('{nom}', person.name).replaceAll('{role}', person.role);
