import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { site } from '../../src/config/site';
import { SHARE_IMAGE, titleFromAlt } from '../../src/seo/share-image';
import { cached, sha256 } from '../build-cache';
import { BRAND_ICONS, webManifest } from './manifest';
import { renderIcon, renderShareImage, rendererFingerprint, type Brand } from './render';

/** `<meta property="…" content="…">` values of a built page. */
function metaProperty(html: string, property: string): string | undefined {
  const re = new RegExp(`<meta\\s+property="${property}"\\s+content="([^"]*)"`, 'i');
  const value = re.exec(html)?.[1];
  return value?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * Share images, icons and the web app manifest, rendered at build (see render.ts). Page heads
 * name each share image by a hash of its title and of this renderer's fingerprint, injected here;
 * after the build every page's `og:image` is rendered to the path it names. Runs before
 * post-build, which precompresses the manifest with the rest.
 */
export default function brandImages(): AstroIntegration {
  let brand: Brand;
  return {
    name: 'brand-images',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        const markSvg = await readFile(new URL('favicon.svg', config.publicDir), 'utf8');
        brand = { name: site.name, host: new URL(site.url).host, themeColor: site.themeColor, markSvg };
        updateConfig({ vite: { define: { __SHARE_IMAGE_FINGERPRINT__: JSON.stringify(rendererFingerprint(brand)) } } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const images = new Map<string, string>();
        for (const file of (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'))) {
          const html = await readFile(join(out, file), 'utf8');
          const url = metaProperty(html, 'og:image');
          const alt = metaProperty(html, 'og:image:alt');
          if (!url || !alt) throw new Error(`brand-images: ${file} has no og:image with its alt text`);
          const path = new URL(url).pathname;
          if (!path.startsWith(SHARE_IMAGE.directory)) throw new Error(`brand-images: ${file}: og:image outside ${SHARE_IMAGE.directory}`);
          const title = titleFromAlt(alt);
          if (images.has(path) && images.get(path) !== title) throw new Error(`brand-images: two titles for ${path}`);
          images.set(path, title);
        }
        for (const [path, title] of images) {
          const target = join(out, path);
          await mkdir(dirname(target), { recursive: true });
          // The file name is already a hash of the title and the renderer's fingerprint: an
          // earlier build's image of that name (and size) is this one (../build-cache.ts).
          const key = sha256(path, `${SHARE_IMAGE.width}x${SHARE_IMAGE.height}`);
          await writeFile(target, await cached('share-images', key, () => renderShareImage(title, brand, SHARE_IMAGE)));
        }
        for (const icon of BRAND_ICONS) await writeFile(join(out, icon.path), renderIcon(brand.markSvg, icon.size, icon.inset));
        await writeFile(join(out, 'manifest.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`);
        logger.info(`${images.size} share images, ${BRAND_ICONS.length} icons and the web app manifest written`);
      },
    },
  };
}
