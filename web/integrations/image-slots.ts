import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export interface SlotManifest {
  slots: { id: string; label: string; source: 'photo' | 'illustration'; pages: string[] }[];
}

// Written by src/components/ui/SlotImage.tsx on the element that holds the picture.
const SLOT_RE = /data-image-slot="([a-z0-9-]+)" data-image-source="(photo|illustration)"(?: data-image-label="([^"]*)")?/g;

/** The page's path as the server serves it: `index.html` → `/`, `merci/x.html` → `/merci/x`. */
export const pagePath = (file: string) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';

/** Every image slot the built pages show, with where its picture comes from and the pages it is on. */
export function slotManifest(pages: readonly { file: string; html: string }[]): SlotManifest {
  const slots = new Map<string, SlotManifest['slots'][number]>();
  for (const { file, html } of pages) {
    for (const [, id, source, label] of html.matchAll(SLOT_RE)) {
      const slot = slots.get(id!) ?? { id: id!, label: '', source: source as 'photo' | 'illustration', pages: [] };
      if (label) slot.label = label.replace(/&#x27;|&#39;/g, '’').replace(/&amp;/g, '&');
      if (source === 'illustration') slot.source = 'illustration';
      const path = pagePath(file);
      if (!slot.pages.includes(path)) slot.pages.push(path);
      slots.set(id!, slot);
    }
  }
  return { slots: [...slots.values()].map((s) => ({ ...s, pages: s.pages.sort() })).sort((a, b) => a.id.localeCompare(b.id)) };
}

/**
 * After the build, before post-build: `.image-slots.json`, the image slots of the site and which
 * still show their drawn illustration rather than a photo of the firm. `server check` lists those.
 */
export default function imageSlots(): AstroIntegration {
  return {
    name: 'image-slots',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const files = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
        const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(join(out, file), 'utf8') })));
        const manifest = slotManifest(pages);
        await writeFile(join(out, '.image-slots.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        const waiting = manifest.slots.filter((s) => s.source === 'illustration').length;
        logger.info(`${manifest.slots.length} image slot(s), ${waiting} still on their illustration`);
      },
    },
  };
}
