import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useT } from './i18n/IntlContext.tsx';
import { useLanguage } from './i18n/LanguageContext.tsx';
import { loadCatalogues } from './i18n/loadCatalogues.ts';
import { csrfTokenAtom } from './session/session.ts';
import { loginPath } from './session/redirects.ts';
import { startUserWeb } from './session/earlyUserWeb.ts';
import { useServices } from './http/ServicesContext.tsx';

/** Starts loading the signed-in part of the console (shell, kinds, editors); safe to call repeatedly. */
export const loadSignedInApp = () => import('./SignedInApp.tsx');

const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/**
 * Every route but the sign-in ones. Without a token it sends to /login?redirect={path} at once, without
 * fetching the signed-in part; with one it loads that part, showing the same "loading" page the session
 * guard shows while it reads the user, so the wait looks like one step.
 */
export function SignedInGate() {
  const token = useAtomValue(csrfTokenAtom);
  const [location] = useLocation();
  const search = useSearch();
  const t = useT();
  const language = useLanguage();
  const { http } = useServices();
  if (!token) return <Redirect to={loginPath(location + (search ? `?${search}` : ''))} replace />;
  // The whole catalogues load alongside the signed-in code rather than after it (loaded once, cached).
  void loadCatalogues(language);
  // And so does the user info the session guard waits for (once per session).
  startUserWeb(http, token);
  const loading = <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</main>;
  return <Suspense fallback={loading}><SignedInApp /></Suspense>;
}
