import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { autoLoginAtom } from './signInState.ts';
import { autoLoginLanding } from './autoLoginLink.ts';

function decode(value: string | undefined): string {
  try { return decodeURIComponent(value ?? ''); } catch { return value ?? ''; }
}

/**
 * `/login/:email/:password` (route autoLogin) reached inside the running console: hands the credentials
 * to the login page and replaces the entry at once. A link opened from outside never gets here: the boot
 * takes it off the address before the first render (takeAutoLoginLink).
 */
export function AutoLogin() {
  const params = useParams<{ email: string; password: string }>();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const setRequest = useSetAtom(autoLoginAtom);

  useEffect(() => {
    const redirect = search.get('redirect');
    setRequest({ email: decode(params.email), password: decode(params.password), redirect });
    navigate(autoLoginLanding(redirect), { replace: true });
  }, [params.email, params.password, search, navigate, setRequest]);

  return null;
}
