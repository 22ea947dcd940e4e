// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../../core/createKindRegistry.ts';
import type { UiLanguage } from '../../i18n/catalogues.ts';
import * as tourModule from '../../../../tests/kinds/plugins/tk_tour/index.ts';
import * as venueModule from '../../../../tests/kinds/plugins/tk_venue/index.ts';
import { userWebAtom } from '../../session/session.ts';
import { createConsoleIntl } from '../../i18n/createConsoleIntl.ts';
import { httpError, renderConsoleTree, type Call } from '../../editor/kindHost.testUtil.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import type { UserRow } from './usersApi.ts';
import { expectFieldRefusal } from '../fieldRefusal.testUtil.ts';

// The users list shows each user's role and limits, and an admin changes them there.

afterEach(cleanup);

const KINDS = createKindRegistry({
  '/tests/kinds/plugins/tk_tour/index.ts': tourModule,
  '/tests/kinds/plugins/tk_venue/index.ts': venueModule,
}).kinds;

const row = (id: number, email: string, extra: Partial<UserRow> = {}): UserRow =>
  ({ id, email, name: email.split('@')[0], role: 'admin', kinds: null, languages: null, created_at: '2024-05-01T10:00:00.000Z', is_self: false, link_pending: false, ...extra });

/** The panel in `language` for a client speaking English (base) and Spanish; `write` answers POSTs. */
function renderPanel(users: UserRow[], write: (call: Call) => unknown, language: UiLanguage = 'en') {
  const calls: Call[] = [];
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === '/users') return { data: users };
    return write(call);
  }) as unknown as $Fetch;
  const store = createStore();
  store.set(userWebAtom, {
    user: { id: 1, email: 'admin@demo.test', name: 'Admin', roles: ['admin'] },
    company: { id: 1, slug: 'demo', name: 'Demo' },
    user_setting: { user_languages: [{ language_id: 1, language_code: 'en' }, { language_id: 2, language_code: 'es' }] },
  } as never);
  const { notices } = renderConsoleTree(<UsersPanel />, {
    http, store, intl: createConsoleIntl(language, KINDS), language, kinds: KINDS, location: memoryLocation({ path: '/settings' }),
  });
  return { calls, notices };
}

const TEAM = [
  row(1, 'admin@demo.test', { is_self: true }),
  row(2, 'author@demo.test', { role: 'author', kinds: ['tk_tour'] }),
  row(3, 'translator@demo.test', { role: 'translator', languages: ['es'] }),
  row(4, 'viewer@demo.test', { role: 'viewer' }),
];

/** Each row's e-mail and role cell. */
async function roleCells() {
  const panel = await screen.findByRole('region', { name: /Users|Usuarios/ });
  const rows = (await within(panel).findAllByRole('row')).slice(1);
  return rows.map((r) => [within(r).getAllByRole('cell')[0].textContent, within(r).getAllByRole('cell')[2].textContent]);
}

describe('users panel: roles', () => {
  it('shows each user’s role with its limits, in the console’s language', async () => {
    renderPanel(TEAM, () => { throw new Error('unexpected write'); });
    expect(await roleCells()).toEqual([
      ['admin@demo.test' + 'you', 'Admin'],
      ['author@demo.test', 'Author' + 'Only: Tours'],
      ['translator@demo.test', 'Translator' + 'Translates: Español'],
      ['viewer@demo.test', 'Viewer'],
    ]);
    cleanup();
    renderPanel(TEAM, () => { throw new Error('unexpected write'); }, 'es');
    expect(await roleCells()).toEqual([
      ['admin@demo.test' + 'tú', 'Administrador'],
      ['author@demo.test', 'Autor' + 'Solo: Recorridos'],
      ['translator@demo.test', 'Traductor' + 'Traduce: Español'],
      ['viewer@demo.test', 'Lector'],
    ]);
  });

  it('edits a user’s role and kinds; a translator gets languages, and the list shows the change', async () => {
    const users = [...TEAM];
    const { calls, notices } = renderPanel(users, (call) => {
      const body = call.body as Partial<UserRow>;
      users[3] = { ...users[3], ...body };
      return { message: 'Successfully Updated', data: { user: users[3] } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit viewer@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit viewer@demo.test' });
    // A viewer changes nothing, so no kinds; a translator has kinds and languages.
    expect(within(dialog).queryByRole('group', { name: 'Kinds they may change' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'translator' } });
    expect(within(dialog).getByText('Writes translations into their languages only.')).toBeTruthy();
    const kinds = within(dialog).getByRole('group', { name: 'Kinds they may change' });
    expect(within(kinds).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true]);
    fireEvent.click(within(kinds).getByLabelText('Venues'));
    const languages = within(dialog).getByRole('group', { name: 'Languages they translate' });
    expect(within(languages).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['Español']);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Vera ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/users/4', body: { name: 'Vera', role: 'translator', kinds: ['tk_tour'], languages: null } });
    expect(notices).toContain('Successfully Updated');
    await waitFor(async () => expect((await roleCells())[3]).toEqual(['viewer@demo.test', 'Translator' + 'Only: Tours']));
  });

  it('shows the server’s refusal next to the role and keeps the dialog open', async () => {
    renderPanel(TEAM, () => {
      const message = 'A company needs at least one admin: make another user an admin first.';
      throw httpError(409, { message, errors: [{ field: 'role', message }] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit admin@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin@demo.test' });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'editor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldRefusal(dialog, role, 'A company needs at least one admin: make another user an admin first.');
    expect(role.value).toBe('editor');
  });

  it('adds a translator: all languages ticked sends no limit, none ticked shows the server’s refusal next to the languages', async () => {
    const { calls } = renderPanel([TEAM[0]], (call) => {
      if ((call.body as { languages: unknown }).languages !== null) {
        const message = 'Languages must be a non-empty list of language codes without repeats, or null for every language.';
        throw httpError(400, { message, errors: [{ field: 'languages', message }] });
      }
      return { message: 'Successfully Saved', data: { user: row(9, 'tina@demo.test', { role: 'translator' }) } };
    });
    const form = await screen.findByRole('form', { name: 'Add user' });
    // The console's choice: a new user writes drafts unless the admin picks another role.
    expect((within(form).getByLabelText('Role') as HTMLSelectElement).value).toBe('author');
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'tina@demo.test' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Tina' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'translator' } });
    const languages = within(form).getByRole('group', { name: 'Languages they translate' });
    fireEvent.click(within(languages).getByLabelText('Español'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    const alert = await within(languages).findByRole('alert');
    expect(alert.textContent).toMatch(/^Languages must be a non-empty list/);
    expect(languages.getAttribute('aria-describedby')).toContain(alert.id);

    fireEvent.click(within(languages).getByLabelText('Español'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'tina@demo.test', name: 'Tina', role: 'translator', kinds: null, languages: [] },
      { email: 'tina@demo.test', name: 'Tina', role: 'translator', kinds: null, languages: null },
    ]);
  });
});
