import type { PreviewField } from '../../core/previewField.ts';
import { deepEqual } from './deepEqual.ts';

/** The records a phone shows: `visible` ones only, in `position` order (stable for equal positions). */
export function visibleFields(fields: readonly PreviewField[]): PreviewField[] {
  return fields
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.visible !== false)
    .sort((a, b) => (a.f.position - b.f.position) || (a.i - b.i))
    .map(({ f }) => f);
}

/** A React key for a record: its id when it has one, else kind and position (stable across keystrokes). */
export function fieldKey(f: PreviewField): string {
  return f.id !== undefined ? `id:${f.id}` : `${f.field}@${f.position}`;
}

/** Whether two records would render the same; toPreview builds fresh objects per keystroke, so identity is not enough. */
export function sameField(a: PreviewField, b: PreviewField): boolean {
  return a === b || (
    a.field === b.field && a.visible === b.visible && a.position === b.position && a.id === b.id && a.file === b.file
    && deepEqual(a.value, b.value) && deepEqual(a.meta, b.meta)
  );
}
