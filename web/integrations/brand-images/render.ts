import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/**
 * Rasterizes the brand's images at build time: the 1200×630 share image of a page (its title under
 * the brand) and the square icons (apple-touch-icon, manifest icons) from the favicon's mark.
 * Fonts are Inter from the @fontsource package (local files: nothing is downloaded); satori turns
 * the text into paths, so resvg needs no font of its own.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const FONT_FILES = { 400: fontFile(400), 700: fontFile(700) } as const;

export interface Brand {
  name: string;
  /** Shown at the bottom of share images: the site's host name. */
  host: string;
  themeColor: string;
  /** The mark as a standalone SVG document (public/favicon.svg). */
  markSvg: string;
}

/** Text colours on the dark brand background, chosen for contrast (white on #134e4a is 9.5:1). */
const PALETTE = { background: '#134e4a', title: '#ffffff', secondary: '#ccfbf1', accent: '#fbbf24' } as const;

/**
 * A hash of everything but the title that decides a share image's pixels: this file, the fonts,
 * the renderers' versions and the brand. Page heads name images after it (src/seo/share-image.ts).
 */
export function rendererFingerprint(brand: Brand): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of Object.values(FONT_FILES)) hash.update(readFileSync(file));
  for (const pkg of ['satori', '@resvg/resvg-js']) hash.update(readFileSync(require.resolve(`${pkg}/package.json`)));
  hash.update(JSON.stringify(brand));
  return hash.digest('hex').slice(0, 16);
}

type Node = { type: string; props: Record<string, unknown> };
const div = (style: Record<string, unknown>, children: unknown): Node => ({ type: 'div', props: { style, children } });

/** Long titles step down so the longest (about 70 characters) still fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 36) return 76;
  if (title.length <= 56) return 64;
  return 56;
}

function markDataUrl(markSvg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
}

export async function renderShareImage(title: string, brand: Brand, size = { width: 1200, height: 630 }): Promise<Buffer> {
  const tree = div(
    {
      width: size.width,
      height: size.height,
      // Satori sizes boxes without their padding and border otherwise: the footer would fall off.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '56px 72px 48px',
      backgroundColor: PALETTE.background,
      borderBottom: `16px solid ${PALETTE.accent}`,
      fontFamily: 'Inter',
    },
    [
      div({ display: 'flex', alignItems: 'center', gap: 24 }, [
        // On white: the mark's own teal would be too faint on the dark background.
        div({ display: 'flex', padding: 12, borderRadius: 20, backgroundColor: '#ffffff' }, [
          { type: 'img', props: { src: markDataUrl(brand.markSvg), width: 64, height: 64 } },
        ]),
        div({ display: 'flex', fontSize: 40, fontWeight: 700, color: PALETTE.secondary }, brand.name),
      ]),
      div(
        { display: 'flex', width: '100%', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, color: PALETTE.title },
        title,
      ),
      div({ display: 'flex', fontSize: 30, fontWeight: 400, color: PALETTE.secondary }, brand.host),
    ],
  );
  const svg = await satori(tree as never, {
    ...size,
    fonts: [
      { name: 'Inter', data: readFileSync(FONT_FILES[400]), weight: 400, style: 'normal' },
      { name: 'Inter', data: readFileSync(FONT_FILES[700]), weight: 700, style: 'normal' },
    ],
  });
  return rasterize(svg, size.width);
}

/**
 * A square icon: the mark centred on white with a margin (`inset`, a fraction of the side), so
 * platforms that round or mask the corners (iOS, Android's maskable icons) never clip it.
 */
export function renderIcon(markSvg: string, side: number, inset: number): Buffer {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markSvg)?.[1];
  const viewBox = /viewBox="([^"]+)"/.exec(markSvg)?.[1];
  if (!inner || !viewBox) throw new Error('brand mark: expected an <svg> with a viewBox');
  const margin = side * inset;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" fill="#ffffff"/>` +
    `<svg x="${margin}" y="${margin}" width="${side - 2 * margin}" height="${side - 2 * margin}" viewBox="${viewBox}">${inner}</svg>` +
    `</svg>`;
  return rasterize(svg, side);
}

function rasterize(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}
