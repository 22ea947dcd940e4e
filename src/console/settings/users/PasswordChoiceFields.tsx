import { useId } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import type { PasswordChoice } from './usersApi.ts';

/** Props of the password choice: the current choice, its setter and the server's word on the password. */
export interface PasswordChoiceFieldsProps {
  value: PasswordChoice;
  onChange(next: PasswordChoice): void;
  error?: string;
}

/** The choice every new password offers: type one now, or let the user choose it through a one-time link. */
export function PasswordChoiceFields({ value, onChange, error }: PasswordChoiceFieldsProps) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();
  return (
    <fieldset className="users-choice">
      <legend className="field__label">{t('users.choice.legend')}</legend>
      <label className="users-choice__option">
        <input type="radio" name={name} checked={value.mode === 'link'} onChange={() => onChange({ mode: 'link' })} />
        {t('users.choice.link')}
      </label>
      <label className="users-choice__option">
        <input type="radio" name={name} checked={value.mode === 'password'}
          onChange={() => onChange({ mode: 'password', password: '' })} />
        {t('users.choice.password')}
      </label>
      {value.mode === 'link' ? (
        <p className="users-hint">{t('users.choice.linkHelp')}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={inputId}>{t('users.password')}</label>
          <input id={inputId} className="input" type="password" name="password" autoComplete="new-password"
            value={value.password} onChange={(e) => onChange({ mode: 'password', password: e.target.value })}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${errorId} ${hintId}` : hintId} />
          <span id={hintId} className="users-hint">{t('users.passwordHint')}</span>
          {error && <span id={errorId} className="users-error" role="alert">{error}</span>}
        </div>
      )}
    </fieldset>
  );
}
