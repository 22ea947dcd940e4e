import { useCallback, useMemo, useRef, useState } from 'react';

/** Open children by keyed-array pointer (`{ '/pages': 17 }`). */
export type OpenChildren = Readonly<Record<string, string | number>>;

/** Where the preview is, and how to move: links push, back pops. */
export interface PreviewTrail {
  /** The open children the preview shows: the last link pressed, else the author's. */
  at: OpenChildren | undefined;
  push(to: OpenChildren): void;
  back(): void;
  canGoBack: boolean;
}

const keyOf = (o: OpenChildren | undefined) => (o ? JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) : '');

/**
 * The visitor's walk through the preview's children. It starts from what the author has open and
 * starts over whenever the author opens another child (compared by value, not identity), so the
 * phone always follows the editor first and the buttons second.
 */
export function usePreviewTrail(open: OpenChildren | undefined): PreviewTrail {
  const openKey = keyOf(open);
  const [state, setState] = useState<{ from: string; steps: OpenChildren[] }>({ from: openKey, steps: [] });
  // A different child opened in the editor: the walk so far no longer applies (reset during render, React's documented pattern).
  const steps = state.from === openKey ? state.steps : [];
  if (state.from !== openKey) setState({ from: openKey, steps: [] });
  // Read through a ref: the services holding `push` stay the same object while the author types.
  const latest = useRef({ open, openKey });
  latest.current = { open, openKey };
  const push = useCallback((to: OpenChildren) => setState((s) => {
    const { open: o, openKey: k } = latest.current;
    return { from: k, steps: [...(s.from === k ? s.steps : []), { ...(o ?? {}), ...to }] };
  }), []);
  const back = useCallback(() => setState((s) => ({ from: s.from, steps: s.steps.slice(0, -1) })), []);
  const at = steps.length ? steps[steps.length - 1] : open;
  // Stable by value, so memoised previews do not rebuild when the editor re-renders with an equal object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableAt = useMemo(() => at, [keyOf(at)]);
  return { at: stableAt, push, back, canGoBack: steps.length > 0 };
}
