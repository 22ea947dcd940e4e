// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import { renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import * as tourModule from '../../../tests/kinds/plugins/tk_tour/index.ts';
import * as venueModule from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { TabBar } from './TabBar.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const userWeb = (languages: string[]) => ({
  user: { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
  company: { id: 1, slug: 'acme', name: 'Acme' },
  user_setting: { user_languages: languages.map((code, i) => ({ language_id: i + 1, language_code: code })) },
});

/** The shipped kinds (the tabs SPEC §2 names, in their declared order) and the two test kinds, which declare no tab. */
const KINDS = createKindRegistry({
  ...import.meta.glob('/plugins/*/index.ts', { eager: true }),
  '/tests/kinds/plugins/tk_tour/index.ts': tourModule,
  '/tests/kinds/plugins/tk_venue/index.ts': venueModule,
}).kinds;

function renderTabBar(languages: string[], path = '/') {
  const store = createStore();
  store.set(rolesAtom, ['admin']);
  store.set(userWebAtom, userWeb(languages));
  const kinds = KINDS;
  const http = (async () => ({})) as never;
  const location = memoryLocation({ path, record: true });
  renderConsoleTree(<TabBar />, { http, store, intl: createConsoleIntl('en', kinds), language: 'en', kinds, location });
  return { store, location };
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

// happy-dom has no layout: the page's widths are made up here, 10 px a letter plus padding, More 70 px.
const MORE = 70;
const tabWidth = (title: string) => 10 * title.length + 16;
const layout = { nav: 0 };

function resize(navWidth: number) {
  layout.nav = navWidth;
  act(() => { window.dispatchEvent(new Event('resize')); });
}

beforeEach(() => {
  layout.nav = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'NAV' ? layout.nav
      : this.dataset.measure === 'tab' ? tabWidth(this.textContent ?? '')
        : this.dataset.measure === 'more' ? MORE : 0;
    return { x: 0, y: 0, top: 0, left: 0, width, height: 40, right: width, bottom: 40, toJSON: () => ({}) } as DOMRect;
  });
});

const strip = () => within(screen.getByRole('navigation', { name: 'Content' })).queryAllByRole('link').map((l) => l.textContent);
const moreButton = () => screen.queryByRole('button', { name: /^More: / });

function openMore() {
  const button = moreButton()!;
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  return screen.getByRole('menu');
}

/** Opens More, reads its items, and closes it again with Escape (an open menu hides the rest of the page). */
function menuTitles() {
  const menu = openMore();
  const titles = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  return titles;
}

describe('the tab bar when the tabs do not fit', () => {
  it('shows every tab while the page has no layout to measure', () => {
    renderTabBar(['en', 'es']);
    expect(strip()).toHaveLength(19);
    expect(moreButton()).toBeNull();
  });

  it('shows the tabs that fit, then a More button naming how many it holds', () => {
    renderTabBar(['en', 'es'], '/info');
    resize(400);
    // Info 56, Events 76, Trips 66, Stations 96: 294 + More 70 fit in 400; Stories (86) would not.
    expect(strip()).toEqual(['Info', 'Events', 'Trips', 'Stations']);
    expect(moreButton()?.textContent).toContain('15');
    expect(moreButton()?.getAttribute('aria-label')).toBe('More: 15 tabs');
  });

  it('lists every other tab in More, in order, so each tab is reachable exactly once', () => {
    renderTabBar(['en', 'es'], '/info');
    resize(400);
    const shown = strip();
    const items = menuTitles();
    expect([...shown, ...items]).toEqual([
      'Info', 'Events', 'Trips', 'Stations', 'Stories', 'Games', 'Web Pages', 'Forms', 'Q&A', 'Fun Facts',
      'Research cards', 'Settings', 'Listings', 'Share', 'Counter', 'Tour runs', 'Tours', 'Venues', 'Translations',
    ]);
    openMore();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('opens More from the keyboard, follows an item with Enter, and keeps the chosen tab in the strip, marked', () => {
    const { location } = renderTabBar(['en', 'es'], '/info');
    resize(400);
    openMore();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Settings' }), { key: 'Enter' });
    expect(location.history.at(-1)).toBe('/settings');
    expect(screen.queryByRole('menu')).toBeNull();
    // Settings takes the last visible slot; Stations, displaced, goes into More.
    expect(strip()).toEqual(['Info', 'Events', 'Trips', 'Settings']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(menuTitles()).toContain('Stations');
    expect(menuTitles()).not.toContain('Settings');
  });

  it('closes More on Escape and gives the focus back to the button', async () => {
    renderTabBar(['en', 'es'], '/info');
    resize(400);
    openMore();
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(moreButton()));
  });

  it('keeps an edit route’s tab in the strip when it would have overflowed', () => {
    renderTabBar(['en', 'es'], '/Forms/12');
    resize(400);
    expect(strip().at(-1)).toBe('Forms');
    expect(screen.getByRole('link', { name: 'Forms' }).getAttribute('aria-current')).toBe('page');
  });

  it('measures again when the window is resized: wide enough, no More', () => {
    renderTabBar(['en', 'es'], '/info');
    resize(400);
    expect(moreButton()).not.toBeNull();
    resize(3000);
    expect(strip()).toHaveLength(19);
    expect(moreButton()).toBeNull();
    resize(210);
    expect(strip()).toEqual(['Info', 'Events']);
  });

  it('measures again when the tab list changes (a language added brings the translation tab)', () => {
    const { store } = renderTabBar(['en'], '/info');
    resize(3000);
    expect(strip()).not.toContain('Translations');
    act(() => { store.set(userWebAtom, userWeb(['en', 'es'])); });
    expect(strip().at(-1)).toBe('Translations');
    resize(400);
    expect(menuTitles().at(-1)).toBe('Translations');
  });
});
