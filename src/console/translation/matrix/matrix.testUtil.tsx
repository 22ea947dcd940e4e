import type { ResolvedKind } from '../../../core/defineKind.ts';
import type { UserSetting } from '../../session/userWeb.ts';
import type { Grant } from '../../../core/roles.ts';
import { renderSessionRoutes } from '../../editor/kindPage.testUtil.tsx';
import { testRegistry } from '../../relations/consoleTest.testUtil.tsx';

/** The test-only kinds (tk_tour with keyed pages, tk_venue), as the console registers them. */
export const TEST_KINDS: readonly ResolvedKind[] = testRegistry().kinds;

/**
 * Renders the signed-in routes at `path` for an admin (or `opts.grant`) of a client speaking `languages` (the first is
 * the base), against a fake API: `get` answers a GET path (with its query) or returns undefined (404).
 */
export function renderTranslations(path: string, get: (path: string) => unknown, opts: { languages?: string[]; settings?: UserSetting; grant?: Grant } = {}) {
  const user_languages = (opts.languages ?? ['en', 'es']).map((code, i) => ({ language_id: i + 1, language_code: code }));
  return renderSessionRoutes(path, TEST_KINDS, get, { settings: { ...opts.settings, user_languages }, grant: opts.grant });
}
