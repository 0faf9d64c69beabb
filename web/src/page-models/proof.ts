import type { ImageMetadata } from 'astro';
import type { ProofView } from '../components/proof/proof-view';
import { photoFile } from '../content/photo-files';
import { entryOf } from '../content/entries';
import { buildDay, LOGOS, proofOf, visibleProof } from '../content/proof';
import type { SectorSlug } from '../content/schemas/sector';

/**
 * The proof as pages pass it to their components, with the image files resolved (Vite's
 * import.meta.glob: this module is for the build, src/content/proof.ts stays plain for the tests
 * and the build's manifest).
 */

/** The firm's proof as data/preuves/ gives it, checked (src/content/proof.ts decides what is shown). */
export const proofData = proofOf(await entryOf('certifications'), await entryOf('assurances'), await entryOf('logosClients'));

export function proofView(sector?: SectorSlug, today = buildDay()): ProofView {
  const { certifications, insurances, logos } = visibleProof(sector, today, proofData);
  return { certifications, insurances, logos: logos.map((l) => ({ ...l, image: photoFile(l.fichier, `${LOGOS}, logo « ${l.client} », champ « fichier »`) })) };
}

/** The portraits of the testimonials that have one, by testimonial id (data/temoignages/<id>.yaml). */
export function portraitsOf(items: readonly { id: string; photo?: string }[]): Record<string, ImageMetadata> {
  return Object.fromEntries(
    items.filter((t) => t.photo).map((t) => [t.id, photoFile(t.photo!, `src/content/data/temoignages/${t.id}.yaml, champ « photo.fichier »`)]),
  );
}
