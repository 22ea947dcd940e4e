import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { tokenAtom } from './session.ts';
import { loginPath } from './redirects.ts';
import { useUserWeb } from './useUserWeb.ts';

/** Route guard: no token → login with a way back; otherwise loads the user once, then renders. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const [location] = useLocation();
  const search = useSearch();
  const t = useT();
  const { user, error, retry } = useUserWeb(token);

  if (!token) return <Redirect to={loginPath(location + (search ? `?${search}` : ''))} replace />;
  if (error) {
    return (
      <main className="center-page" role="alert">
        <p>{t('user.loadFailed')} {error}</p>
        <button className="btn" type="button" onClick={retry}>{t('user.retry')}</button>
      </main>
    );
  }
  if (!user) return <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</main>;
  return <>{children}</>;
}
