// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../src/core/index.ts';
import { fromZonedInput, toZonedInput } from '../../src/core/index.ts';
import { rolesAtom, userWebAtom } from '../../src/console/plugin.ts';
import type { UserWeb } from '../../src/console/plugin.ts';
import { httpError, renderConsoleTree } from '../../src/console/pluginHosts.ts';
import { createConsoleIntl } from '../../src/console/pluginTesting.ts';
import type { UiLanguage } from '../../src/console/pluginTesting.ts';
import { loadConsoleParts } from '../../src/console/pluginTesting.ts';
import { SessionRoutes } from '../../src/console/pluginHosts.ts';
import tripDef from '../trip/index.ts';
import tourRunDef from './index.ts';
import { GUIDE_STORAGE_KEY } from './turerForm.ts';

const tourRun = resolveKind(tourRunDef as unknown as KindDefinition);
const trip = resolveKind(tripDef as unknown as KindDefinition);
beforeAll(async () => { await loadConsoleParts(tourRun); });
afterEach(() => { cleanup(); localStorage.clear(); });

const ZONE = 'Europe/Oslo';
const TRIPS = [
  { id: 1, version: 1, state: 'published', is_published: true, is_archived: false, title: 'Harbour walk' },
  { id: 2, version: 1, state: 'active', is_published: false, is_archived: false, title: 'Fortress by night' },
  { id: 3, version: 1, state: 'archived', is_published: false, is_archived: true, title: 'Old route' },
];
const lang = (id: number, code: string) => ({ language_id: id, language_code: code });

/** A call the page made: method, path and body. */
interface Call { method: string; path: string; body?: Record<string, unknown> }

/**
 * The signed-in routes at /Turer with the trip and tour-run kinds and an in-memory API: trips, the runs
 * (one from yesterday), and `POST /tour_run` answered by `create` (201 echo by default).
 */
