import type { ImageMetadata } from 'astro';
import { photoFile } from './photo-files';
import { buildDay, LOGOS, visibleProof, type Proof } from './proof';
import type { ClientLogoData } from './schemas/proof';
import type { SectorSlug } from './schemas/sector';

/**
 * The proof as pages pass it to their components, with the image files resolved (Vite's
 * import.meta.glob: this module is for the build, ./proof.ts stays plain for the tests and the
 * build's manifest).
 */

/** What the proof block of a page receives: the visible entries, each logo with its image file. */
export interface ProofView {
  certifications: Proof['certifications'];
  insurances: Proof['insurances'];
  logos: (ClientLogoData & { image: ImageMetadata })[];
}

export function proofView(sector?: SectorSlug, today = buildDay()): ProofView {
  const { certifications, insurances, logos } = visibleProof(sector, today);
  return { certifications, insurances, logos: logos.map((l) => ({ ...l, image: photoFile(l.fichier, `${LOGOS}, logo « ${l.client} », champ « fichier »`) })) };
}

/** The portraits of the testimonials that have one, by testimonial id (data/temoignages/<id>.yaml). */
export function portraitsOf(items: readonly { id: string; photo?: string }[]): Record<string, ImageMetadata> {
  return Object.fromEntries(
    items.filter((t) => t.photo).map((t) => [t.id, photoFile(t.photo!, `src/content/data/temoignages/${t.id}.yaml, champ « photo.fichier »`)]),
  );
}
