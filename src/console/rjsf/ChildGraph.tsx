import { Fragment, useCallback, useDeferredValue, useId, useMemo, useSyncExternalStore } from 'react';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { faultsAt, useOpenKey } from './childState.ts';
import { childEdges, edgeGeometry, GEOMETRY, layoutChildGraph, nodeXY, type PointerField } from './childGraphLayout.ts';
import type { CollapsibleArray, CollapsibleOptions } from './CollapsibleArrayField.tsx';
import { summaryTitle } from './CollapsibleItemTemplate.tsx';
import { schemaAt, siblingSpecsOf } from './siblings.ts';
import { useSiblingLabel } from './SiblingWidget.tsx';

/** The pointer fields (`x-sibling` at this array) of the array's items, with their paths inside an item. */
export function pointerFieldsOf(root: JsonSchema, arrayPath: readonly string[]): PointerField[] {
  const prefix = [...arrayPath, '*'];
  return siblingSpecsOf(root, arrayPath)
    .filter((s) => s.path.length > prefix.length && prefix.every((p, i) => s.path[i] === p))
    .map((s) => ({ path: s.path.slice(prefix.length), label: schemaAt(root, s.path)?.title ?? s.path[s.path.length - 1] }));
}

/** Props of the child graph. */
export interface ChildGraphProps {
  ctx: CollapsibleArray;
  items: readonly unknown[];
  root: JsonSchema;
  /** The array's schema path (`['pages']`), a stable array. */
  arrayPath: readonly string[];
  itemSchema: JsonSchema | undefined;
  opts: CollapsibleOptions;
  /** The array's title, naming the graph. */
  title: string;
}

/**
 * The children of a keyed array as a graph: one node per child (a button opening its row), one arrow
 * per sibling pointer labelled with the pointer field's title, layered from the first child, with the
 * children it cannot reach apart in a last column. Nodes with lint faults are outlined and list them.
 * Layout follows a deferred copy of the data: typing in a row never waits for the graph.
 */
export function ChildGraph({ ctx, items: liveItems, root, arrayPath, itemSchema, opts, title }: ChildGraphProps) {
  const t = useT();
  const markerId = useId();
  const items = useDeferredValue(liveItems);
  const labelOf = useSiblingLabel(itemSchema?.title);
  const fields = useMemo(() => pointerFieldsOf(root, arrayPath), [root, arrayPath]);
  const edges = useMemo(() => childEdges(items, fields, ctx.keyOf), [items, fields, ctx]);
  // Re-layout only when the shape changes, not on every keystroke in a child's text.
  const shape = `${items.length}|${edges.map((e) => `${e.from}>${e.to}`).join(',')}`;
  const layout = useMemo(() => layoutChildGraph(items.length, edges), [shape]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed by the shape, not by every keystroke
  const subscribe = useCallback((l: () => void) => ctx.state.subscribe(l), [ctx.state]);
  const faults = useSyncExternalStore(subscribe, ctx.state.faults, ctx.state.faults);
  const openKey = useOpenKey(ctx.state, ctx.pointer);

  const g = GEOMETRY;
  const width = g.pad * 2 + Math.max(1, layout.cols) * (g.nodeW + g.gapX) - g.gapX;
  const height = g.top + Math.max(1, layout.rows) * (g.nodeH + g.gapY) - g.gapY + g.pad;
  const lanes = new Map<string, number>();
  const drawn = edges.map((e) => {
    const pair = `${e.from}>${e.to}`;
    const lane = lanes.get(pair) ?? 0;
    lanes.set(pair, lane + 1);
    const geo = edgeGeometry(layout.places[e.from], layout.places[e.to], lane);
    return { ...e, ...geo, ly: geo.ly + lane * 12 };
  });
  const apartX = layout.unreachableCol === null ? 0 : nodeXY({ col: layout.unreachableCol, row: 0 }).x;

  return (
    <section className="child-graph" aria-label={t('collapsible.graph', { title })}>
      <div className="child-graph__scroll">
        <div className="child-graph__canvas" style={{ width, height }}>
          <svg className="child-graph__edges" width={width} height={height} aria-hidden="true">
            <defs>
              <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" />
              </marker>
            </defs>
            {layout.unreachableCol !== null && (
              <g className="child-graph__apart">
                <rect x={apartX - 8} y={g.top - 28} width={g.nodeW + 16} height={height - g.top + 20} rx="6" />
                <text x={apartX} y={g.top - 12}>{t('collapsible.unreachable')}</text>
              </g>
            )}
            {drawn.map((e, i) => (
              <g key={i} className="child-graph__edge" data-from={e.from} data-to={e.to}>
                <path d={e.d} markerEnd={`url(#${markerId})`} />
                <text x={e.lx} y={e.ly - 3} textAnchor="middle">{e.label}</text>
              </g>
            ))}
          </svg>
          {layout.places.map((place, i) => {
            const item = items[i];
            const name = labelOf({ index: i, title: summaryTitle(item, opts, itemSchema, ctx.keyProp) });
            const own = faultsAt(faults, `${ctx.pointer}/${i}`);
            const messages = own.map((f) => t(f.message, f.values));
            const { x, y } = nodeXY(place);
            const key = ctx.keyOf(item, i);
            // Named by its visible title (WCAG 2.5.3: no aria-label that leaves out what it shows); the
            // problems are its description, in a hidden element beside it.
            // A child just added shows its faults as a hint until the author leaves it or saves.
            const mark = own.length === 0 ? '' : ctx.state.isFresh(ctx.pointer, key) ? ' child-graph__node--hint' : ' child-graph__node--faulty';
            const problemsId = `${markerId}-problems-${i}`;
            return (
              <Fragment key={i}>
                <button type="button" data-index={i}
                  className={`child-graph__node${key !== undefined && key === openKey ? ' child-graph__node--open' : ''}${mark}`}
                  style={{ left: x, top: y, width: g.nodeW, height: g.nodeH }}
                  title={messages.length ? `${name}\n${messages.join('\n')}` : name}
                  aria-describedby={messages.length ? problemsId : undefined}
                  aria-current={key !== undefined && key === openKey ? 'true' : undefined}
                  onClick={() => ctx.reveal(i)}>
                  <span className="child-graph__pos" aria-hidden="true">{i + 1}</span>
                  <span className="child-graph__title">{name}</span>
                  {own.length > 0 && <span className="child-graph__badge" aria-hidden="true">⚠ {own.length}</span>}
                </button>
                {messages.length > 0 && <span id={problemsId} hidden>{messages.join(' ')}</span>}
              </Fragment>
            );
          })}
        </div>
      </div>
    </section>
  );
}
