/**
 * What a kind's own tests may use besides src/console/plugin.ts: hosts that render a kind's screen,
 * page or preview with the real registry, intl and routes (tests only; never imported by a plugin's runtime code).
 */
export * from './plugin.ts';
export { httpError, renderConsoleTree, renderKindHost, wireItem } from './editor/kindHost.testUtil.tsx';
export { renderSessionRoutes } from './editor/kindPage.testUtil.tsx';
export { defaultRenderers } from './emulator/defaultRenderers.ts';
export { IntlProvider } from './i18n/IntlContext.tsx';
export { CATALOGUES, type UiLanguage } from './i18n/catalogues.ts';
export { createConsoleIntl } from './i18n/createConsoleIntl.ts';
export { loadConsoleParts } from './registry/kindConsoleParts.ts';
export { SessionRoutes } from './shell/SessionRoutes.tsx';
export { rec, renderPreview } from './emulator/renderPreview.testUtil.tsx';
export { KNOWN_WIDGET_NAMES } from './registry/widgetNames.ts';
export { blurCheckedFields } from './rjsf/useBlurChecks.ts';
export { toCandidate } from './relations/candidates.ts';
// Core's registry internals, for a kind's contract tests.
export { createKindRegistry } from '../core/createKindRegistry.ts';
export { refKindOf, schemaAnnotations } from '../core/schemaAnnotations.ts';
export { pointsAt } from '../core/referrers.ts';
