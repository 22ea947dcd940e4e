import { useCallback, useMemo, useRef, useState } from 'react';

/** Open children by keyed-array pointer (`{ '/pages': 17 }`). */
export type OpenChildren = Readonly<Record<string, string | number>>;

/** An item opened inside the phone from one of its list items: its API entity and id. */
export interface OpenedItem {
  entity: string;
  id: string | number;
}

/** One screen of the walk: an opened item (absent: the editor's own) and the children it shows. */
interface Step {
  item?: OpenedItem;
  at?: OpenChildren;
}

/** Where the preview is, and how to move: links and list items push, back pops. */
export interface PreviewTrail {
  /** The open children the screen shows: the last link pressed, else the author's (for the editor's item). */
  at: OpenChildren | undefined;
  /** The item opened from a list item that the phone shows; undefined: the editor's item. */
  item: OpenedItem | undefined;
  /** Moves to other children of the item on screen (a `link` pressed). */
  push(to: OpenChildren): void;
  /** Opens another item inside the phone (a list item pressed). */
  openItem(item: OpenedItem): void;
  back(): void;
  canGoBack: boolean;
}

const keyOf = (o: OpenChildren | undefined) => (o ? JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) : '');

/**
 * The visitor's walk through the preview: children of the item on screen and items opened from
 * list items, stacked. It starts from what the author has open and starts over whenever the author
 * opens another child or another item (`itemKey`; compared by value, not identity), so the phone
 * always follows the editor first and the buttons second. Typing never resets it: an author
 * checking a nested item while editing stays where they are.
 */
export function usePreviewTrail(open: OpenChildren | undefined, itemKey?: string | number): PreviewTrail {
  const from = JSON.stringify([keyOf(open), itemKey ?? null]);
  const [state, setState] = useState<{ from: string; steps: readonly Step[] }>({ from, steps: [] });
  // A different child or item opened in the editor: the walk so far no longer applies (reset during render, React's documented pattern).
  const steps = state.from === from ? state.steps : [];
  if (state.from !== from) setState({ from, steps: [] });
  // Read through a ref: the services holding `push` stay the same object while the author types.
  const latest = useRef({ open, from });
  latest.current = { open, from };
  const add = useCallback((next: (top: Step | undefined, open: OpenChildren | undefined) => Step) => setState((s) => {
    const { open: o, from: k } = latest.current;
    const kept = s.from === k ? s.steps : [];
    return { from: k, steps: [...kept, next(kept[kept.length - 1], o)] };
  }), []);
  // Children move within the item on screen: the editor's item starts from the author's open children.
  const push = useCallback((to: OpenChildren) => add((top, o) => ({ item: top?.item, at: { ...((top ? top.at : o) ?? {}), ...to } })), [add]);
  const openItem = useCallback((item: OpenedItem) => add(() => ({ item: { entity: item.entity, id: item.id } })), [add]);
  const back = useCallback(() => setState((s) => ({ from: s.from, steps: s.steps.slice(0, -1) })), []);
  const top = steps.length ? steps[steps.length - 1] : undefined;
  const at = top ? top.at : open;
  // Stable by value, so memoised previews do not rebuild when the editor re-renders with an equal object.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value (keyOf)
  const stableAt = useMemo(() => at, [keyOf(at)]);
  return { at: stableAt, item: top?.item, push, openItem, back, canGoBack: steps.length > 0 };
}