function renderTurer(opts: { create?(body: Record<string, unknown>): unknown; language?: UiLanguage } = {}) {
  const calls: Call[] = [];
  const now = new Date();
  const runs: Record<string, unknown>[] = [
    { id: 7, version: 1, state: 'active', is_published: false, is_archived: false, trip_id: 2, starts_at: new Date(now.getTime() - 86_400_000 * 2).toISOString(), group_size: 9, language: 'en', guide_name: 'Ola' },
  ];
  const http = (async (path: string, init: { method?: string; body?: Record<string, unknown> } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === '/trip?slim=1') return { data: { items: TRIPS } };
    if (call.method === 'GET' && path === '/tour_run') return { data: { items: runs } };
    if (call.method === 'POST' && path === '/tour_run') {
      const answer = opts.create?.(call.body!);
      if (answer) throw answer;
      const item = { id: 100 + runs.length, version: 1, state: 'active', is_published: false, is_archived: false, ...call.body };
      runs.push(item);
      return { code: 201, message: 'Successfully Saved', data: item };
    }
    throw httpError(404, { message: 'Not found' });
  }) as unknown as $Fetch;
  const store = createStore();
  store.set(rolesAtom, ['admin']);
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    // Spanish first: the language select offers it first and starts on it.
    user_setting: { time_zone: ZONE, user_languages: [lang(2, 'es'), lang(1, 'en')] },
  } satisfies UserWeb);
  const kinds: readonly ResolvedKind[] = Object.freeze([trip, tourRun]);
  const language = opts.language ?? 'en';
  const location = memoryLocation({ path: '/Turer', record: true });
  const { result, notices } = renderConsoleTree(<SessionRoutes />, { http, store, intl: createConsoleIntl(language, kinds), language, kinds, location });
  return { ...result, calls, notices };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('/Turer, the crew start form', () => {
  it('offers the company’s trips that are not archived, now on the company’s clock, the client’s languages first and the remembered guide', async () => {
    localStorage.setItem(GUIDE_STORAGE_KEY, 'Kari Nordmann');
    renderTurer();
    expect(await screen.findByRole('heading', { name: 'Start a tour' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Harbour walk' })).toBeTruthy());
    const trips = within(field('Trip')).getAllByRole('option').map((o) => o.textContent);
    expect(trips).toEqual(['Choose a trip', 'Harbour walk', 'Fortress by night']);
    const now = toZonedInput(new Date().toISOString(), ZONE)!;
    expect(field('Date').value).toBe(now.slice(0, 10));
    expect(field('Time').value).toMatch(/^\d{2}:\d{2}$/);
    expect(within(field('Language')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Español', 'English', '中文', 'Norsk']);
    expect(field('Language').value).toBe('es');
    expect(field('Guide name').value).toBe('Kari Nordmann');
    expect(screen.getByText('No tours started today yet.')).toBeTruthy();
    // Every control is a real, labelled form control reachable by keyboard.
    for (const label of ['Trip', 'Date', 'Time', 'Group size', 'Language', 'Guide name']) expect(field(label).tabIndex).not.toBe(-1);
  });

  it('shows the server’s 400 message beside the field it names, and keeps what was typed', async () => {
    const { calls } = renderTurer({ create: () => httpError(400, { message: 'A group has at least 1 person', errors: [{ field: 'group_size', message: 'A group has at least 1 person', messageId: 'field.tour_run.group_size.minimum' }] }) });
    await screen.findByRole('option', { name: 'Harbour walk' });
    type('Trip', '1');
    type('Group size', '0');
    type('Guide name', 'Kari Nordmann');
    fireEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    const message = await screen.findByText('A group has at least 1 person');
    const size = field('Group size');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(size.getAttribute('aria-describedby')).toContain(message.id);
    expect(size.value).toBe('0');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/tour_run', body: expect.objectContaining({ trip_id: 1, group_size: 0, guide_name: 'Kari Nordmann', language: 'es' }) }]);
    expect(screen.queryByText(/^Tour started/)).toBeNull();
    // Changing the field clears its complaint.
    type('Group size', '3');
    expect(screen.queryByText('A group has at least 1 person')).toBeNull();
  });

  it('sends what is missing as missing, so the server names it', async () => {
    const { calls } = renderTurer({ create: () => httpError(400, { message: 'trip_id is required', errors: [{ field: 'trip_id', message: 'Choose the trip' }, { field: 'group_size', message: 'Enter the group size' }] }) });
    await screen.findByRole('option', { name: 'Harbour walk' });
    fireEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(await screen.findByText('Choose the trip')).toBeTruthy();
    expect(screen.getByText('Enter the group size')).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')!.body!;
    expect(body).not.toHaveProperty('trip_id');
    expect(body).not.toHaveProperty('group_size');
  });

  it('starts the tour: the run is created on the company’s clock, confirmed in words, listed under today and the guide remembered', async () => {
    const { calls } = renderTurer();
    await screen.findByRole('option', { name: 'Harbour walk' });
    type('Trip', '1');
    const today = toZonedInput(new Date().toISOString(), ZONE)!.slice(0, 10);
    type('Date', today);
    type('Time', '14:30');
    fireEvent.click(screen.getByRole('button', { name: 'One person more' }));
    type('Group size', '12');
    type('Language', 'en');
    type('Guide name', '  Kari Nordmann ');
    fireEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(await screen.findByText('Tour started: Harbour walk, 12 people, 14:30')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ trip_id: 1, starts_at: fromZonedInput(`${today}T14:30`, ZONE), group_size: 12, language: 'en', guide_name: 'Kari Nordmann' });
    expect(localStorage.getItem(GUIDE_STORAGE_KEY)).toBe('Kari Nordmann');
    const list = await screen.findByRole('region', { name: 'Today’s tours' });
    await waitFor(() => expect(within(list).getByText('Harbour walk')).toBeTruthy());
    expect(within(list).getByText('14:30')).toBeTruthy();
    expect(within(list).getByText('12 people · English · Kari Nordmann')).toBeTruthy();
    // Yesterday's run is not today's.
    expect(within(list).queryByText(/Ola/)).toBeNull();
    // Ready for the next group: the size is cleared, the rest kept.
    expect(field('Group size').value).toBe('');
    expect(field('Guide name').value).toBe('Kari Nordmann');
  });

  it('speaks Spanish and Chinese', async () => {
    renderTurer({ language: 'es' });
    expect(await screen.findByRole('button', { name: 'Iniciar recorrido' })).toBeTruthy();
    expect(screen.getByLabelText('Tamaño del grupo')).toBeTruthy();
    cleanup();
    renderTurer({ language: 'zh' });
    expect(await screen.findByRole('button', { name: '开始游览' })).toBeTruthy();
    expect(screen.getByLabelText('导游姓名')).toBeTruthy();
  });
});
