import type { ReactNode } from 'react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { userWebAtom } from '../session/session.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';
import { httpError, renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/catalogues.ts';
import { testRegistry } from '../relations/consoleTest.testUtil.tsx';

/** One call the fake server got: method, path with query, body. */
export interface PanelCall { method: string; path: string; body?: unknown }

/** Answers a call; throw `httpError(…)` to refuse it. */
export type PanelServer = (call: PanelCall) => unknown;

/**
 * Renders a simulator panel for an admin (or `opts.grant`) of "Acme Tours" with the test kinds (tk_tour, tk_venue),
 * against a fake of the server's API. Notices (the http client's toasts) are collected.
 */
export function renderPanel(ui: ReactNode, server: PanelServer, opts: { language?: UiLanguage; grant?: Grant } = {}) {
  const calls: PanelCall[] = [];
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const call = { method: (init.method ?? 'GET').toUpperCase(), path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    return server(call);
  }) as unknown as $Fetch;
  const kinds = testRegistry().kinds;
  const store = createStore();
  store.set(userWebAtom, {
    user: grantUser(opts.grant),
    company: { id: 1, slug: 'acme', name: 'Acme Tours' },
    user_setting: {},
  });
  const language = opts.language ?? 'en';
  const location = memoryLocation({ path: '/simulate', record: true });
  const { result, notices } = renderConsoleTree(ui, { http, store, intl: createConsoleIntl(language, kinds), language, kinds, location });
  return { ...result, calls, notices, location };
}

export { httpError };
