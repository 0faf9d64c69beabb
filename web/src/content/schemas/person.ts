import { z } from 'zod';
import { line, prose, slug } from './text';

/**
 * A picture the site shows through Astro's image pipeline: a drawing made for the site (an SVG of
 * src/assets/dessins/, rasterized to AVIF and WebP at build) or, once the firm supplies it, a photo
 * of src/assets/photos/ (where the editor uploads). The extension says which folder.
 */
export const pictureFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|jpe?g|png|webp|avif)$/, {
  message:
    'nom du fichier : un dessin de src/assets/dessins (.svg) ou une photo de src/assets/photos (.jpg, .png, .webp, .avif), en minuscules sans accents ni espaces (ex. : portrait-genevieve-lapointe.svg)',
});

/** Whether a picture file is a drawing (src/assets/dessins) rather than a photo (src/assets/photos). */
export const isDrawing = (file: string) => file.endsWith('.svg');

/**
 * A person of data/personnes/, by the name of their file (`genevieve-lapointe`): an article's
 * author or reviewer, a guide's reviewer. The collection's rules (../rules.ts) refuse a name no file
 * has; the editor offers the people in a drop-down (its `relation` widget, from this metadata).
 */
export const personRef = slug.meta({ relation: { collection: 'personnes', display: 'nom' } });

/**
 * A picture and its French alt text, which describes what it shows. The editor's words for its two
 * fields depend on what the picture is (a person's portrait, an article's cover).
 */
export const pictureOf = (file: { label: string; help: string }, alt: { label: string; help?: string } = { label: 'Texte de remplacement' }) =>
  z.strictObject({ fichier: pictureFile.meta(file), alt: prose.meta(alt) });

/** Short, as a byline's « about the author »: a paragraph, never a résumé. */
export const MAX_BIO = 600;

/**
 * A person who writes or reviews the site's articles and guides (issue 39), one file each in
 * data/personnes/<slug>.yaml; the file's name is the slug of their page, /equipe/<slug>. Until the
 * firm has confirmed that the person, their role and their credentials are real and agree to be
 * named, the file carries `aConfirmer: true`: the site may show it while in development, and
 * `server check` refuses the launch until it is confirmed or replaced.
 */
export const personSchema = z
  .strictObject({
    nom: line.meta({ label: 'Nom' }),
    /** Their role at the firm (« Conseillère en prévention des infections »): the JSON-LD's jobTitle. */
    role: line.meta({ label: 'Rôle dans l’entreprise' }),
    /** Degrees, licences, certifications, as their issuer writes them; one per line. */
    qualifications: z.array(line).min(1).max(4).meta({ label: 'Titres et formation', help: 'Diplômes, permis et certifications, tels que l’organisme les écrit ; un par ligne.' }),
    /** Their portrait: drawn for the site (.svg) until the firm supplies a photo. */
    photo: pictureOf({ label: 'Photo ou portrait dessiné (.svg)', help: 'Un portrait dessiné (src/assets/dessins/, .svg) ou une photo téléversée, avec le consentement écrit de la personne.' }).meta({ label: 'Photo' }),
    bio: z.string().max(MAX_BIO, { message: `une courte présentation : au plus ${MAX_BIO} caractères` }).pipe(prose).meta({ label: 'Courte présentation', help: 'Deux ou trois phrases, au plus 600 caractères.' }),
    /** The person agreed in writing to be named with their photo (Law 25); required for a photo. */
    consentementPhoto: z.boolean().default(false).meta({ label: 'La personne a signé son consentement à être nommée avec sa photo', help: 'Loi 25 : obligatoire pour une photo de la personne (pas pour un portrait dessiné).' }),
    /** Not yet confirmed by the firm: listed by `server check`, which refuses the launch. */
    aConfirmer: z.boolean().default(false).meta({ label: 'À confirmer', help: 'Coché tant que l’entreprise n’a pas confirmé cette valeur (un chiffre, une personne) : « server check » la liste avec les pages qui l’affichent et bloque la mise en ligne. Décochez une fois la valeur confirmée.' }),
  })
  .superRefine((p, ctx) => {
    if (!isDrawing(p.photo.fichier) && !p.consentementPhoto) {
      ctx.addIssue({
        code: 'custom',
        path: ['consentementPhoto'],
        message: 'une photo de la personne exige son consentement écrit (Loi 25) : cochez « consentementPhoto », ou gardez un portrait dessiné (.svg)',
      });
    }
  });

export type PersonData = z.output<typeof personSchema>;

/**
 * The words of the people's pages (data/equipe.yaml): their `<title>` and description, the headings of their lists and the bylines of articles and guides. `{nom}` and
 * `{role}` are the person's.
 */
const withKeys = (...keys: string[]) =>
  keys.reduce((s, key) => s.includes(key, { message: `doit contenir ${key}` }), z.string().min(3) as z.ZodString);

export const teamPageSchema = z.strictObject({
  referencement: z.strictObject({ titre: withKeys('{nom}').meta({ label: 'Titre' }), description: withKeys('{nom}', '{role}').meta({ label: 'Description' }) }).meta({ label: 'Référencement (titre et description)' }),
  titreQualifications: line.meta({ label: 'Titre de la liste des titres et de la formation' }),
  articlesRediges: withKeys('{nom}').meta({ label: 'Titre de la liste des articles rédigés' }),
  articlesRevises: withKeys('{nom}').meta({ label: 'Titre de la liste des articles révisés' }),
  guidesRevises: withKeys('{nom}').meta({ label: 'Titre de la liste des guides révisés' }),
  aucunArticle: line.meta({ label: 'Texte quand la personne n’a encore aucun article' }),
  /** The bylines: « Rédigé par », « Révisé par ». */
  redigePar: line.meta({ label: 'Mention « Rédigé par »' }),
  revisePar: line.meta({ label: 'Mention « Révisé par »' }),
});

export type TeamPageData = z.output<typeof teamPageSchema>;
