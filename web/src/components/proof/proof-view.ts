import type { ImageMetadata } from 'astro';
import type { Proof } from '../../content/proof';
import type { ClientLogoData } from '../../content/schemas/proof';

/** What the proof block of a page receives (ProofBlock.astro): the visible entries, each logo with its image file. */
export interface ProofView {
  certifications: Proof['certifications'];
  insurances: Proof['insurances'];
  logos: (ClientLogoData & { image: ImageMetadata })[];
}
