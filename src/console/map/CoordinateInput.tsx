import { useRef, useState } from 'react';
import { parseCoordinate, type Axis } from './coordinates.ts';
import { useMapText } from './mapMessages.ts';

/** Props of one coordinate text field. */
export interface CoordinateInputProps {
  id: string;
  axis: Axis;
  value: unknown;
  disabled?: boolean;
  /** Messages RJSF or the server attached to the field (shown when the text itself is fine). */
  errors?: string[];
  onChange(value: unknown): void;
  onBlur?(): void;
}

/**
 * A latitude or longitude as text: the always-available alternative to the map. Valid text sets the
 * number (and so moves the marker); other text is passed on as typed, so the form cannot be saved
 * with it, and "Please input digits" shows beside the field.
 */
export function CoordinateInput({ id, axis, value, disabled, errors, onChange, onBlur }: CoordinateInputProps) {
  const t = useMapText();
  const [text, setText] = useState(() => (value === undefined || value === null ? '' : String(value)));
  const [bad, setBad] = useState(false);
  const sent = useRef<unknown>(value);

  // A value that did not come from this field (map click, drag, place search) replaces the text.
  if (value !== sent.current) {
    sent.current = value;
    const shown = value === undefined || value === null ? '' : String(value);
    if (shown !== text) setText(shown);
    if (bad && typeof value === 'number') setBad(false);
  }

  function change(next: string) {
    setText(next);
    const parsed = parseCoordinate(axis, next);
    const out = parsed.ok ? parsed.value : next;
    setBad(!parsed.ok);
    sent.current = out;
    onChange(out);
  }

  const errorId = `${id}-error`;
  const shownErrors = bad ? [t('digits')] : (errors ?? []);
  return (
    <div className="coordinate-input">
      <input
        id={id}
        className="form-control"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-invalid={shownErrors.length > 0 || undefined}
        aria-describedby={shownErrors.length ? errorId : undefined}
        onChange={(e) => change(e.target.value)}
        onBlur={onBlur}
      />
      {shownErrors.length > 0 && (
        <span id={errorId} className="coordinate-input__error text-danger" role="alert">{shownErrors.join(' ')}</span>
      )}
    </div>
  );
}
