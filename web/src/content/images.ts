import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { imageSlotList } from './image-slots';
import type { IllustrationName, ImageSlotData } from './schemas/images';
import { isDrawing } from './schemas/person';

/**
 * The image slots (data/images.yaml) as pages show them: a photo of the firm through Astro's
 * image pipeline (sharp: AVIF and WebP at several widths, intrinsic size) when one is given, or
 * the slot's drawn illustration until then.
 */
const slots = new Map(imageSlotList.map((s) => [s.id, s]));

const photoFiles = import.meta.glob<{ default: ImageMetadata }>('../assets/photos/*.{jpg,jpeg,png,webp,avif,tif,tiff}', { eager: true });
const photoByName = new Map(Object.entries(photoFiles).map(([path, mod]) => [path.split('/').pop()!, mod.default]));
// The drawings made for the site (covers, portraits): SVG sources the pipeline rasterizes like a photo.
const drawingFiles = import.meta.glob<{ default: ImageMetadata }>('../assets/dessins/*.svg', { eager: true });
const drawingByName = new Map(Object.entries(drawingFiles).map(([path, mod]) => [path.split('/').pop()!, mod.default]));

/** Widths produced for each photo (never wider than the file itself). */
const WIDTHS: readonly number[] = [320, 480, 640, 960, 1280];

export interface IllustrationSlot {
  slot: string;
  /** What the slot is for (« En-tête des pages du secteur médical »), for the launch check. */
  label: string;
  kind: 'illustration';
  illustration: IllustrationName;
  alt: string;
}

export interface PhotoSlot extends Picture {
  slot: string;
  label: string;
  kind: 'photo';
  credit: string;
}

export type SlotImage = IllustrationSlot | PhotoSlot;

export function imageSlotData(id: string): ImageSlotData {
  const slot = slots.get(id);
  if (!slot) throw new Error(`src/content/data/images.yaml : l’emplacement « ${id} » n’existe pas (emplacements : ${[...slots.keys()].join(', ')})`);
  return slot;
}

/** `sizes`: the slot's width on the page, as CSS lengths (default: a half column on wide screens). */
export async function imageSlot(id: string, sizes = '(min-width: 1024px) 26rem, 100vw'): Promise<SlotImage> {
  const slot = imageSlotData(id);
  if (!slot.photo) return { slot: id, label: slot.nom, kind: 'illustration', illustration: slot.illustration, alt: slot.alt };
  const file = photoByName.get(slot.photo.fichier);
  if (!file) {
    throw new Error(`src/content/data/images.yaml, emplacement « ${id} » : la photo « ${slot.photo.fichier} » n’est pas dans src/assets/photos`);
  }
  return { slot: id, label: slot.nom, kind: 'photo', ...(await responsive(file, slot.photo.alt, sizes)), credit: slot.photo.credit };
}

/** A picture as the pipeline makes it: AVIF and WebP at the widths `sizes` may ask for, with its intrinsic size. */
export interface Picture {
  alt: string;
  width: number;
  height: number;
  /** The fallback <img> (WebP at the largest width) and the <source>s, AVIF first. */
  src: string;
  sources: readonly { type: 'image/avif' | 'image/webp'; srcset: string }[];
  sizes: string;
}

async function responsive(file: ImageMetadata, alt: string, sizes: string, widthList: readonly number[] = WIDTHS): Promise<Picture> {
  const widths = [...new Set(widthList.filter((w) => w < file.width).concat(Math.min(file.width, widthList.at(-1)!)))];
  const [avif, webp] = await Promise.all((['avif', 'webp'] as const).map((format) => getImage({ src: file, format, widths, sizes })));
  return {
    alt,
    width: widths.at(-1)!,
    height: Math.round((file.height / file.width) * widths.at(-1)!),
    src: webp!.src,
    sources: [
      { type: 'image/avif', srcset: avif!.srcSet.attribute },
      { type: 'image/webp', srcset: webp!.srcSet.attribute },
    ],
    sizes,
  };
}

/**
 * A picture named by a content file (an article's cover, a person's portrait): a drawing of
 * src/assets/dessins/ (`.svg`, rasterized here) or a photo of src/assets/photos/. `where` names the
 * file and field for the build's error when the picture is missing.
 */
export async function contentPicture(picture: { fichier: string; alt: string }, where: string, sizes: string, widths?: readonly number[]): Promise<Picture> {
  const drawing = isDrawing(picture.fichier);
  const file = (drawing ? drawingByName : photoByName).get(picture.fichier);
  if (!file) {
    const folder = drawing ? 'src/assets/dessins' : 'src/assets/photos';
    throw new Error(`${where} : le fichier « ${picture.fichier} » n’est pas dans ${folder}`);
  }
  return responsive(file, picture.alt, sizes, widths);
}
