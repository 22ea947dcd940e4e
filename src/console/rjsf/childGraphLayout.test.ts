import { describe, expect, it } from 'vitest';
import { childEdges, edgeGeometry, layoutChildGraph, type PointerField } from './childGraphLayout.ts';

const fields: PointerField[] = [{ path: ['next'], label: 'Next' }, { path: ['alt'], label: 'Alt' }];
const keyOf = (item: unknown) => (item as { id?: number }).id;

describe('child graph edges', () => {
  it('draws one edge per pointer value, skipping dangling pointers and the child itself', () => {
    const items = [{ id: 10, next: 20, alt: 30 }, { id: 20, next: 20 }, { id: 30, next: 99 }, { id: 40, next: 10, alt: 10 }];
    expect(childEdges(items, fields, keyOf)).toEqual([
      { from: 0, to: 1, label: 'Next' },
      { from: 0, to: 2, label: 'Alt' },
      { from: 3, to: 0, label: 'Next' },
      { from: 3, to: 0, label: 'Alt' },
    ]);
  });

  it('follows nested pointer paths inside a child', () => {
    const items = [{ id: 1, choices: [{ go: 2 }, { go: 3 }] }, { id: 2 }, { id: 3 }];
    expect(childEdges(items, [{ path: ['choices', '*', 'go'], label: 'Go' }], keyOf).map((e) => e.to)).toEqual([1, 2]);
  });
});

describe('child graph layout', () => {
  it('layers from the first child by BFS depth, in discovery order', () => {
    const edges = [{ from: 0, to: 2, label: '' }, { from: 0, to: 1, label: '' }, { from: 2, to: 3, label: '' }, { from: 1, to: 3, label: '' }, { from: 3, to: 0, label: '' }];
    const l = layoutChildGraph(4, edges);
    expect(l.places).toEqual([{ col: 0, row: 0 }, { col: 1, row: 1 }, { col: 1, row: 0 }, { col: 2, row: 0 }]);
    expect(l.unreachableCol).toBeNull();
    expect([l.cols, l.rows]).toEqual([3, 2]);
  });

  it('puts the children the first cannot reach apart, in one last column', () => {
    const l = layoutChildGraph(5, [{ from: 0, to: 1, label: '' }, { from: 3, to: 0, label: '' }, { from: 4, to: 3, label: '' }]);
    expect(l.unreachableCol).toBe(2);
    expect(l.places[2]).toEqual({ col: 2, row: 0 });
    expect(l.places[3]).toEqual({ col: 2, row: 1 });
    expect(l.places[4]).toEqual({ col: 2, row: 2 });
  });

  it('handles no children and a fifty-child chain', () => {
    expect(layoutChildGraph(0, [])).toEqual({ places: [], cols: 0, rows: 0, unreachableCol: null });
    const chain = Array.from({ length: 49 }, (_, i) => ({ from: i, to: i + 1, label: '' }));
    const l = layoutChildGraph(50, chain);
    expect(l.cols).toBe(50);
    expect(l.places[49]).toEqual({ col: 49, row: 0 });
  });

  it('runs forward edges left to right and arcs back edges above the nodes', () => {
    const forward = edgeGeometry({ col: 0, row: 0 }, { col: 1, row: 0 }, 0);
    expect(forward.d).toMatch(/^M164,59 C/);
    const back = edgeGeometry({ col: 2, row: 1 }, { col: 0, row: 0 }, 0);
    expect(back.ly).toBeLessThan(40);
  });
});
