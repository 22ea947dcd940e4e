import type { ReactNode } from 'react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import type { UserSetting } from '../session/userWeb.ts';
import { httpError, renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/catalogues.ts';
import { testRegistry } from '../relations/consoleTest.testUtil.tsx';
import type { Role } from '../../core/roles.ts';
import type { Overview, ReviewEntry } from './overviewApi.ts';
import type { ScheduleEntry } from './scheduleApi.ts';

/** An ISO instant `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The last 30 days (oldest first, ending today, UTC), `edits`/`publishes` from the day's index. */
export function thirtyDays(values: (i: number) => [number, number] = () => [0, 0]): Overview['activity'] {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: 30 }, (_, i) => {
    const [edits, publishes] = values(i);
    return { day: new Date(today - (29 - i) * 86_400_000).toISOString().slice(0, 10), edits, publishes };
  });
}

/**
 * Renders an overview screen for an admin (or `role`, limited to `kinds`) of "Acme Tours" with the test
 * kinds (tk_tour, tk_venue), against a fake `GET /overview`: `answer` returns the overview's data, or
 * throws (an http error); `GET /reviews` answers `reviews`, `GET /schedule` answers `schedule` (none by default).
 */
export function renderOverview(ui: ReactNode, answer: () => Partial<Overview>, opts: {
  settings?: UserSetting; language?: UiLanguage; role?: Role; kinds?: string[]; reviews?: () => ReviewEntry[];
  /** `GET /schedule`'s entries (none by default). */
  schedule?: () => ScheduleEntry[];
} = {}) {
  const calls: string[] = [];
  const http = (async (path: string) => {
    calls.push(path);
    await Promise.resolve();
    if (path === '/reviews') return { code: 200, status: 'success', data: { reviews: opts.reviews?.() ?? [] } };
    if (path === '/schedule') return { code: 200, status: 'success', data: { schedule: opts.schedule?.() ?? [] } };
    if (path !== '/overview') throw httpError(404, { message: 'Not found' });
    return { code: 200, status: 'success', data: answer() };
  }) as unknown as $Fetch;
  const kinds = testRegistry().kinds;
  const store = createStore();
  store.set(rolesAtom, [opts.role ?? 'admin']);
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: [opts.role ?? 'admin'], kinds: opts.kinds ?? null },
    company: { id: 1, slug: 'acme', name: 'Acme Tours' },
    user_setting: opts.settings ?? {},
  });
  const language = opts.language ?? 'en';
  const location = memoryLocation({ path: '/info', record: true });
  const { result } = renderConsoleTree(ui, { http, store, intl: createConsoleIntl(language, kinds), language, kinds, location });
  return { ...result, calls, location };
}

export { httpError };
