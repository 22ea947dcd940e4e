import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { tokenAtom } from './session.ts';
import { safeRedirect } from './redirects.ts';

/** Sign-in page (SPEC §2): e-mail (trimmed) and password, then back to `redirect` or `/`. */
export function LoginPage() {
  const t = useT();
  const { http, notify } = useServices();
  const [token, setToken] = useAtom(tokenAtom);
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (token && !busy) return <Redirect to="/" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !password) {
      notify('error', t('login.required'));
      return;
    }
    setBusy(true);
    try {
      const res = await http<{ access_token: string }>('/login', { method: 'POST', body: { email: trimmed, password } });
      setToken(res.access_token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The http client already showed the server's message.
    } finally {
      setBusy(false);
    }
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
