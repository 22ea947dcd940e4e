import type { ComponentType } from 'react';
import type { PreviewField } from '../../core/previewField.ts';

/** What every field renderer receives: one preview field record. */
export interface FieldRendererProps {
  field: PreviewField;
}

/** A component that renders one field kind. */
export type FieldRenderer = ComponentType<FieldRendererProps>;

/** Field kind → renderer. Keys are strings so a kind may add renderers for field kinds of its own. */
export type RendererMap = Readonly<Record<string, FieldRenderer>>;

/** A frozen renderer map; passed down as a prop, never mutated after it is built. */
export function createRendererMap(entries: Record<string, FieldRenderer>): RendererMap {
  return Object.freeze({ ...entries });
}

/** A new frozen map: the base with the extra renderers added or replacing entries of the same field kind. */
export function extendRenderers(base: RendererMap, extra: Record<string, FieldRenderer> | undefined): RendererMap {
  return extra && Object.keys(extra).length ? createRendererMap({ ...base, ...extra }) : base;
}
