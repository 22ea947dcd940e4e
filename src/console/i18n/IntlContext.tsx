import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';

const IntlContext = createContext<IntlShape | null>(null);

/** Provides the intl object built once at start-up. */
export function IntlProvider({ intl, children }: { intl: IntlShape; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The console's intl object; throws outside the provider so a missing wrapper fails loudly. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl must be used inside <IntlProvider>');
  return intl;
}

/** Short-hand translator: `t('login.title')`, `t('list.count', { count })`. */
export function useT(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  // Stable per intl object, so memoised consumers (form error transforms) do not recompute every render.
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string, [intl]);
}
