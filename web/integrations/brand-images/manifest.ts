import { site } from '../../src/config/site';

/**
 * Square icons rendered from the brand mark. `inset` keeps the mark inside the safe zone of
 * platforms that crop: iOS rounds the corners of the apple-touch-icon, and a maskable icon may
 * be cut to a circle of 80 % of its side.
 */
export const BRAND_ICONS = [
  { path: 'apple-touch-icon.png', size: 180, inset: 0.12 },
  { path: 'icon-192.png', size: 192, inset: 0.2 },
  { path: 'icon-512.png', size: 512, inset: 0.2 },
] as const;

/** The web app manifest: the brand's name, colours and icons, for "add to home screen". */
export function webManifest() {
  return {
    name: site.name,
    short_name: site.name,
    lang: site.locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: site.themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...BRAND_ICONS.filter((i) => i.path.startsWith('icon-')).map((i) => ({
        src: `/${i.path}`,
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    ],
  };
}
