// Issue 40: no import cycle between the files of web/src and web/editor (a file that reaches
// itself through its imports), types included; scripts/import-cycles.mjs prints them.
// (tests/unit/import-direction.test.ts checks the folders of web/src.)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, fileGraph } from '../../scripts/import-cycles.mjs';

const fixture = fileURLToPath(new URL('../fixtures/import-cycle/', import.meta.url));

describe('the files of web/src and web/editor', () => {
  const graph: Map<string, string[]> = fileGraph(['src', 'editor']);

  it('are read, with their imports resolved to files (.ts, .tsx, .astro, .mjs)', () => {
    expect(graph.size).toBeGreaterThan(150);
    const targets = [...graph.values()].flat();
    for (const kind of ['.ts', '.tsx', '.astro']) expect(targets.some((t) => t.endsWith(kind))).toBe(true);
    // An .astro page's frontmatter imports are read.
    expect(graph.get('src/pages/index.astro')?.length).toBeGreaterThan(3);
    expect(graph.get('src/content.config.ts')).toContain('src/content/registry.ts');
    expect([...graph.keys()].some((f) => f.startsWith('editor/'))).toBe(true);
  });

  it('import no file that imports them back, through any chain', () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe('the cycle check', () => {
  const graph: Map<string, string[]> = fileGraph(['ring', 'types', 'none'], fixture);

  it('finds a cycle through files of three kinds, and one of type imports only', () => {
    expect(graph.get('ring/b.astro')).toEqual(['ring/c.mjs']);
    expect(cycles(graph)).toEqual(expect.arrayContaining([['ring/a.ts', 'ring/b.astro', 'ring/c.mjs'], ['types/left.ts', 'types/right.ts']]));
    expect(cycles(graph)).toHaveLength(2);
  });

  it('finds none in a chain, an index file resolved', () => {
    expect(graph.get('none/middle.ts')).toEqual(['none/bottom/index.ts']);
    expect(cycles(fileGraph(['none'], fixture))).toEqual([]);
  });

  it('finds a file importing itself', () => {
    expect(cycles(new Map([['x.ts', ['x.ts']], ['y.ts', []]]))).toEqual([['x.ts']]);
  });
});
