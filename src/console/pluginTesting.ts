/**
 * What a kind's own tests may use besides src/console/plugin.ts: the console's catalogues, intl,
 * routes, registry checks and core's registry internals (tests only; never imported by a plugin's
 * runtime code). Hosts that render into a DOM are in pluginHosts.ts, so node-only tests can import this.
 */
export { defaultRenderers } from './emulator/defaultRenderers.ts';
export { IntlProvider } from './i18n/IntlContext.tsx';
export { CATALOGUES, type UiLanguage } from './i18n/catalogues.ts';
export { createConsoleIntl } from './i18n/createConsoleIntl.ts';
export { loadConsoleParts } from './registry/kindConsoleParts.ts';
export { KNOWN_WIDGET_NAMES } from './registry/widgetNames.ts';
export { blurCheckedFields } from './rjsf/useBlurChecks.ts';
export { toCandidate } from './relations/candidates.ts';
// Core's registry internals, for a kind's contract tests.
export { createKindRegistry } from '../core/createKindRegistry.ts';
export { refKindOf, schemaAnnotations } from '../core/schemaAnnotations.ts';
export { pointsAt } from '../core/referrers.ts';
