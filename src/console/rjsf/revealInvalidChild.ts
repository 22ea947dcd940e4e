import { getUiOptions, type UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { jsonPointer, type ChildState } from './childState.ts';
import { afterPaint, schemaPathOf } from './CollapsibleArrayField.tsx';
import { isKey, keyPropOf, valueAt, type Location } from './siblings.ts';

/** `.pages.3.page_title` or `pages[3].page_title` (an RJSF error's `property`) → `['pages', 3, 'page_title']`. */
export function errorLocation(property: string | undefined): Location {
  return (property ?? '').replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1').split('.').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** What revealInvalidChild needs to know about the form. */
export interface RevealContext {
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: unknown;
  state: ChildState;
  idPrefix: string;
  idSeparator?: string;
}

/**
 * For a failed submit: opens every collapsible child on the way to the error's field, then focuses
 * that field once it has mounted (RJSF's own focusOnFirstError ran while it was not there). With
 * `focus: false` it only opens (the first error is elsewhere and keeps the focus). Returns whether the
 * error was inside a collapsible child.
 */
export function revealInvalidChild(property: string | undefined, ctx: RevealContext, focus = true): boolean {
  const at = errorLocation(property);
  const sep = ctx.idSeparator ?? '_';
  const row = openChildrenOn(at, ctx);
  if (!row) return false;
  if (!focus) return true;
  const fieldId = [ctx.idPrefix, ...at].join(sep);
  const openRow = row;
  // The opened fields mount in the next render; a field without an input of that id (a map, a hidden
  // key) leaves the focus on its row's header.
  let tries = 0;
  const attempt = () => {
    const field = document.getElementById(fieldId) ?? document.querySelector<HTMLElement>(`[id^="${fieldId}${sep}"]`);
    if (field && typeof field.focus === 'function') { field.focus(); return; }
    if (++tries < 5) { afterPaint(attempt); return; }
    document.getElementById(`${openRow}__row`)?.scrollIntoView?.({ block: 'nearest' });
    document.getElementById(`${openRow}__toggle`)?.focus();
  };
  afterPaint(attempt);
  return true;
}

/**
 * Opens every collapsible child on the way to a location (`['pages', 3, 'page_title']`); returns the
 * RJSF id of the innermost child row it opened, or undefined when none was on the way.
 */
export function openChildrenOn(at: Location, ctx: RevealContext): string | undefined {
  const sep = ctx.idSeparator ?? '_';
  let ui = ctx.uiSchema as Record<string, unknown> | undefined;
  let row: string | undefined;
  at.forEach((part, i) => {
    if (typeof part === 'number') {
      if (getUiOptions(ui as UiSchema).collapsible) {
        const arrayAt = at.slice(0, i);
        const keyProp = keyPropOf(ctx.schema, schemaPathOf(arrayAt));
        const key = keyProp ? (valueAt(ctx.formData, [...arrayAt, part]) as Record<string, unknown> | undefined)?.[keyProp] : part;
        if (isKey(key)) {
          ctx.state.setOpen(jsonPointer(arrayAt), key);
          row = [ctx.idPrefix, ...arrayAt, part].join(sep);
        }
      }
      ui = ui?.items as Record<string, unknown> | undefined;
    } else ui = ui?.[part] as Record<string, unknown> | undefined;
  });
  return row;
}
