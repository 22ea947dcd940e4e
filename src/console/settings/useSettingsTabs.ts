import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { rolesAtom } from '../session/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { permittedRoutes } from '../routes/permittedRoutes.ts';
import { useConsoleRoutes } from '../routes/useConsoleRoutes.ts';
import { capitaliseKey } from '../routes/tabTitle.ts';

/** One tab a client can show, hide and name. */
export interface SettingsTab {
  key: string;
  /** The console's own title for it in the interface language: what shows when the client names it nothing. */
  defaultTitle: string;
}

/** The tab that can never be hidden: hiding it would leave no way back to these settings. */
export const ALWAYS_SHOWN_TAB = 'settings';

/**
 * Every tab of the tab bar in its order (the console's own and each registered kind's), whether
 * hidden now or not: the tab keys the server knows as tab types. The console's own screens (the
 * translation matrix) are left out: they are not client tabs.
 */
export function useSettingsTabs(): SettingsTab[] {
  const roles = useAtomValue(rolesAtom);
  const { tabs } = useConsoleRoutes();
  const intl = useIntl();
  return useMemo(() => {
    const title = (key: string, id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : capitaliseKey(key));
    return permittedRoutes(tabs, roles).filter((r) => r.tab && !r.hidden)
      .map((r) => ({ key: r.tab!, defaultTitle: title(r.tab!, r.title) }));
  }, [roles, tabs, intl]);
}
