import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useSearchParams } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { tokenAtom } from '../session/session.ts';
import { autoSignInPendingAtom } from './signInState.ts';
import { useSignIn } from './useSignIn.ts';

/** Sign-in page (SPEC §2): e-mail (trimmed) and password, then back to `redirect` or `/`. */
export function LoginPage() {
  const t = useT();
  const { notify } = useServices();
  const token = useAtomValue(tokenAtom);
  const autoPending = useAtomValue(autoSignInPendingAtom);
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (token && !busy && !autoPending) return <Redirect to="/" replace />;
  if (autoPending) {
    return <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('login.autoSigningIn')}</main>;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !password) {
      notify('error', t('login.required'));
      return;
    }
    setBusy(true);
    await signIn(trimmed, password, params.get('redirect'));
    setBusy(false);
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <div className="login__brand" aria-hidden="true"><span className="brand-mark">T</span></div>
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
        <label className="field">
          <span className="field__label">{t('login.email')}</span>
          <input className="input" type="email" name="email" autoComplete="username" autoFocus
            value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('login.password')}</span>
          <input className="input" type="password" name="password" autoComplete="current-password"
            value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button className="btn btn--primary btn--block" type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
