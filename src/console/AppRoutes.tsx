import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoginPage } from './auth/LoginPage.tsx';
import { AutoLogin } from './auth/AutoLogin.tsx';
import { AuthRedirect } from './auth/AuthRedirect.tsx';
import { useT } from './i18n/IntlContext.tsx';
import { SignedInGate } from './SignedInGate.tsx';

// Opened from an e-mailed link only; the login page does not carry it.
const SetPasswordPage = lazy(() => import('./auth/SetPasswordPage.tsx').then((m) => ({ default: m.SetPasswordPage })));

/** The set-password page, showing its own "checking the link" state while its code loads. */
function SetPasswordRoute() {
  const t = useT();
  const checking = <main className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('users.setPassword.checking')}</main>;
  return <Suspense fallback={checking}><SetPasswordPage /></Suspense>;
}

/**
 * The route table of SPEC §2. Without a token only /login, autoLogin and /auth-redirect open; the
 * guard sends everything else to /login?redirect={path}. The signed-in routes come from the roles and
 * load with the signed-in part of the console (SignedInGate), so the login page stays light.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login/:email/:password" component={AutoLogin} />
      <Route path="/login" component={LoginPage} />
      <Route path="/auth-redirect" component={AuthRedirect} />
      <Route path="/set-password/:token" component={SetPasswordRoute} />
      <Route component={SignedInGate} />
    </Switch>
  );
}
