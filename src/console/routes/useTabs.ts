import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { rolesAtom } from '../auth/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { TAB_ROUTES } from './routeTable.ts';
import { isTabVisible, permittedRoutes } from './permittedRoutes.ts';
import { tabTitle } from './tabTitle.ts';
import { useTabVisibility } from './useTabVisibility.ts';
import { useLanguageTabs } from './useLanguageTabs.ts';

/** One entry of the tab bar. */
export interface TabItem {
  key: string;
  href: string;
  title: string;
}

/**
 * The tab bar's tabs (SPEC §2 main layout): permitted, visible tabs of the route table, then any
 * registered kind the table does not name; titles from the current language's `language_tabs_web`.
 */
export function useTabs(): TabItem[] {
  const roles = useAtomValue(rolesAtom);
  const languageTabs = useLanguageTabs();
  const registry = useRegistry();
  const visibility = useTabVisibility();
  const intl = useIntl();
  return useMemo(() => {
    const translate = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);
    const fromTable = permittedRoutes(TAB_ROUTES, roles).filter((r) => r.tab && !r.hidden)
      .map((r) => ({ key: r.tab!, href: `/${r.tab}`, title: tabTitle(r.tab!, languageTabs, translate(r.title)) }));
    const named = new Set(fromTable.map((t) => t.key));
    const extra = registry.kinds.filter((k) => !named.has(k.route))
      .map((k) => ({ key: k.route, href: `/${k.route}`, title: tabTitle(k.route, languageTabs, translate(k.labels.tab)) }));
    return [...fromTable, ...extra].filter((t) => isTabVisible(t.key, visibility));
  }, [roles, languageTabs, registry, visibility, intl]);
}
