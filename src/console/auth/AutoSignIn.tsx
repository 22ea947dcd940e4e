import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FetchError } from 'ofetch';
import { useLocation } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { csrfTokenAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { safeRedirect } from '../session/redirects.ts';
import type { AutoLoginRequest } from './autoLoginLink.ts';
import { autoLoginAtom } from './signInState.ts';
import { useSignIn } from './useSignIn.ts';

type Phase =
  | { step: 'checking' }
  | { step: 'asking'; current: UserWeb }
  | { step: 'signingIn' }
  | { step: 'done'; now: UserWeb };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The login page while an auto sign-in link is handled (SPEC §2 autoLogin). Signed out, it signs in with
 * the link's credentials. Signed in as the link's user, it just goes on. Signed in as someone else, it asks
 * ("You are signed in as … at …. Sign in as … instead?") and does nothing until the user answers: staying
 * keeps the session and goes to the console. After a sign-in it says which account and company are now
 * active before going on, so nobody works on in an account a link chose for them without seeing it.
 */
export function AutoSignIn({ request }: { request: AutoLoginRequest }) {
  const t = useT();
  const { http } = useServices();
  const signedIn = useAtomValue(csrfTokenAtom) !== null;
  const setRequest = useSetAtom(autoLoginAtom);
  const signIn = useSignIn();
  const [, navigate] = useLocation();
  const [phase, setPhase] = useState<Phase>({ step: signedIn ? 'checking' : 'signingIn' });
  // StrictMode runs effects twice; one check (and at most one sign-in) per link.
  const started = useRef(false);

  const goOn = useCallback(() => {
    navigate(safeRedirect(request.redirect), { replace: true });
    setRequest(null);
  }, [navigate, request.redirect, setRequest]);
  const whoIsSignedIn = useCallback(() => http<{ data: UserWeb }>('/user/web', { method: 'POST' }).then((r) => r.data), [http]);

  const signInNow = useCallback(async () => {
    setPhase({ step: 'signingIn' });
    const ok = await signIn(request.email, request.password);
    // The password has done its work (or failed): it is not kept for longer.
    setRequest(ok ? { ...request, password: '' } : null);
    if (!ok) return;
    const now = await whoIsSignedIn().catch(() => null);
    if (!now) { goOn(); return; }
    setPhase({ step: 'done', now });
  }, [signIn, request, setRequest, whoIsSignedIn, goOn]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!signedIn) { void signInNow(); return; }
    whoIsSignedIn().then((current) => {
      if (sameEmail(current.user.email, request.email)) goOn();
      else setPhase({ step: 'asking', current });
    }, (err: unknown) => {
      // A session that has ended (its 401 signed this tab out) is no one's to replace.
      if (err instanceof FetchError && err.status === 401) void signInNow();
      else setRequest(null);
    });
  }, [signedIn, signInNow, whoIsSignedIn, goOn, request.email, setRequest]);

  if (phase.step === 'asking') {
    const current = phase.current.user.email;
    return (
      <main className="login">
        <section className="login__card" aria-labelledby="auto-sign-in-title">
          <h1 className="login__title" id="auto-sign-in-title">{t('login.switch.title')}</h1>
          <p>{t('login.switch.question', { current, company: phase.current.company.name, email: request.email })}</p>
          <button className="btn btn--primary btn--block" type="button" autoFocus onClick={goOn}>{t('login.switch.keep', { current })}</button>
          <button className="btn btn--block" type="button" onClick={() => void signInNow()}>{t('login.switch.confirm', { email: request.email })}</button>
        </section>
      </main>
    );
  }
  if (phase.step === 'done') {
    return (
      <main className="login">
        <section className="login__card" aria-labelledby="auto-sign-in-title">
          <h1 className="login__title" id="auto-sign-in-title">{t('login.title')}</h1>
          <p role="status">{t('login.nowSignedInAs', { email: phase.now.user.email, company: phase.now.company.name })}</p>
          <button className="btn btn--primary btn--block" type="button" autoFocus onClick={goOn}>{t('login.continue')}</button>
        </section>
      </main>
    );
  }
  return (
    <main className="center-page" aria-busy="true">
      <span className="spinner" aria-hidden="true" />{t(phase.step === 'checking' ? 'login.checking' : 'login.autoSigningIn')}
    </main>
  );
}
