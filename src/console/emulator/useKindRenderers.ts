import { useEffect, useMemo, useState } from 'react';
import type { KindDefinition } from '../../core/defineKind.ts';
import { extendRenderers, type FieldRenderer, type RendererMap } from './rendererMap.ts';

/**
 * The renderer map for one kind's preview: `base` plus the kind's own preview renderers, loaded
 * lazily from its console module; until they arrive (or when the kind has none) the base map serves.
 */
export function useKindRenderers(kind: Pick<KindDefinition, 'id' | 'console'>, base: RendererMap): RendererMap {
  const [extra, setExtra] = useState<{ id: string; renderers: Record<string, FieldRenderer> }>();
  useEffect(() => {
    if (!kind.console?.previewRenderers?.length) return;
    let live = true;
    void kind.console.load().then((m) => {
      if (live) setExtra({ id: kind.id, renderers: (m.default.previewRenderers ?? {}) as Record<string, FieldRenderer> });
    }, (err: unknown) => console.error(`plugins/${kind.id}: its preview renderers failed to load`, err));
    return () => { live = false; };
  }, [kind]);
  return useMemo(() => (extra?.id === kind.id ? extendRenderers(base, extra.renderers) : base), [base, extra, kind.id]);
}
