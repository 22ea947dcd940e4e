import { useId } from 'react';

/** Props of a limit: the choices, which are ticked (null: all, no limit), and the server's word on it. */
export interface LimitChoiceProps {
  legend: string;
  help: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[] | null;
  onChange(next: string[] | null): void;
  error?: string;
}

/**
 * A user's limit (kinds, a translator's languages) as ticks: all ticked means no limit (null), so a kind
 * or language added later is included; any other set is sent as a list. None ticked is sent as is, and
 * the server says why it is refused.
 */
export function LimitChoice({ legend, help, options, value, onChange, error }: LimitChoiceProps) {
  const helpId = useId();
  const errorId = useId();
  const ticked = value ?? options.map((o) => o.value);
  const toggle = (option: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === option ? on : ticked.includes(v)));
    onChange(next.length === options.length ? null : next);
  };
  return (
    <fieldset className="users-limit" aria-describedby={error ? `${errorId} ${helpId}` : helpId}>
      <legend className="field__label">{legend}</legend>
      <div className="users-limit__options">
        {options.map((o) => (
          <label key={o.value} className="users-choice__option">
            <input type="checkbox" checked={ticked.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      <span id={helpId} className="users-hint">{help}</span>
      {error && <span id={errorId} className="users-error" role="alert">{error}</span>}
    </fieldset>
  );
}
