import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import brandImages from './integrations/brand-images';
import buildData from './integrations/build-data';
import formsCatalog from './integrations/forms-catalog';
import interactionDirective from './integrations/interaction-directive';
import imageSlots from './integrations/image-slots';
import figuresToConfirm from './integrations/figures-to-confirm';
import guidePdfs from './integrations/guide-pdfs';
import islandStyle from './integrations/island-style';
import postBuild from './integrations/post-build';
import proofCheck from './integrations/proof-check';
import { safeMarkdownOptions } from './integrations/safe-markdown';
import { site } from './src/config/site';

// The C++ server maps `/blog` to `dist/blog.html`, hence `format: 'file'` and no trailing slash.
export default defineConfig({
  site: site.url,
  trailingSlash: 'never',
  build: {
    format: 'file',
    // External stylesheets are cacheable and keep the CSP free of inline code.
    inlineStylesheets: 'never',
  },
  // forms-catalog first: the pages read the city options it writes. build-data first of the
  // build-done hooks: it takes the specs' data out of dist before anything scans dist. brand-images, island-style and
  // image-slots, figures-to-confirm, proof-check and guide-pdfs before post-build: it precompresses what they write.
  // Markdown (the articles) may hold HTML, never code: raw HTML is parsed, then scripts, styles,
  // frames, event attributes and javascript: addresses are dropped (integrations/safe-markdown.ts).
  markdown: { processor: satteri(safeMarkdownOptions) },
  // The drawings made for the site (src/assets/dessins/*.svg: covers, portraits) are rasterized to
  // AVIF and WebP like photos. Only those are SVG sources: the editor uploads raster photos only.
  image: { dangerouslyProcessSVG: true },
  integrations: [formsCatalog(), buildData(), react(), interactionDirective(), brandImages(), islandStyle(), imageSlots(), figuresToConfirm(), proofCheck(), guidePdfs(), postBuild()],
  vite: {
    plugins: [tailwindcss()],
    // 0 keeps Astro from inlining small bundled scripts: inline scripts would need CSP hashes.
    build: { assetsInlineLimit: 0 },
  },
});
