import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { rolesAtom } from '../auth/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { permittedRoutes } from '../routes/permittedRoutes.ts';
import { TAB_ROUTES } from '../routes/routeTable.ts';
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
 * Every tab of the tab bar in its order (the route table's, then each registered kind the table does
 * not name), whether hidden now or not: the tab keys the server knows as tab types. The console's own
 * screens (the translation matrix) are left out: they are not client tabs.
 */
export function useSettingsTabs(): SettingsTab[] {
  const roles = useAtomValue(rolesAtom);
  const registry = useRegistry();
  const intl = useIntl();
  return useMemo(() => {
    const title = (key: string, id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : capitaliseKey(key));
    const fromTable = permittedRoutes(TAB_ROUTES, roles).filter((r) => r.tab && !r.hidden)
      .map((r) => ({ key: r.tab!, defaultTitle: title(r.tab!, r.title) }));
    const named = new Set(fromTable.map((t) => t.key));
    const extra = registry.kinds.filter((k) => !named.has(k.route)).map((k) => ({ key: k.route, defaultTitle: title(k.route, k.labels.tab) }));
    return [...fromTable, ...extra];
  }, [roles, registry, intl]);
}
