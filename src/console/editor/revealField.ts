import { afterPaint } from '../rjsf/CollapsibleArrayField.tsx';
import { openChildrenOn, type RevealContext } from '../rjsf/revealInvalidChild.ts';
import type { Location } from '../rjsf/siblings.ts';
import './revealField.css';

/** How long a revealed field stays highlighted (the CSS animation lasts as long). */
export const FIELD_FLASH_MS = 2000;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** `/pages/2/beacon_id` → `['pages', 2, 'beacon_id']` (RFC 6901 unescaped; digit segments are indexes). */
export function pointerLocation(pointer: string): Location {
  return pointer.split('/').slice(1).filter((p) => p !== '')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The element to focus for a field id: its own input, else the first input inside it or named under it. */
function focusTarget(fieldId: string, sep: string): HTMLElement | null {
  const own = document.getElementById(fieldId);
  if (own?.matches(FOCUSABLE)) return own;
  const inside = own?.querySelector<HTMLElement>(FOCUSABLE);
  if (inside) return inside;
  const prefix = JSON.stringify(`${fieldId}${sep}`);
  return document.querySelector<HTMLElement>(['input:not([type="hidden"])', 'select', 'textarea'].map((s) => `${s}[id^=${prefix}]`).join(', '));
}

/** Marks the field's wrapper for a moment, so the eye finds what the link pointed at. */
function flash(el: HTMLElement): void {
  const box = el.closest<HTMLElement>('.form-group') ?? el;
  box.classList.remove('field-flash');
  // Restarts the animation when the same field is revealed twice in a row.
  void box.offsetWidth;
  box.classList.add('field-flash');
  setTimeout(() => box.classList.remove('field-flash'), FIELD_FLASH_MS);
}

/**
 * Brings the form field at a JSON pointer (`/pages/2/beacon_id`, a readiness fault's `at`) into view:
 * opens the collapsed children on the way, scrolls to the field, focuses its input and highlights it
 * briefly. A pointer with no input of its own (a map, a relation) focuses the opened child's header.
 * Calls `done` with whether an input was found, once it knows.
 */
export function revealField(pointer: string, ctx: RevealContext, done?: (found: boolean) => void): void {
  const at = pointerLocation(pointer);
  const sep = ctx.idSeparator ?? '_';
  const row = openChildrenOn(at, ctx);
  const fieldId = [ctx.idPrefix, ...at].join(sep);
  let tries = 0;
  const attempt = () => {
    const field = at.length ? focusTarget(fieldId, sep) : null;
    if (field) {
      field.scrollIntoView?.({ block: 'center' });
      field.focus({ preventScroll: true });
      flash(field);
      done?.(true);
      return;
    }
    // Opened fields mount in the next render or two.
    if (at.length && ++tries < 10) { afterPaint(attempt); return; }
    if (row) {
      document.getElementById(`${row}__row`)?.scrollIntoView?.({ block: 'nearest' });
      document.getElementById(`${row}__toggle`)?.focus();
    }
    done?.(false);
  };
  afterPaint(attempt);
}
