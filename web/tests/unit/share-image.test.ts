import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { SHARE_IMAGE, shareImage, titleFromAlt } from '../../src/seo/share-image';

describe('share image names and alt text', () => {
  it('names the image by a hash under /_astro/og/, where the server marks files immutable', () => {
    expect(shareImage('Nettoyage médical à Laval').path).toMatch(/^\/_astro\/og\/[0-9a-f]{16}\.png$/);
    expect(SHARE_IMAGE).toMatchObject({ width: 1200, height: 630 });
  });

  it('gives another title another file and the same title the same file', () => {
    expect(shareImage('A').path).not.toBe(shareImage('B').path);
    expect(shareImage('A').path).toBe(shareImage('A').path);
  });

  it('describes the image and gives the renderer back the title it shows, without the brand twice', () => {
    const image = shareImage(`${site.name} | Nettoyage et conformité sanitaire`);
    expect(image.alt).toBe(`Nettoyage et conformité sanitaire — ${site.name}`);
    expect(titleFromAlt(image.alt)).toBe('Nettoyage et conformité sanitaire');
    expect(() => titleFromAlt('Autre chose')).toThrow(/alt/);
  });
});
