import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { refusalOf } from '../settings/users/usersApi.ts';
import '../settings/users/users.css';

type LinkState = { phase: 'checking' } | { phase: 'invalid' } | { phase: 'ready'; email: string } | { phase: 'done'; email: string };

/**
 * The public page a one-time set-password link opens: shows whose account it is, takes the
 * new password twice, sets it, then points to sign-in. An unknown, used or expired link says so.
 */
export function SetPasswordPage() {
  const t = useT();
  const { http } = useServices();
  const { token = '' } = useParams<{ token: string }>();
  const [state, setState] = useState<LinkState>({ phase: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  // Each message beside the field it is about: the server's password rule by the password, a mismatch by the repeat.
  const [error, setError] = useState<{ field: 'password' | 'repeat'; text: string }>();
  const passwordErrorId = useId();
  const repeatErrorId = useId();
  const hintId = useId();
  const passwordId = useId();
  const repeatId = useId();
  const [busy, setBusy] = useState(false);
  const path = `/password-link/${encodeURIComponent(token)}`;

  useEffect(() => {
    let live = true;
    http<{ data: { email: string } }>(path)
      .then((res) => { if (live) setState({ phase: 'ready', email: res.data.email }); })
      .catch(() => { if (live) setState({ phase: 'invalid' }); });
    return () => { live = false; };
  }, [http, path]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state.phase !== 'ready') return;
    if (password !== repeat) { setError({ field: 'repeat', text: t('users.setPassword.mismatch') }); return; }
    setBusy(true);
    setError(undefined);
    try {
      await http(path, { method: 'POST', body: { password } });
      setState({ phase: 'done', email: state.email });
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal && !refusal.fields.password) setState({ phase: 'invalid' });
      else setError({ field: 'password', text: refusal?.fields.password ?? t('error.generic') });
    } finally {
      setBusy(false);
    }
  }

  if (state.phase === 'checking') {
    return <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('users.setPassword.checking')}</main>;
  }
  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <div className="login__brand" aria-hidden="true"><span className="brand-mark">T</span></div>
        <h1 className="login__title">{t('users.setPassword.title')}</h1>
        {state.phase === 'invalid' && <p className="login__subtitle" role="alert">{t('users.setPassword.invalid')}</p>}
        {state.phase === 'done' && <p className="login__subtitle" role="status">{t('users.setPassword.done', { email: state.email })}</p>}
        {state.phase === 'ready' && (
          <>
            <p className="login__subtitle">{t('users.setPassword.for', { email: state.email })}</p>
            <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
            <div className="field">
              <label className="field__label" htmlFor={passwordId}>{t('users.setPassword.password')}</label>
              <input id={passwordId} className="input" type="password" name="password" autoComplete="new-password" autoFocus
                value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={error?.field === 'password' ? true : undefined}
                aria-describedby={error?.field === 'password' ? `${passwordErrorId} ${hintId}` : hintId} />
              {error?.field === 'password' && <span id={passwordErrorId} className="users-error" role="alert">{error.text}</span>}
            </div>
            <p id={hintId} className="muted">{t('users.passwordHint')}</p>
            <div className="field">
              <label className="field__label" htmlFor={repeatId}>{t('users.setPassword.repeat')}</label>
              <input id={repeatId} className="input" type="password" name="repeat" autoComplete="new-password"
                value={repeat} onChange={(e) => setRepeat(e.target.value)} aria-invalid={error?.field === 'repeat' ? true : undefined}
                aria-describedby={error?.field === 'repeat' ? repeatErrorId : undefined} />
              {error?.field === 'repeat' && <span id={repeatErrorId} className="users-error" role="alert">{error.text}</span>}
            </div>
            <button className="btn btn--primary btn--block" type="submit" disabled={busy}>
              {busy ? t('users.setPassword.submitting') : t('users.setPassword.submit')}
            </button>
          </>
        )}
        {state.phase !== 'ready' && <Link className="btn btn--primary btn--block" href="/login">{t('users.setPassword.signIn')}</Link>}
      </form>
    </main>
  );
}
