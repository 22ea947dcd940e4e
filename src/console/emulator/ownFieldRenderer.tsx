import type { KindConsole } from '../../core/kindConsole.ts';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import type { FieldRenderer, FieldRendererProps } from './rendererMap.ts';
import { UnknownField } from './UnknownField.tsx';

/** The kind that introduces a field kind: its id and console declaration (the module is loaded on first use). */
export interface FieldOwner {
  id: string;
  console?: KindConsole;
}

// One component per owner declaration and field kind: a stable identity, so a memoised field slot
// keeps its state when the renderer map is rebuilt.
const made = new WeakMap<FieldOwner, Map<string, FieldRenderer>>();

/**
 * The renderer of a field kind another kind introduces (a quiz's `points` in a game's preview): the
 * owner's console module is loaded once (shared with its screen) and its renderer of that name draws
 * the record. Nothing shows while it loads; a broken module shows the loud unknown-field box.
 */
export function ownFieldRenderer(owner: FieldOwner, field: string): FieldRenderer {
  let byField = made.get(owner);
  if (!byField) made.set(owner, (byField = new Map()));
  const known = byField.get(field);
  if (known) return known;
  function OwnField(props: FieldRendererProps) {
    const parts = useKindConsoleParts(owner);
    if (parts.status === 'loading') return null;
    const Renderer = parts.status === 'ready' ? (parts.parts?.previewRenderers?.[field] as FieldRenderer | undefined) : undefined;
    return Renderer ? <Renderer {...props} /> : <UnknownField kind={field} />;
  }
  OwnField.displayName = `OwnField(${owner.id}.${field})`;
  byField.set(field, OwnField);
  return OwnField;
}
