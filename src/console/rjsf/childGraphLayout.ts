import { valuesAt, type SchemaPath } from '../../core/schemaAnnotations.ts';

/** A pointer from one child to another (`next_page` of child 0 holds child 2's key). */
export interface ChildEdge {
  from: number;
  to: number;
  /** The pointer field's title. */
  label: string;
}

/** A pointer field of the array's items: its path inside an item and its title. */
export interface PointerField {
  path: SchemaPath;
  label: string;
}

/**
 * One edge per pointer value that names another child of the array (dangling pointers and pointers
 * at the child itself draw nothing). O(children × pointer fields) with a key → index map.
 */
export function childEdges(items: readonly unknown[], fields: readonly PointerField[], keyOf: (item: unknown, index: number) => unknown): ChildEdge[] {
  const indexOf = new Map<unknown, number>();
  items.forEach((item, i) => { const k = keyOf(item, i); if (k !== undefined && !indexOf.has(k)) indexOf.set(k, i); });
  const edges: ChildEdge[] = [];
  items.forEach((item, from) => {
    for (const field of fields) {
      for (const { value } of valuesAt(item, field.path)) {
        const to = indexOf.get(value);
        if (to !== undefined && to !== from) edges.push({ from, to, label: field.label });
      }
    }
  });
  return edges;
}

/** Where a child sits: its column (BFS depth from the first child) and its row within the column. */
export interface NodePlace {
  col: number;
  row: number;
}

/** The layered layout of a child graph. */
export interface ChildLayout {
  /** By child index. */
  places: NodePlace[];
  cols: number;
  rows: number;
  /** The column of the children the first child cannot reach, or null when it reaches all. */
  unreachableCol: number | null;
}

/**
 * Layers from the first child: BFS depth is the column, discovery order the row. Children the first
 * cannot reach go, in array order, into one extra column at the end: a page nobody can get to stands
 * apart at a glance. O(children + edges).
 */
export function layoutChildGraph(count: number, edges: readonly ChildEdge[]): ChildLayout {
  const out: number[][] = Array.from({ length: count }, () => []);
  for (const e of edges) out[e.from]?.push(e.to);
  const places: (NodePlace | undefined)[] = new Array(count);
  const perCol: number[] = [];
  const place = (i: number, col: number) => { places[i] = { col, row: perCol[col] ?? 0 }; perCol[col] = (perCol[col] ?? 0) + 1; };
  if (count > 0) {
    place(0, 0);
    const queue = [0];
    for (let head = 0; head < queue.length; head += 1) {
      const i = queue[head];
      for (const j of out[i]) {
        if (places[j]) continue;
        place(j, places[i]!.col + 1);
        queue.push(j);
      }
    }
  }
  let unreachableCol: number | null = null;
  for (let i = 0; i < count; i += 1) {
    if (places[i]) continue;
    unreachableCol ??= perCol.length;
    place(i, unreachableCol);
  }
  return { places: places as NodePlace[], cols: perCol.length, rows: Math.max(0, ...perCol), unreachableCol };
}

/** Node and gap sizes of the drawing, in CSS pixels. */
export const GEOMETRY = { nodeW: 148, nodeH: 38, gapX: 64, gapY: 22, pad: 16, top: 40 } as const;

/** A node's top-left corner. */
export function nodeXY(p: NodePlace): { x: number; y: number } {
  const g = GEOMETRY;
  return { x: g.pad + p.col * (g.nodeW + g.gapX), y: g.top + p.row * (g.nodeH + g.gapY) };
}

/** The SVG path of an edge and its label's anchor: forward edges run right to left edges, others arc above. */
export function edgeGeometry(a: NodePlace, b: NodePlace, lane: number): { d: string; lx: number; ly: number } {
  const g = GEOMETRY;
  const p = nodeXY(a);
  const q = nodeXY(b);
  let pts: [number, number][];
  if (b.col > a.col) {
    const x0 = p.x + g.nodeW, y0 = p.y + g.nodeH / 2, x1 = q.x, y1 = q.y + g.nodeH / 2;
    const dx = (x1 - x0) / 2;
    pts = [[x0, y0], [x0 + dx, y0], [x1 - dx, y1], [x1, y1]];
  } else {
    // Back or same-column edges bend out to the top so they do not cross the nodes between; lanes keep parallel arcs apart.
    const lift = 18 + 10 * lane + Math.abs(p.y - q.y) * 0.15;
    const x0 = p.x + g.nodeW * 0.35, y0 = p.y, x1 = q.x + g.nodeW * 0.65, y1 = q.y;
    const top = Math.max(4, Math.min(y0, y1) - lift);
    pts = [[x0, y0], [x0, top], [x1, top], [x1, y1]];
  }
  const [[x0, y0], [c1x, c1y], [c2x, c2y], [x1, y1]] = pts;
  // The bezier's midpoint (t = 0.5) carries the label.
  return { d: `M${x0},${y0} C${c1x},${c1y} ${c2x},${c2y} ${x1},${y1}`, lx: (x0 + 3 * c1x + 3 * c2x + x1) / 8, ly: (y0 + 3 * c1y + 3 * c2y + y1) / 8 };
}
