import { extname } from 'node:path';
import sharp from 'sharp';
import { SaveError } from './save';

/**
 * What an uploaded photo must be before it is written: a real JPEG, PNG, WebP or AVIF image (its
 * bytes decoded, not its name believed), of at most MAX_BYTES and MAX_PIXELS, whose name says its
 * format. One junk file named .jpg stops the dev server and the build (Astro's image service
 * decodes every photo), and a huge one fills the disk or the build's memory.
 */

export const MAX_BYTES = 20 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;

/** sharp's format name → the extensions a file of that format may have. */
const EXTENSIONS: Record<string, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  avif: ['.avif'],
};

const megabytes = (n: number) => `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(n / 1024 / 1024)} Mo`;
const megapixels = (n: number) => `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(n / 1_000_000)} mégapixels`;

/** Decodes `content` fully; throws a French SaveError for anything but a photo the site can use. */
export async function checkPhoto(name: string, content: Buffer): Promise<void> {
  const refuse = (why: string) =>
    new SaveError(`${name} : ${why}. Envoyez une photo JPEG, PNG, WebP ou AVIF d’au plus ${megabytes(MAX_BYTES)} et ${megapixels(MAX_PIXELS)}.`);
  if (content.length > MAX_BYTES) throw refuse(`le fichier pèse ${megabytes(content.length)}`);
  let format: string;
  try {
    const image = sharp(content, { limitInputPixels: false, failOn: 'error' });
    const meta = await image.metadata();
    format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : String(meta.format);
    if (!(format in EXTENSIONS)) throw refuse(`ce fichier n’est pas une photo JPEG, PNG, WebP ou AVIF (format ${format})`);
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > MAX_PIXELS) throw refuse(`l’image compte ${megapixels(pixels)} (${meta.width} × ${meta.height})`);
    // Decode every pixel: a truncated or corrupt file fails here, not in the build.
    await sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).stats();
  } catch (error) {
    if (error instanceof SaveError) throw error;
    throw refuse('ce fichier n’est pas une image lisible');
  }
  if (!EXTENSIONS[format]!.includes(extname(name).toLowerCase())) {
    throw refuse(`le nom se termine par « ${extname(name)} » mais l’image est en ${format.toUpperCase()} (nommez-la ${EXTENSIONS[format]![0]})`);
  }
}
