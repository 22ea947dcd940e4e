import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { csrfTokenAtom } from '../session/session.ts';
import { safeRedirect } from '../session/redirects.ts';
import { autoLoginAtom } from './signInState.ts';
import { AutoSignIn } from './AutoSignIn.tsx';
import { useSignIn } from './useSignIn.ts';

/** Sign-in page (SPEC §2): e-mail (trimmed) and password, then back to `redirect` or `/`; an auto sign-in link's flow while one is pending. */
export function LoginPage() {
  const t = useT();
  const { notify } = useServices();
  const signedIn = useAtomValue(csrfTokenAtom) !== null;
  const autoLogin = useAtomValue(autoLoginAtom);
  const signIn = useSignIn();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (autoLogin) return <AutoSignIn request={autoLogin} />;
  if (signedIn && !busy) return <Redirect to="/" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !password) {
      notify('error', t('login.required'));
      return;
    }
    setBusy(true);
    if (await signIn(trimmed, password)) navigate(safeRedirect(params.get('redirect')), { replace: true });
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
