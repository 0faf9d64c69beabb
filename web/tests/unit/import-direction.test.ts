// Issues 15 and 24, « one direction »: content → page model → page → template → HTML, and no two
// folders of web/src importing each other. The content layer imports no
// component; components import content types only and get their data by props
// (scripts/import-graph.mjs prints the whole graph).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileGraph } from '../../scripts/import-cycles.mjs';
import { forbidden, importEdges, mutualPairs } from '../../scripts/import-graph.mjs';

interface Edge { from: string; to: string; fromLayer: string; toLayer: string; typeOnly: boolean }

describe('imports of web/src', () => {
  const edges: Edge[] = importEdges();

  it('are found (the graph is not empty)', () => {
    expect(edges.filter((e) => e.fromLayer === 'pages' && e.toLayer === 'content').length).toBeGreaterThan(5);
    expect(edges.filter((e) => e.fromLayer === 'components' && e.toLayer === 'content' && e.typeOnly).length).toBeGreaterThan(5);
  });

  it('never link two folders both ways (issue 24: content → page model → page → component props)', () => {
    expect(mutualPairs(edges)).toEqual([]);
  });

  it('keep the page models in a layer of their own, above content and lib, read by pages and layouts only', () => {
    expect(edges.filter((e) => e.fromLayer === 'page-models' && e.toLayer === 'content').length).toBeGreaterThan(0);
    expect(edges.filter((e) => e.toLayer === 'page-models').map((e) => e.fromLayer).filter((l) => !['page-models', 'pages', 'layouts'].includes(l))).toEqual([]);
  });

  it('never go from content to a component, nor from a component to content data', () => {
    expect(forbidden(edges).map((e: Edge) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  // Issue 40, item 1: the UI strings reach components as props from the layout and the pages,
  // which read the page model src/page-models/ui-strings.ts; src/ui (which clashed with
  // components/ui) is gone, and components import the strings' type only.
  it('give components the UI strings by props: no src/ui, no component reads a page model or the strings', () => {
    expect(existsSync(new URL('../../src/ui', import.meta.url))).toBe(false);
    expect(edges.filter((e) => e.fromLayer === 'ui' || e.toLayer === 'ui')).toEqual([]);
    expect(edges.filter((e) => e.fromLayer === 'components' && e.toLayer === 'page-models').map((e) => e.from)).toEqual([]);
    const strings = (e: Edge) => e.to.replace(/\.ts$/, '');
    expect(edges.filter((e) => e.fromLayer === 'layouts' && strings(e) === 'page-models/ui-strings').length).toBeGreaterThan(0);
    expect(edges.filter((e) => e.fromLayer === 'components' && strings(e) === 'content/schemas/ui-strings' && e.typeOnly).length).toBeGreaterThan(5);
    expect(edges.filter((e) => e.fromLayer === 'components' && strings(e) === 'content/schemas/ui-strings' && !e.typeOnly).map((e) => e.from)).toEqual([]);
  });
});

describe('the pages', () => {
  const edges: Edge[] = importEdges();
  // Issue 24: pages read Astro's collections (getCollection through src/content/entries.ts),
  // not the loader's direct reader, which stays for code outside Astro's content layer.
  it('read the registry through Astro’s content layer, never through the direct reader', () => {
    const pages = readdirSync(new URL('../../src/pages/', import.meta.url), { recursive: true }) as string[];
    const direct = pages
      .filter((p) => p.endsWith('.astro'))
      .filter((p) => /\b(readEntry|readCollection)\(/.test(readFileSync(new URL(`../../src/pages/${p}`, import.meta.url), 'utf8')));
    expect(direct).toEqual([]);
    const entries = readFileSync(new URL('../../src/content/entries.ts', import.meta.url), 'utf8');
    expect(entries).toMatch(/from 'astro:content'/);
    expect(pages.filter((p) => p.endsWith('.astro') && /entryOf|entriesOf/.test(readFileSync(new URL(`../../src/pages/${p}`, import.meta.url), 'utf8'))).length).toBeGreaterThan(5);
  });

  // Issue 40, item 1, « one door to the content »: the direct reader (src/content/direct-reader.ts:
  // readCollection, readEntry, siteValues) is for what runs outside Astro's content layer (the
  // build's integrations, the editor, the tests); of web/src only Astro's loader imports it, not
  // even for a type: pages, layouts, components, page models and the content modules read
  // through src/content/entries.ts. Nor do components read Astro's content layer.
  it('nor does any other module of src: only the loader imports the direct reader, no component astro:content', () => {
    const direct = edges.filter((e) => e.to.replace(/\.ts$/, '') === 'content/direct-reader').map((e) => e.from);
    expect(direct).toEqual(['content/loader.ts']);
    const door = edges.filter((e) => e.to.replace(/\.ts$/, '') === 'content/entries').map((e) => e.fromLayer);
    for (const layer of ['pages', 'page-models', 'content']) expect(door).toContain(layer);
    const components = readdirSync(new URL('../../src/components/', import.meta.url), { recursive: true }) as string[];
    const astroContent = components
      .filter((p) => /\.(tsx?|astro)$/.test(p))
      .filter((p) => /from ['"]astro:content['"]/.test(readFileSync(new URL(`../../src/components/${p}`, import.meta.url), 'utf8')));
    expect(astroContent).toEqual([]);
  });
});

describe('the end-to-end specs', () => {
  // Issue 40: they check the served site against the data the build wrote beside dist
  // (tests/e2e/build-data.ts), never against src, which they would otherwise run outside Astro.
  it('import nothing of web/src', () => {
    const graph: Map<string, string[]> = fileGraph(['tests/e2e']);
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('tests/e2e/core-pages.spec.ts')).toContain('tests/e2e/build-data.ts');
    const intoSrc = [...graph].flatMap(([file, targets]) => targets.filter((t) => t.startsWith('src/')).map((t) => `${file} → ${t}`));
    expect(intoSrc).toEqual([]);
  });
});

describe('the direction rules', () => {
  const edge = (from: string, to: string, typeOnly = false): Edge => ({
    from: `${from}/x.ts`,
    to: `${to}/y.ts`,
    fromLayer: from,
    toLayer: to,
    typeOnly,
  });

  it('refuse content → components, components → content data, and components → page models', () => {
    const bad = [edge('content', 'components', true), edge('components', 'content'), edge('components', 'page-models', true), edge('components', 'page-models')];
    expect(forbidden(bad)).toHaveLength(bad.length);
  });

  it('refuse a pair of folders that import each other, even by types only', () => {
    const pair = [edge('content', 'lib'), edge('lib', 'content', true), edge('pages', 'content')];
    expect(mutualPairs(pair)).toEqual(['content ↔ lib']);
    expect(forbidden(pair).map((e: Edge) => e.fromLayer)).toEqual(['content', 'lib']);
  });

  it('allow components → content types, components → lib, layouts → page models, pages → content', () => {
    const good = [edge('components', 'content', true), edge('components', 'lib'), edge('layouts', 'page-models'), edge('pages', 'content')];
    expect(forbidden(good)).toEqual([]);
  });
});
