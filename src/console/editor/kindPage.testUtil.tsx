import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { $Fetch } from 'ofetch';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { rolesAtom, userWebAtom } from '../auth/session.ts';
import type { UserSetting, UserWeb } from '../auth/userWeb.ts';
import { ServicesProvider } from '../http/ServicesContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { LanguageProvider } from '../i18n/LanguageContext.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { SessionRoutes } from '../shell/SessionRoutes.tsx';
import { httpError } from './kindHost.testUtil.tsx';

/** One GET of the fake server: its answer, or undefined for a 404. */
export type FakeGet = (path: string) => unknown;

/**
 * Renders the signed-in routes (SessionRoutes, without the shell) at `path` for an admin, with the
 * given kinds in the registry and a fake GET-only API: `get` answers a path or returns undefined (404).
 */
export function renderSessionRoutes(path: string, kinds: readonly ResolvedKind[], get: FakeGet = () => undefined, opts: { settings?: UserSetting } = {}) {
  const calls: string[] = [];
  const http = (async (p: string, init: { method?: string } = {}) => {
    calls.push(`${init.method ?? 'GET'} ${p}`);
    await Promise.resolve();
    const answer = (init.method ?? 'GET') === 'GET' ? get(p) : undefined;
    if (answer === undefined) throw httpError(404, { message: 'Not found' });
    return answer;
  }) as unknown as $Fetch;
  const store = createStore();
  store.set(rolesAtom, ['admin']);
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: opts.settings ?? {},
  } satisfies UserWeb);
  const all = Object.freeze([...kinds]);
  const registry: KindRegistry = Object.freeze({
    kinds: all,
    get: (id: string) => { const k = all.find((x) => x.id === id); if (!k) throw new Error(`unknown kind "${id}"`); return k; },
    byEntity: (e: string) => all.find((x) => x.api.entity === e),
    byRoute: (r: string) => all.find((x) => x.route === r),
  });
  const location = memoryLocation({ path, record: true });
  const notices: string[] = [];
  const services = { http, plainHttp: http, notify: (_tone: string, text: string) => { notices.push(text); }, dismiss: () => {} };
  const result = render(
    <IntlProvider intl={createConsoleIntl('en', all)}>
      <JotaiProvider store={store}>
        <ServicesProvider services={services}>
          <LanguageProvider language="en">
            <RegistryProvider registry={registry}>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <SessionRoutes />
              </Router>
            </RegistryProvider>
          </LanguageProvider>
        </ServicesProvider>
      </JotaiProvider>
    </IntlProvider>,
  );
  return { ...result, calls, notices, location };
}
