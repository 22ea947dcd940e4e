import type { ListItemKinds } from './listItems.ts';
import { ownFieldRenderer } from './ownFieldRenderer.tsx';
import { createRendererMap, type FieldRenderer, type RendererMap } from './rendererMap.ts';
import { ListItemField } from './renderers/ListItemField.tsx';

/**
 * The renderer map of a phone over the registry's kinds: every list-item field kind (`list.asListItem.field`)
 * drawn by the generic ListItemField, every field kind a kind introduces (`preview.fields`) by its
 * owner's renderer, under the given map (the core renderers plus the previewed kind's own, which win).
 */
export function vocabularyRenderers(base: RendererMap, kinds: ListItemKinds): RendererMap {
  const { own, listItems } = kinds.vocabulary;
  if (own.size === 0 && listItems.size === 0) return base;
  const derived: Record<string, FieldRenderer> = {};
  for (const field of listItems.keys()) derived[field] = ListItemField;
  for (const [field, id] of own) {
    const owner = kinds.byId(id);
    if (owner) derived[field] = ownFieldRenderer(owner, field);
  }
  return createRendererMap({ ...derived, ...base });
}
