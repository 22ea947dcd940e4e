import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Router } from 'wouter';
import type { IntlShape } from '@formatjs/intl';
import { CONSOLE_BASE } from '../core/apiConventions.ts';
import { IntlProvider } from './i18n/IntlContext.tsx';
import { LanguageProvider } from './i18n/LanguageContext.tsx';
import type { UiLanguage } from './i18n/catalogues.ts';
import { RegistryProvider } from './registry/RegistryContext.tsx';
import { RegistryErrorScreen } from './registry/RegistryErrorScreen.tsx';
import type { RegistryResult } from './registry/buildRegistry.ts';
import { ServicesProvider, type Services } from './http/ServicesContext.tsx';
import { Toaster } from './notices/Toaster.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** Props of the root: everything built once in main.tsx. */
export interface AppProps {
  intl: IntlShape;
  registry: RegistryResult;
  store: ReturnType<typeof createStore>;
  services: Services;
  language: UiLanguage;
}

/** The console root: providers, then either the loud registry error or the routed app. */
export function App({ intl, registry, store, services, language }: AppProps) {
  return (
    <IntlProvider intl={intl}>
      {registry.ok ? (
        <JotaiProvider store={store}>
          <ServicesProvider services={services}>
            <LanguageProvider language={language}>
              <RegistryProvider registry={registry.registry}>
                <Router base={CONSOLE_BASE}>
                  <AppRoutes />
                </Router>
                <Toaster />
              </RegistryProvider>
            </LanguageProvider>
          </ServicesProvider>
        </JotaiProvider>
      ) : (
        <RegistryErrorScreen error={registry.error} />
      )}
    </IntlProvider>
  );
}
