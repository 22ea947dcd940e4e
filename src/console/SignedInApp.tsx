import { use, useMemo } from 'react';
import { buildRegistry } from './registry/buildRegistry.ts';
import { buildIntl } from './i18n/buildIntl.ts';
import { IntlProvider } from './i18n/IntlContext.tsx';
import { loadCatalogues } from './i18n/loadCatalogues.ts';
import { useLanguage } from './i18n/LanguageContext.tsx';
import { RegistryProvider } from './registry/RegistryContext.tsx';
import { RegistryErrorScreen } from './registry/RegistryErrorScreen.tsx';
import { RequireSession } from './auth/RequireSession.tsx';
import { Shell } from './shell/Shell.tsx';
import { SessionRoutes } from './shell/SessionRoutes.tsx';
import { LiveProvider } from './live/LiveContext.tsx';

// Built once, when this part first loads: every kind (schemas, words, checks) lives behind sign-in.
const registry = buildRegistry();
// A broken plugin must not go unnoticed: besides the error screen, surface it as an uncaught error.
if (!registry.ok) setTimeout(() => { throw registry.error; });

/**
 * The signed-in console: the kind registry, the intl object with every kind's words over the console's,
 * then the session guard, the shell and its routes — or the loud registry error.
 */
export function SignedInApp() {
  const language = useLanguage();
  // Suspends (under SignedInGate's loading page) until the whole catalogues are in; loaded once.
  const catalogues = use(loadCatalogues(language));
  const intl = useMemo(() => buildIntl(language, catalogues, registry.ok ? registry.registry.kinds : []), [language, catalogues]);
  return (
    <IntlProvider intl={intl}>
      {registry.ok ? (
        <RegistryProvider registry={registry.registry}>
          <RequireSession>
            <LiveProvider>
              <Shell>
                <SessionRoutes />
              </Shell>
            </LiveProvider>
          </RequireSession>
        </RegistryProvider>
      ) : (
        <RegistryErrorScreen error={registry.error} />
      )}
    </IntlProvider>
  );
}
