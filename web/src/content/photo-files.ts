import type { ImageMetadata } from 'astro';

/** The files of src/assets/photos/ by name: the firm's photos, portraits and client logos. */
const files = import.meta.glob<{ default: ImageMetadata }>('../assets/photos/*.{jpg,jpeg,png,webp,avif,tif,tiff}', { eager: true });
const byName = new Map(Object.entries(files).map(([path, mod]) => [path.split('/').pop()!, mod.default]));

/** The image a content file names (`where`: the file and field), or a build error saying where to drop it. */
export function photoFile(name: string, where: string): ImageMetadata {
  const file = byName.get(name);
  if (!file) throw new Error(`${where} : le fichier « ${name} » n’est pas dans src/assets/photos`);
  return file;
}
