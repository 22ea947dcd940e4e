import { Redirect, Route, Switch } from 'wouter';
import { LoginPage } from './auth/LoginPage.tsx';
import { RequireSession } from './auth/RequireSession.tsx';
import { NotFoundPage } from './shell/NotFoundPage.tsx';
import { Shell } from './shell/Shell.tsx';
import { HomeRedirect } from './shell/HomeRedirect.tsx';
import { KindRoute } from './editor/KindRoute.tsx';

/** The route table of this issue (SPEC §2): login and 404 are open, everything else needs a session. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/404" component={NotFoundPage} />
      <Route>
        <RequireSession>
          <Shell>
            <Switch>
              <Route path="/" component={HomeRedirect} />
              <Route path="/:route" component={KindRoute} />
              <Route><Redirect to="/404" replace /></Route>
            </Switch>
          </Shell>
        </RequireSession>
      </Route>
    </Switch>
  );
}
