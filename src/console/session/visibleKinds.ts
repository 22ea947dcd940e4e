import type { ResolvedKind } from '../../core/defineKind.ts';
import type { UserWeb } from './userWeb.ts';
import { readCookie } from './cookies.ts';

/**
 * The kinds whose tab the user sees (SPEC §6): a tab is hidden when the client marks it
 * inactive (`inactive_tabs[].is_visible === false`) or a cookie with the tab key holds "0".
 */
export function visibleKinds(kinds: readonly ResolvedKind[], user: UserWeb | null, cookie = document.cookie): ResolvedKind[] {
  const hidden = new Set(
    (user?.user_setting.inactive_tabs ?? []).filter((t) => t.is_visible === false).map((t) => t.tab_type?.name),
  );
  return kinds.filter((k) => !hidden.has(k.route) && readCookie(k.route, cookie) !== '0');
}
