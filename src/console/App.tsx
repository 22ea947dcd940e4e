import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Router } from 'wouter';
import type { IntlShape } from '@formatjs/intl';
import { CONSOLE_BASE } from '../core/apiConventions.ts';
import { IntlProvider } from './i18n/IntlContext.tsx';
import { LanguageProvider } from './i18n/LanguageContext.tsx';
import type { UiLanguage } from './i18n/uiLanguages.ts';
import { ServicesProvider, type Services } from './http/ServicesContext.tsx';
import { Toaster } from './notices/Toaster.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** Props of the root: everything built once in main.tsx. */
export interface AppProps {
  intl: IntlShape;
  store: ReturnType<typeof createStore>;
  services: Services;
  language: UiLanguage;
}

/**
 * The console root: providers, then the routed app. The kind registry (and the intl object carrying
 * the kinds' messages) is built by the signed-in part, which loads after sign-in (SignedInApp).
 */
export function App({ intl, store, services, language }: AppProps) {
  return (
    <IntlProvider intl={intl}>
      <JotaiProvider store={store}>
        <ServicesProvider services={services}>
          <LanguageProvider language={language}>
            <Router base={CONSOLE_BASE}>
              <AppRoutes />
            </Router>
            <Toaster />
          </LanguageProvider>
        </ServicesProvider>
      </JotaiProvider>
    </IntlProvider>
  );
}
