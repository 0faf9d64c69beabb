// Issue 25: the image slots. Their data (alt text in French, credit, date, consent of the people
// shown), the markup of a photo (AVIF and WebP sources, intrinsic size, lazy unless it is the
// hero) or of the illustration that stands in for it, and the build's manifest of slots.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { slotManifest } from '../../integrations/image-slots';
import SlotImage from '../../src/components/ui/SlotImage';
import { imageSlotList as slots } from '../../src/content/image-slots';
import { illustrationNames, imageSlotsSchema } from '../../src/content/schemas/images';
import type { PhotoSlot } from '../../src/content/images';

const slot = (over: Record<string, unknown> = {}) => ({
  id: 'equipe',
  nom: 'L’équipe',
  categorie: 'equipe',
  illustration: 'equipe-au-travail',
  alt: 'Illustration de l’équipe au travail.',
  ...over,
});
const photo = (over: Record<string, unknown> = {}) => ({
  fichier: 'equipe-laval.jpg',
  alt: 'Trois préposées de l’équipe de Laval devant leur camionnette.',
  credit: 'Studio Exemple',
  date: '2026-05-14',
  personnes: true,
  consentement: true,
  ...over,
});
const parse = (s: unknown) => imageSlotsSchema.safeParse({ emplacements: [s] });

describe('the image slots (data/images.yaml)', () => {
  it('each name a drawn illustration and carry a French alt text', () => {
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      expect(illustrationNames).toContain(s.illustration);
      expect(s.alt.length).toBeGreaterThan(20);
    }
  });

  it('refuse a photo of people without their consent, and one without alt text', () => {
    expect(parse(slot({ photo: photo() })).success).toBe(true);
    expect(parse(slot({ photo: photo({ personnes: false, consentement: false }) })).success).toBe(true);
    const noConsent = parse(slot({ photo: photo({ consentement: false }) }));
    expect(noConsent.success).toBe(false);
    expect(JSON.stringify(noConsent.error?.issues)).toContain('consentement');
    expect(parse(slot({ photo: photo({ alt: '' }) })).success).toBe(false);
    expect(parse(slot({ photo: photo({ credit: undefined }) })).success).toBe(false);
    expect(parse(slot({ photo: photo({ fichier: 'Équipe Laval.JPG' }) })).success).toBe(false);
  });

  it('refuse two slots with one id', () => {
    expect(imageSlotsSchema.safeParse({ emplacements: [slot(), slot()] }).success).toBe(false);
  });
});

describe('a slot on a page', () => {
  const photoSlot: PhotoSlot = {
    slot: 'equipe',
    label: 'L’équipe',
    kind: 'photo',
    alt: 'Trois préposées de l’équipe de Laval.',
    width: 1280,
    height: 853,
    src: '/_astro/equipe.hash.webp',
    sources: [
      { type: 'image/avif', srcset: '/_astro/a320.avif 320w, /_astro/a1280.avif 1280w' },
      { type: 'image/webp', srcset: '/_astro/w320.webp 320w, /_astro/w1280.webp 1280w' },
    ],
    sizes: '100vw',
    credit: 'Studio Exemple',
  };
  const html = (priority: boolean) => renderToStaticMarkup(createElement(SlotImage, { image: photoSlot, priority }));

  it('shows a photo as <picture>: AVIF then WebP, alt, intrinsic size, lazy below the fold', () => {
    const out = html(false);
    expect(out).toMatch(/^<picture[^>]*><source type="image\/avif" srcSet="[^"]+" sizes="100vw"\/><source type="image\/webp"/);
    expect(out).toContain('alt="Trois préposées de l’équipe de Laval."');
    expect(out).toContain('width="1280"');
    expect(out).toContain('height="853"');
    expect(out).toContain('loading="lazy"');
  });

  it('loads the hero photo at once, with high priority', () => {
    const out = html(true);
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
  });

  it('draws the illustration until a photo is given, named by its alt text', () => {
    const s = slots[0]!;
    const out = renderToStaticMarkup(
      createElement(SlotImage, { image: { slot: s.id, label: s.nom, kind: 'illustration', illustration: s.illustration, alt: s.alt } }),
    );
    expect(out).toContain(`data-image-slot="${s.id}" data-image-source="illustration"`);
    expect(out).toMatch(/<svg[^>]*role="img"/);
    expect(out).not.toContain('<img');
  });
});

describe('the build’s manifest of slots (.image-slots.json, read by `server check`)', () => {
  it('lists each slot once with its pages, on its illustration if any page shows it', () => {
    const page = (id: string, source: string) => `<div data-image-slot="${id}" data-image-source="${source}" data-image-label="Nom ${id}">`;
    const manifest = slotManifest([
      { file: 'index.html', html: page('a', 'illustration') + page('b', 'photo') },
      { file: 'nettoyage-medical.html', html: page('a', 'illustration') },
      { file: 'merci/x.html', html: page('b', 'photo') },
    ]);
    expect(manifest.slots).toEqual([
      { id: 'a', label: 'Nom a', source: 'illustration', pages: ['/', '/nettoyage-medical'] },
      { id: 'b', label: 'Nom b', source: 'photo', pages: ['/', '/merci/x'] },
    ]);
  });
});
