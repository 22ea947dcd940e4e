import { useMemo } from 'react';
import type { KindDefinition } from '../../core/defineKind.ts';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import { extendRenderers, type FieldRenderer, type RendererMap } from './rendererMap.ts';

/**
 * The renderer map for one kind's preview: `base` plus the kind's own preview renderers from its
 * console module (the one load the form and a screen share; checked against the kind's declaration).
 * Until they arrive, or when the kind has none, the base map serves; a broken module is reported by
 * the kind's screen (and the browser console), not papered over here.
 */
export function useKindRenderers(kind: Pick<KindDefinition, 'id' | 'console'>, base: RendererMap): RendererMap {
  const parts = useKindConsoleParts(kind);
  const own = parts.status === 'ready' ? (parts.parts?.previewRenderers as Record<string, FieldRenderer> | undefined) : undefined;
  return useMemo(() => extendRenderers(base, own), [base, own]);
}
