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
});
