import { z } from 'zod';
import { line, prose, slug } from './text';

/** The drawn illustrations (src/components/illustrations), one per kind of scene. */
export const illustrationNames = [
  'secteur-medical',
  'secteur-garderie',
  'secteur-entreprise',
  'equipe-au-travail',
  'liste-inspection',
  'avant-apres',
] as const;
export type IllustrationName = (typeof illustrationNames)[number];

/** What a photo shows, as the firm sorts them. */
export const photoCategories = ['equipe', 'equipes-terrain', 'vehicules', 'chantiers', 'equipement', 'avant-apres'] as const;

/**
 * A photo of the firm, in src/assets/photos/. Its alt text describes it in French; who took it
 * and when; whether it shows people and, if so, that they agreed to appear (Law 25: an image of a
 * person is personal information).
 */
/** A file of src/assets/photos/: the editor uploads there, the build makes its formats and sizes. */
export const photoFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp|avif|tiff?)$/, {
  message: 'nom du fichier dans src/assets/photos (minuscules, sans accents ni espaces, ex. : equipe-laval.jpg)',
});

const photoSchema = z
  .strictObject({
    fichier: photoFile,
    alt: prose,
    credit: line,
    date: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))),
    personnes: z.boolean(),
    consentement: z.boolean().default(false),
  })
  .refine((p) => !p.personnes || p.consentement, {
    message: 'une photo où l’on voit des personnes exige leur consentement (consentement: true) avant d’être publiée',
    path: ['consentement'],
  });

/**
 * An image slot of the site: where it appears is decided by the pages; what fills it is here.
 * Without a photo, the slot shows its illustration (and `server check` lists it).
 */
const slotSchema = z.strictObject({
  id: slug,
  /** What the slot is for, in a few words (the launch check names it). */
  nom: line,
  categorie: z.enum(photoCategories),
  illustration: z.enum(illustrationNames),
  /** Alt text of the illustration, in French. */
  alt: prose,
  photo: photoSchema.optional(),
});

export const imageSlotsSchema = z.strictObject({
  emplacements: z
    .array(slotSchema)
    .min(1)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'deux emplacements portent le même id'),
});

export type ImageSlotData = z.output<typeof slotSchema>;
export type PhotoData = z.output<typeof photoSchema>;
