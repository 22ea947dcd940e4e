import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { readCookie } from '../session/cookies.ts';
import type { TabVisibility } from './permittedRoutes.ts';

/** The client's hidden tabs (`inactive_tabs` with is_visible false) plus the per-tab "0" cookies. */
export function useTabVisibility(): TabVisibility {
  const tabs = useAtomValue(userWebAtom)?.user_setting.inactive_tabs;
  return useMemo(() => ({
    inactive: new Set((tabs ?? []).filter((t) => t.is_visible === false).map((t) => t.tab_type?.name ?? '')),
    // Read at call time: the cookie may change without anything React could observe.
    cookie: (name: string) => readCookie(name),
  }), [tabs]);
}
