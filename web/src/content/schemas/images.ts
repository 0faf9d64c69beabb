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
    fichier: photoFile.meta({ label: 'Photo', help: 'Téléversez la photo : elle est enregistrée dans src/assets/photos/ et le site en produit lui-même les formats et tailles.' }),
    alt: prose.meta({ label: 'Texte de remplacement' }),
    credit: line.meta({ label: 'Crédit photo' }),
    date: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))).meta({ label: 'Date' }),
    personnes: z.boolean().meta({ label: 'On y voit des personnes' }),
    consentement: z.boolean().default(false).meta({ label: 'Consentement des personnes obtenu', help: 'Obligatoire quand on voit des personnes (Loi 25).' }),
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
  id: slug.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
  /** What the slot is for, in a few words (the launch check names it). */
  nom: line.meta({ label: 'Nom' }),
  categorie: z.enum(photoCategories).meta({ label: 'Catégorie' }),
  illustration: z.enum(illustrationNames).meta({ label: 'Illustration' }),
  /** Alt text of the illustration, in French. */
  alt: prose.meta({ label: 'Texte de remplacement' }),
  photo: photoSchema.optional().meta({ label: 'Photo' }),
});

export const imageSlotsSchema = z.strictObject({
  emplacements: z
    .array(slotSchema)
    .min(1)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'deux emplacements portent le même id').meta({ label: 'Emplacements d’images', item: 'emplacement' }),
});

export type ImageSlotData = z.output<typeof slotSchema>;
export type PhotoData = z.output<typeof photoSchema>;
