import { memo } from 'react';
import type { PreviewField } from '../../core/previewField.ts';
import type { RendererMap } from './rendererMap.ts';
import { UnknownField } from './UnknownField.tsx';
import { sameField } from './visibleFields.ts';

/** Props of one field slot. */
export interface FieldSlotProps {
  field: PreviewField;
  renderers: RendererMap;
}

/** Renders one field record with the renderer of its kind (or the loud unknown box); not memoised — see FieldSlot. */
export function FieldView({ field, renderers }: FieldSlotProps) {
  const Renderer = Object.prototype.hasOwnProperty.call(renderers, field.field) ? renderers[field.field] : undefined;
  return (
    <div className={`emu-field emu-field--${field.field}`} data-field={field.field}>
      {Renderer ? <Renderer field={field} /> : <UnknownField kind={String(field.field)} />}
    </div>
  );
}

/** One field record, memoised by content: a keystroke re-renders only the record whose content changed. */
export const FieldSlot = memo(FieldView, (a, b) => a.renderers === b.renderers && sameField(a.field, b.field));
