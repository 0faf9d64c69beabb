import { createHash } from 'node:crypto';
import { site } from '../config/site';

/**
 * The share image of a page (Open Graph, Twitter): a 1200×630 PNG the build renders from the page
 * title and the brand (`integrations/brand-images`). Its file name is a hash of everything that
 * decides its pixels (the title, and the fingerprint of the renderer, its fonts and the brand the
 * integration injects at build), so it is served under `/_astro/`, where the server marks files
 * immutable, and a new title or design gets a new URL.
 */

export const SHARE_IMAGE = { width: 1200, height: 630, directory: '/_astro/og/' } as const;

declare const __SHARE_IMAGE_FINGERPRINT__: string | undefined;
const fingerprint = typeof __SHARE_IMAGE_FINGERPRINT__ === 'string' ? __SHARE_IMAGE_FINGERPRINT__ : 'unbuilt';

const ALT_SEPARATOR = ' — ';

export interface ShareImage {
  path: string;
  alt: string;
}

/** The page title without the brand: the image shows the brand on its own line already. */
function withoutBrand(title: string): string {
  const parts = title.split(' | ').filter((part) => part !== site.name);
  return parts.length > 0 ? parts.join(' | ') : title;
}

export function shareImage(pageTitle: string): ShareImage {
  const title = withoutBrand(pageTitle);
  const hash = createHash('sha256').update(`${fingerprint}\0${title}`).digest('hex').slice(0, 16);
  return { path: `${SHARE_IMAGE.directory}${hash}.png`, alt: `${title}${ALT_SEPARATOR}${site.name}` };
}

/** The title a share image shows, read back from its alt text by the build step that renders it. */
export function titleFromAlt(alt: string): string {
  const suffix = `${ALT_SEPARATOR}${site.name}`;
  if (!alt.endsWith(suffix)) throw new Error(`share image alt text does not end with « ${suffix} »: ${alt}`);
  return alt.slice(0, -suffix.length);
}
