import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { refusalOf } from './users/usersApi.ts';

/** The server's longest key name (after trimming). */
const NAME_MAX = 80;

/** Props of the create form: the call that creates (the section owns the API) and what happens after. */
export interface ApiKeysCreateFormProps {
  create(name: string): Promise<unknown>;
}

/** "Create key": a labelled name; an empty name or the server's refusal is said next to the field. */
export function ApiKeysCreateForm({ create }: ApiKeysCreateFormProps) {
  const t = useT();
  const headingId = useId();
  const nameId = useId();
  const errorId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('apiKeys.create.nameRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await create(trimmed);
      setName('');
    } catch (err) {
      const refusal = refusalOf(err);
      // A failure without the server's words was toasted by the http client already.
      if (refusal) setError(refusal.fields.name ?? refusal.message ?? t('error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="apikeys-create" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="apikeys-create__title">{t('apiKeys.create.title')}</h3>
      <div className="field apikeys-create__field">
        <label className="field__label" htmlFor={nameId}>{t('apiKeys.create.name')}</label>
        <div className="apikeys-create__row">
          <input id={nameId} className="input" type="text" name="name" autoComplete="off" maxLength={NAME_MAX} value={name}
            onChange={(e) => { setName(e.target.value); if (error) setError(undefined); }}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${errorId} ${hintId}` : hintId} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('apiKeys.create.submitting') : t('apiKeys.create.submit')}
          </button>
        </div>
        {error && <p id={errorId} className="settings-error" role="alert">{error}</p>}
        <p id={hintId} className="settings-note">{t('apiKeys.create.nameHint')}</p>
      </div>
    </form>
  );
}
