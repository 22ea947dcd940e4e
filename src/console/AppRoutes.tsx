import { Route, Switch } from 'wouter';
import { LoginPage } from './auth/LoginPage.tsx';
import { AutoLogin } from './auth/AutoLogin.tsx';
import { AuthRedirect } from './auth/AuthRedirect.tsx';
import { SetPasswordPage } from './auth/SetPasswordPage.tsx';
import { RequireSession } from './auth/RequireSession.tsx';
import { Shell } from './shell/Shell.tsx';
import { SessionRoutes } from './shell/SessionRoutes.tsx';

/**
 * The route table of SPEC §2. Without a token only /login, autoLogin and /auth-redirect open; the
 * guard sends everything else to /login?redirect={path}. The signed-in routes come from the roles.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login/:email/:password" component={AutoLogin} />
      <Route path="/login" component={LoginPage} />
      <Route path="/auth-redirect" component={AuthRedirect} />
      <Route path="/set-password/:token" component={SetPasswordPage} />
      <Route>
        <RequireSession>
          <Shell>
            <SessionRoutes />
          </Shell>
        </RequireSession>
      </Route>
    </Switch>
  );
}
