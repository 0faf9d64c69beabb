import { describe, expect, it } from 'vitest';
import { htmlInParts } from '../../src/lib/article-text';

describe('an article body in parts (left out of the first layout below the fold)', () => {
  it('wraps each part a heading opens, and leaves the introduction as it is', () => {
    expect(htmlInParts('<p>Intro</p>\n<h2 id="a">A</h2>\n<p>a</p>\n<h2 id="b">B</h2><p>b</p>')).toBe(
      '<p>Intro</p>\n<div class="partie"><h2 id="a">A</h2>\n<p>a</p>\n</div><div class="partie"><h2 id="b">B</h2><p>b</p></div>',
    );
    expect(htmlInParts('<p>Sans intertitre</p>')).toBe('<p>Sans intertitre</p>');
  });

});
