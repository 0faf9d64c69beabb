import type { ImageMetadata } from 'astro';
import type { ProofView } from '../components/proof/proof-view';
import { photoFile } from '../content/photo-files';
import { buildDay, LOGOS, visibleProof } from '../content/proof';
import type { SectorSlug } from '../content/schemas/sector';

/**
 * The proof as pages pass it to their components, with the image files resolved (Vite's
 * import.meta.glob: this module is for the build, src/content/proof.ts stays plain for the tests
 * and the build's manifest).
 */

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
