// Issue 15, « one direction »: content → page → template → HTML. The content layer imports no
// component; components import content types only and get their data by props
// (scripts/import-graph.mjs prints the whole graph).
import { describe, expect, it } from 'vitest';
import { forbidden, importEdges } from '../../scripts/import-graph.mjs';

interface Edge { from: string; to: string; fromLayer: string; toLayer: string; typeOnly: boolean }

describe('imports of web/src', () => {
  const edges: Edge[] = importEdges();

  it('are found (the graph is not empty)', () => {
    expect(edges.filter((e) => e.fromLayer === 'pages' && e.toLayer === 'content').length).toBeGreaterThan(5);
    expect(edges.filter((e) => e.fromLayer === 'components' && e.toLayer === 'content' && e.typeOnly).length).toBeGreaterThan(5);
  });

  it('never go from content to a component, nor from a component to content data', () => {
    expect(forbidden(edges).map((e: Edge) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('reach the UI strings (src/ui) from components, and src/ui reaches only lib', () => {
    expect(edges.filter((e) => e.fromLayer === 'components' && e.toLayer === 'ui' && !e.typeOnly).length).toBeGreaterThan(5);
    expect(edges.filter((e) => e.fromLayer === 'layouts' && e.toLayer === 'ui').length).toBeGreaterThan(0);
    expect([...new Set(edges.filter((e) => e.fromLayer === 'ui' && e.toLayer !== 'ui').map((e) => e.toLayer))]).toEqual(['lib']);
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

  it('refuse content → components, components → content data, and ui → content or components', () => {
    const bad = [edge('content', 'components', true), edge('components', 'content'), edge('ui', 'content', true), edge('ui', 'components')];
    expect(forbidden(bad)).toHaveLength(bad.length);
  });

  it('allow components → content types, components → ui, layouts → ui, ui → lib', () => {
    const good = [edge('components', 'content', true), edge('components', 'ui'), edge('layouts', 'ui'), edge('ui', 'lib'), edge('pages', 'content')];
    expect(forbidden(good)).toEqual([]);
  });
});
