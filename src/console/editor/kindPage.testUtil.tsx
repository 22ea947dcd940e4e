import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import type { UserSetting, UserWeb } from '../session/userWeb.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/uiLanguages.ts';
import { SessionRoutes } from '../shell/SessionRoutes.tsx';
import { httpError, renderConsoleTree } from './kindHost.testUtil.tsx';

/** One GET of the fake server: its answer, or undefined for a 404. */
export type FakeGet = (path: string) => unknown;

/**
 * Renders the signed-in routes (SessionRoutes, without the shell) at `path` for an admin (or `opts.grant`), with the
 * given kinds in the registry and a fake GET-only API: `get` answers a path or returns undefined (404); in English
 * unless `opts.language` says otherwise.
 */
export function renderSessionRoutes(path: string, kinds: readonly ResolvedKind[], get: FakeGet = () => undefined, opts: { settings?: UserSetting; grant?: Grant; language?: UiLanguage } = {}) {
  const calls: string[] = [];
  const http = (async (p: string, init: { method?: string } = {}) => {
    calls.push(`${init.method ?? 'GET'} ${p}`);
    await Promise.resolve();
    const answer = (init.method ?? 'GET') === 'GET' ? get(p) : undefined;
    if (answer === undefined) throw httpError(404, { message: 'Not found' });
    return answer;
  }) as unknown as $Fetch;
  const store = createStore();
  const user = grantUser(opts.grant);
  store.set(rolesAtom, user.roles);
  store.set(userWebAtom, {
    user,
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: opts.settings ?? {},
  } satisfies UserWeb);
  const all = Object.freeze([...kinds]);
  const location = memoryLocation({ path, record: true });
  const { result, notices } = renderConsoleTree(<SessionRoutes />, { http, store, intl: createConsoleIntl(opts.language ?? 'en', all), language: opts.language ?? 'en', kinds: all, location });
  return { ...result, calls, notices, location, store };
}
