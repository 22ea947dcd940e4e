import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import type { ClientPatches } from '../../core/clientPatch.ts';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import type { UserSetting, UserWeb } from '../session/userWeb.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';
import { httpError, renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { testRegistry } from '../relations/consoleTest.testUtil.tsx';
import { TabBar } from '../shell/TabBar.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import type { StoredSettings } from './settingsTypes.ts';

/** One call the fake server got. */
export interface SettingsCall { method: string; path: string; body?: unknown }

const TAB_TYPES = ['info', 'event', 'trip', 'station', 'story', 'game', 'web_pages', 'form', 'qa', 'achievement', 'research_card', 'settings', 'listings', 'share', 'counter', 'tk_tour', 'tk_venue'];

/** The server's user_setting of stored settings, built as src/server/routes/sessionRoutes.ts builds it. */
export function userSettingOf(s: StoredSettings): UserSetting {
  const tab = (name: string) => ({ id: TAB_TYPES.indexOf(name) + 1, name });
  return {
    detail_view_color: s.detail_view_color,
    list_item_color: s.list_item_color,
    allow_sharing: s.allow_sharing === true,
    inactive_tabs: (s.inactive_tabs ?? []).filter((t) => TAB_TYPES.includes(t.tab))
      .map((t) => ({ tab_type_id: tab(t.tab).id, is_visible: t.is_visible, autoplay: t.autoplay ?? false, tab_type: tab(t.tab) })),
    user_languages: (s.languages ?? ['en']).map((code, i) => ({
      language_id: i + 1,
      language_code: code,
      language_tabs_web: Object.entries(s.tab_names?.[code] ?? {}).map(([name, tab_name]) => ({ tab_type: tab(name), tab_name })),
    })),
  };
}

/**
 * Renders the settings screen under the real tab bar against an in-memory settings server: `GET` and
 * `POST /settings` (top-level keys replace), `POST /user/web` built from what is stored, and the
 * purge. `refuse` may answer a save with a 400 body instead. Signed in as an admin unless `grant` says otherwise.
 */
export function renderSettings(opts: { settings?: StoredSettings; patches?: ClientPatches; refuse?: (body: StoredSettings) => unknown; grant?: Grant } = {}) {
  let stored: StoredSettings = structuredClone(opts.settings ?? {
    detail_view_color: '#b7e4c7', list_item_color: '#ffffff', allow_sharing: false, languages: ['en', 'es'], inactive_tabs: [], tab_names: {},
  });
  const calls: SettingsCall[] = [];
  const web = (): UserWeb => ({
    user: opts.grant ? grantUser(opts.grant) : { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: userSettingOf(stored),
    schema_patches: opts.patches ?? {},
  });
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === '/settings') return { data: structuredClone(stored) };
    if (call.method === 'POST' && path === '/settings') {
      const body = init.body as StoredSettings;
      const refused = opts.refuse?.(body);
      if (refused) throw httpError(400, refused);
      stored = { ...stored, ...structuredClone(body) };
      return { code: 200, status: 'success', message: 'Successfully Updated', data: structuredClone(stored) };
    }
    if (call.method === 'POST' && path === '/user/web') return { data: web() };
    if (call.method === 'POST' && path === '/translations/purge') return { data: { purged: 3 } };
    throw httpError(404, { message: 'Not found' });
  }) as unknown as $Fetch;
  const store = createStore();
  store.set(rolesAtom, [opts.grant?.role ?? 'admin']);
  store.set(userWebAtom, web());
  const kinds = testRegistry().kinds;
  const { result, notices } = renderConsoleTree(<><TabBar /><SettingsPage /></>, {
    http, store, intl: createConsoleIntl('en', kinds), language: 'en', kinds, location: memoryLocation({ path: '/settings' }),
  });
  return { ...result, calls, notices, store, stored: () => stored };
}
