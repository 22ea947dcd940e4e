import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type ErrorSchema, type FieldProps, type UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { childStateOf, createChildState, jsonPointer, type ChildKey, type ChildState } from './childState.ts';
import type { ConsoleFormContext } from './pendingEdits.ts';
import { isKey, keyPropOf, type Location } from './siblings.ts';

const DefaultArrayField = getDefaultRegistry().fields.ArrayField;

/** RJSF's own array, without the "Options-1 *" heading RJSF gives each object row (the row's box and fields say enough). */
function PlainArrayField(props: FieldProps) {
  const { uiSchema } = props;
  const objects = (props.schema.items as { type?: unknown } | undefined)?.type === 'object';
  const ui = useMemo(() => (objects ? { ...uiSchema, items: { 'ui:label': false, ...(uiSchema?.items as object | undefined) } } as UiSchema : uiSchema), [objects, uiSchema]);
  return <DefaultArrayField {...props} uiSchema={ui} />;
}

/** Registry names of the templates a collapsible array renders with (ConsoleForm registers them). */
export const COLLAPSIBLE_TEMPLATES = { array: 'CollapsibleArrayTemplate', item: 'CollapsibleItemTemplate' } as const;

/** The `ui:options` a collapsible array reads (RJSF's own `addable`, `removable` keep their meaning). */
export interface CollapsibleOptions {
  /** Render the children as collapsed rows, one open at a time (the rest mount no widgets). */
  collapsible?: boolean;
  /** Draw the children and their `x-sibling` pointers as a graph beside (or above) the rows. */
  graph?: boolean;
  /** Offer RJSF's Copy button on each row; on by default here (RJSF's default is off). */
  copyable?: boolean;
  /** `false`: no move buttons, no drag, no Alt+↑/↓. */
  orderable?: boolean;
  /** What a row shows: `title`, the item property naming it; `thumbnail`, the item property holding a stored image. */
  summary?: { title?: string; thumbnail?: string };
}

/** What the rows and the graph of one collapsible array share; one stable object per array. */
export interface CollapsibleArray {
  state: ChildState;
  /** The array's JSON pointer (`/pages`), its childState address. */
  pointer: string;
  keyProp?: string;
  /** A child's key: its `x-key` value (undefined until it has one), else its index. */
  keyOf(item: unknown, index: number): ChildKey | undefined;
  /** RJSF's id of the child at `index` (`t_pages_2`); rows add `__row`, `__toggle`, `__panel`. */
  childId(index: number): string;
  /** Id of the reorder hint the row headers are described by. */
  hintId: string;
  /** Opens the child at `index` (or closes it), flushing typed text first: the open child's fields unmount. */
  toggle(index: number, open: boolean): void;
  /** Opens the child at `index`, scrolls its row into view and focuses its header. */
  reveal(index: number): void;
  /** Moves a child anywhere (a drop): one change of the whole array, its errors moved along. */
  move(from: number, to: number, title: string): void;
  /** After a one-step move through RJSF's own reorder: announce it and keep the header focused. */
  stepped(from: number, to: number, title: string): void;
  /** A child is about to be removed (index-keyed arrays shift their open index). */
  removing(index: number): void;
  /** The next child appearing at `at` (Add, Copy) opens as soon as it has a key. */
  expectNew(at: number): void;
  /** The index of the row being dragged, if any. */
  drag: { from: number | null };
}

const Ctx = createContext<CollapsibleArray | null>(null);

/** The collapsible array a row or graph is part of (throws outside one: the templates need it). */
export function useCollapsibleArray(): CollapsibleArray {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('Collapsible templates render only inside CollapsibleArrayField');
  return ctx;
}

/** `['pages', 2, 'x']` → `['pages', '*', 'x']`: a concrete location as the schema path annotations use. */
export const schemaPathOf = (at: Location) => at.map((p) => (typeof p === 'number' ? '*' : p));

/** A list with the item at `from` moved to `to`. */
export function movedList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** An array's error schema with the child entries reordered as `movedList` reorders the children. */
function movedErrors(errors: ErrorSchema | undefined, count: number, from: number, to: number): ErrorSchema | undefined {
  if (!errors) return undefined;
  const e = errors as Record<string, unknown>;
  const order = movedList(Array.from({ length: count }, (_, i) => i), from, to);
  const out: Record<string, unknown> = e.__errors ? { __errors: e.__errors } : {};
  order.forEach((old, i) => { if (e[old]) out[i] = e[old]; });
  return out as ErrorSchema;
}

/** Where an index-keyed open child goes when the child at `from` moves to `to`. */
function followMove(open: number, from: number, to: number): number {
  if (open === from) return to;
  if (from < open && to >= open) return open - 1;
  if (from > open && to <= open) return open + 1;
  return open;
}

/** Runs `fn` once the browser has laid out the last render. */
export const afterPaint = (fn: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 0));

/**
 * The console's `ArrayField`: RJSF's own, unchanged unless the array's UI schema says
 * `ui:options.collapsible`. Then it renders with the collapsible templates (copy on by default) and
 * gives them what RJSF's templates lack: a move to any position (for drops; RJSF's item buttons only
 * move by one), the open child in the form's childState, and a live region for move announcements.
 */
