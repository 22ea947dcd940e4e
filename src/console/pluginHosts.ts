/**
 * Hosts a kind's own DOM tests render with (the real registry, intl, routes and phone; tests only, in a
 * DOM test environment such as happy-dom: they need a document as soon as they load).
 */
export { httpError, renderConsoleTree, renderKindHost, wireItem } from './editor/kindHost.testUtil.tsx';
export { renderSessionRoutes } from './editor/kindPage.testUtil.tsx';
export { rec, renderPreview } from './emulator/renderPreview.testUtil.tsx';
export { SessionRoutes } from './shell/SessionRoutes.tsx';
