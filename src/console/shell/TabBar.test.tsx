// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { rolesAtom, userWebAtom } from '../auth/session.ts';
import { renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { testRegistry } from '../relations/consoleTest.testUtil.tsx';
import { TabBar } from './TabBar.tsx';

afterEach(cleanup);

function renderTabBar(languages: string[], path = '/') {
  const store = createStore();
  store.set(rolesAtom, ['admin']);
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: { user_languages: languages.map((code, i) => ({ language_id: i + 1, language_code: code })) },
  });
  const kinds = testRegistry().kinds;
  const http = (async () => ({})) as never;
  return renderConsoleTree(<TabBar />, { http, store, intl: createConsoleIntl('en', kinds), language: 'en', kinds, location: memoryLocation({ path }) });
}

describe('the tab bar’s translation tab', () => {
  it('is the last tab for a client with more than one language, marked while the matrix is open', () => {
    renderTabBar(['en', 'es'], '/translations?kind=tk_tour&language=es');
    const tabs = screen.getAllByRole('link');
    expect(tabs.at(-1)?.textContent).toBe('Translations');
    expect(tabs.at(-1)?.getAttribute('href')).toBe('/translations');
    expect(tabs.at(-1)?.getAttribute('aria-current')).toBe('page');
  });

  it('is not there for a client with one language (the user menu still leads to the screen)', () => {
    renderTabBar(['en']);
    expect(screen.queryByRole('link', { name: 'Translations' })).toBeNull();
  });
});
