import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { SCREEN_ROUTES } from '../model/routeTable.ts';
import { useConsoleRoutes } from './useConsoleRoutes.ts';
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
 * The tab bar's tabs (SPEC §2 main layout): permitted, visible tabs in tab order (the console's own
 * and each registered kind's, by the kinds' `tab.order`), then the console's own screens (the
 * translation matrix only for a client with more than one language); titles from the current
 * language's `language_tabs_web`, else the console's or the kind's own message.
 */
export function useTabs(): TabItem[] {
  const roles = useAtomValue(rolesAtom);
  const languageTabs = useLanguageTabs();
  const { tabs } = useConsoleRoutes();
  const visibility = useTabVisibility();
  const intl = useIntl();
  const multilingual = clientLanguageCodes(useAtomValue(userWebAtom)).length > 1;
  return useMemo(() => {
    const translate = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);
    const fromTable = permittedRoutes(tabs, roles).filter((r) => r.tab && !r.hidden)
      .map((r) => ({ key: r.tab!, href: `/${r.tab}`, title: tabTitle(r.tab!, languageTabs, translate(r.title)) }));
    const screens = permittedRoutes(SCREEN_ROUTES, roles).filter((r) => r.tab && (!r.multilingual || multilingual))
      .map((r) => ({ key: r.tab!, href: r.path, title: tabTitle(r.tab!, languageTabs, translate(r.title)) }));
    return [...fromTable, ...screens].filter((t) => isTabVisible(t.key, visibility));
  }, [roles, languageTabs, tabs, visibility, intl, multilingual]);
}
