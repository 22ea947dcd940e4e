import { useAtomValue } from 'jotai';
import { Redirect, useSearchParams } from 'wouter';
import { csrfTokenAtom } from '../session/session.ts';
import { loginPath, safeRedirect } from '../session/redirects.ts';

/**
 * `/auth-redirect`: where an outside sign-in flow hands the user back. Signed in, it continues to the
 * `redirect` target; otherwise it goes to the login page, keeping that target.
 */
export function AuthRedirect() {
  const token = useAtomValue(csrfTokenAtom);
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  return <Redirect to={token ? target : loginPath(target)} replace />;
}
