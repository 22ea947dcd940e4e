import { useId } from 'react';

/** One labelled text input of the user forms (e-mail, name) with the server's message for it next to it. */
export function UserTextField({ label, name, type = 'text', value, onChange, error, maxLength }: {
  label: string;
  name: string;
  type?: 'text' | 'email';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input id={id} className="input" type={type} name={name} autoComplete="off" maxLength={maxLength} value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error && <span id={errorId} className="users-error" role="alert">{error}</span>}
    </div>
  );
}
