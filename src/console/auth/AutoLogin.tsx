import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { loginPath } from '../session/redirects.ts';
import { autoSignInPendingAtom } from './signInState.ts';
import { useSignIn } from './useSignIn.ts';

function decode(value: string | undefined): string {
  try { return decodeURIComponent(value ?? ''); } catch { return value ?? ''; }
}

/**
 * `/login/:email/:password` (route autoLogin): signs in with the credentials in the path. The history
 * entry is replaced at once, before the answer, so the password never stays in the address bar or history.
 */
export function AutoLogin() {
  const params = useParams<{ email: string; password: string }>();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const setPending = useSetAtom(autoSignInPendingAtom);
  // StrictMode mounts twice; one sign-in per visit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const redirect = search.get('redirect');
    setPending(true);
    // Off the credentials path first: the login page shows "signing in" until the answer arrives.
    navigate(redirect ? loginPath(redirect) : '/login', { replace: true });
    void signIn(decode(params.email), decode(params.password), redirect).finally(() => setPending(false));
  }, [params.email, params.password, search, navigate, signIn, setPending]);

  return null;
}
