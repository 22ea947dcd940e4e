import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/**
 * `ui:widget: "flag"`: a checkbox for a property stored as 1 or 0 (SPEC §3: the older station's
 * is_need_close_to_beacon, which the server sends as 1/0). Checked means 1; unchecked stores 0.
 * The label sits beside the box, as RJSF's boolean checkbox has it: use `"ui:label": false` so the
 * field template does not print it a second time above.
 */
export function FlagWidget({ id, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus }: WidgetProps) {
  const checked = value === 1 || value === '1' || value === true;
  return (
    <div className="checkbox">
      <label htmlFor={id}>
        <input id={id} name={id} type="checkbox" checked={checked} disabled={disabled || readonly} autoFocus={autofocus}
          aria-describedby={ariaDescribedByIds(id)}
          onChange={(e) => onChange(e.target.checked ? 1 : 0)}
          onBlur={() => onBlur(id, checked ? 1 : 0)} onFocus={() => onFocus(id, checked ? 1 : 0)} />
        <span>{label}</span>
      </label>
    </div>
  );
}