export function CollapsibleArrayField(props: FieldProps) {
  return getUiOptions(props.uiSchema).collapsible ? <Collapsible {...props} /> : <PlainArrayField {...props} />;
}

function Collapsible(props: FieldProps) {
  const { uiSchema, registry, fieldPathId } = props;
  const own = useMemo(createChildState, []);
  const state = childStateOf(registry.formContext) ?? own;
  const pointer = jsonPointer(fieldPathId.path);
  const keyProp = keyPropOf(registry.rootSchema as JsonSchema, schemaPathOf(fieldPathId.path));
  const arrayId = fieldPathId.$id;
  const sep = registry.globalFormOptions.idSeparator;
  const latest = useRef(props);
  latest.current = props;
  const pendingRef = useRef<{ expect: { at: number; count: number } | null; focus: number | null }>({ expect: null, focus: null });
  const [announcement, setAnnouncement] = useState('');
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;

  const ctx = useMemo<CollapsibleArray>(() => {
    const list = () => (Array.isArray(latest.current.formData) ? (latest.current.formData as unknown[]) : []);
    const keyOf = (item: unknown, index: number): ChildKey | undefined => {
      if (!keyProp) return index;
      const k = (item as Record<string, unknown> | null | undefined)?.[keyProp];
      return isKey(k) ? k : undefined;
    };
    const childId = (index: number) => `${arrayId}${sep}${index}`;
    const flush = () => (latest.current.registry.formContext as ConsoleFormContext | undefined)?.pending?.flushAll();
    // Index keys name a position, so the open child must follow its row when rows move.
    const followIndex = (f: (open: number) => number | undefined) => {
      const open = state.open(pointer);
      if (!keyProp && typeof open === 'number') state.setOpen(pointer, f(open));
    };
    const toggle = (index: number, open: boolean) => {
      flush();
      state.setOpen(pointer, open ? keyOf(list()[index], index) : undefined);
    };
    const stepped = (from: number, to: number, title: string) => {
      followIndex((open) => followMove(open, from, to));
      pendingRef.current.focus = to;
      setAnnouncement(tRef.current('relations.moved', { title, position: to + 1, count: list().length }));
    };
    return {
      state, pointer, keyProp, keyOf, childId, toggle, stepped, hintId: `${arrayId}__hint`,
      reveal(index) {
        toggle(index, true);
        afterPaint(() => {
          document.getElementById(`${childId(index)}__row`)?.scrollIntoView?.({ block: 'nearest' });
          document.getElementById(`${childId(index)}__toggle`)?.focus({ preventScroll: true });
        });
      },
      move(from, to, title) {
        const { errorSchema, onChange, fieldPathId: at } = latest.current;
        const items = list();
        if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
        flush();
        onChange(movedList(items, from, to) as typeof latest.current.formData, at.path, movedErrors(errorSchema, items.length, from, to));
        stepped(from, to, title);
      },
      removing(index) {
        followIndex((open) => (open === index ? undefined : open > index ? open - 1 : open));
      },
      expectNew(at) {
        pendingRef.current.expect = { at, count: list().length };
      },
      drag: { from: null },
    };
  }, [state, pointer, keyProp, arrayId, sep]);

  // A new child opens once it is there with a key of its own (the form gives it a temporary key in the next change).
  useEffect(() => {
    const p = pendingRef.current;
    const items = Array.isArray(props.formData) ? props.formData : [];
    if (p.expect) {
      const { at, count } = p.expect;
      if (items.length === count + 1) {
        const key = ctx.keyOf(items[at], at);
        // A copy first carries its original's key, until the form gives it a temporary one.
        const own = key !== undefined && !items.some((c, i) => i !== at && ctx.keyOf(c, i) === key);
        // Fresh until the author leaves it or saves: a page just added has no way on yet, which is no error.
        if (own) { p.expect = null; ctx.state.markFresh(ctx.pointer, key); ctx.reveal(at); }
      } else if (items.length !== count) p.expect = null;
    }
    // A moved row is a moved (or re-rendered) DOM node that lost focus: put it back on the header.
    if (p.focus !== null) {
      document.getElementById(`${ctx.childId(p.focus)}__toggle`)?.focus();
      p.focus = null;
    }
  });

  const ui = useMemo<UiSchema>(() => {
    const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
    // Template names, not components: getTemplate looks string values up in the registry (ConsoleForm registers them).
    return {
      ...uiSchema,
      // The row header already names the child: its object title ("Page *") would say it twice.
      items: { 'ui:label': false, ...(uiSchema?.items as object | undefined) },
      'ui:options': {
        ...options,
        copyable: options.copyable ?? true,
        ArrayFieldTemplate: COLLAPSIBLE_TEMPLATES.array,
        ArrayFieldItemTemplate: COLLAPSIBLE_TEMPLATES.item,
      },
    } as unknown as UiSchema; // RJSF types template options as components only; its getTemplate also takes names.
  }, [uiSchema]);

  return (
    <Ctx.Provider value={ctx}>
      <DefaultArrayField {...props} uiSchema={ui} />
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </Ctx.Provider>
  );
}
