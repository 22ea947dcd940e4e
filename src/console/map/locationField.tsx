import './locationField.css';

/**
 * Pieces every widget of a location group uses, the `location` widget and a kind's own alike. Group
 * widgets take `"ui:label": false`, so a hidden field takes its label along: they draw the label
 * themselves with GroupFieldLabel.
 */

/** What a hidden field of a group renders: an empty marker that lets the stylesheet drop the whole RJSF field wrapper. */
export function HiddenGroupField() {
  return <span className="location-field--hidden" hidden />;
}

/** The field's own label (RJSF's is off for group fields), with RJSF's required mark. */
export function GroupFieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return <label className="control-label" htmlFor={id}>{label}{required && <span className="required">*</span>}</label>;
}

/** The id of a field's error text, for aria-describedby. */
export const groupFieldErrorId = (id: string) => `${id}-error`;

/** The aria attributes of an input that has errors (none when it has none). */
export function invalidProps(id: string, errors: readonly string[]) {
  return errors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': groupFieldErrorId(id) } as const : {};
}

/** Errors the widget words itself, beside the field (use `"ui:hideError": true` so RJSF's are not shown as well). */
export function GroupFieldError({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return <span id={groupFieldErrorId(id)} className="location-field__error text-danger" role="alert">{errors.join(' ')}</span>;
}
