import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from '../../integrations/island-style';

const rule = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('Astro’s island style', () => {
  it('moves from <body> to the end of <head>', () => {
    const page = `<html><head><title>t</title></head><body><p>a</p>${rule}<astro-island></astro-island></body></html>`;
    expect(moveIslandStyleToHead(page)).toBe(
      `<html><head><title>t</title>${rule}</head><body><p>a</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the rule already in <head>, unchanged', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    const done = `<html><head>${rule}</head><body></body></html>`;
    expect(moveIslandStyleToHead(plain)).toBe(plain);
    expect(moveIslandStyleToHead(done)).toBe(done);
  });
});
