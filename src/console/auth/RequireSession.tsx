import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { clearSessionAtom, csrfTokenAtom } from '../session/session.ts';
import { loginPath } from '../session/redirects.ts';
import { useUserWeb } from './useUserWeb.ts';

/**
 * Route guard (SPEC §2, §8): no session → login with a way back. With one the user info is loaded
 * once; if that fails the message (or "Has Error") is shown, the session reset and the user sent to
 * /login?redirect={path}.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAtomValue(csrfTokenAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const { notify } = useServices();
  const [location] = useLocation();
  const search = useSearch();
  const t = useT();
  const { user, error } = useUserWeb(token);

  useEffect(() => {
    if (!error) return;
    if (!error.shown) notify('error', error.message || t('guard.error'));
    clearSession();
  }, [error, notify, clearSession, t]);

  if (!token) return <Redirect to={loginPath(location + (search ? `?${search}` : ''))} replace />;
  if (!user) return <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</main>;
  return <>{children}</>;
}
