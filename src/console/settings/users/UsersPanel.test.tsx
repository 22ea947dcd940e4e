// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleIntl } from '../../i18n/createConsoleIntl.ts';
import { httpError, renderConsoleTree, type Call } from '../../editor/kindHost.testUtil.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import type { UserRow } from './usersApi.ts';
import { expectFieldRefusal } from '../fieldRefusal.testUtil.ts';

afterEach(cleanup);

const row = (id: number, email: string, name: string, extra: Partial<UserRow> = {}): UserRow =>
  ({ id, email, name, role: 'admin', kinds: null, languages: null, created_at: '2024-05-01T10:00:00.000Z', is_self: false, link_pending: false, ...extra });

/** Renders the panel against an in-memory users API; `write` answers POSTs (throw httpError to refuse). */
function renderPanel(users: UserRow[], write: (call: Call) => unknown = () => { throw new Error('unexpected write'); }) {
  const calls: Call[] = [];
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === '/users') return { data: users };
    return write(call);
  }) as unknown as $Fetch;
  const { notices } = renderConsoleTree(<UsersPanel />, {
    http, store: createStore(), intl: createConsoleIntl('en'), language: 'en', kinds: [], location: memoryLocation({ path: '/settings' }),
  });
  return { calls, notices };
}

describe('users panel', () => {
  it('lists the company’s users, marks you, and explains why you cannot remove yourself', async () => {
    renderPanel([row(1, 'admin@demo.test', 'Admin', { is_self: true }), row(2, 'kari@demo.test', 'Kari')]);
    const panel = await screen.findByRole('region', { name: 'Users' });
    const rows = await within(panel).findAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent))).toEqual([
      ['admin@demo.test' + 'you', 'Admin'],
      ['kari@demo.test', 'Kari'],
    ]);
    const removeMe = within(panel).getByRole('button', { name: 'Remove admin@demo.test' }) as HTMLButtonElement;
    expect(removeMe.disabled).toBe(true);
    expect(removeMe.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(removeMe.getAttribute('aria-describedby')!)!.textContent).toBe('You cannot remove yourself; another admin can.');
    expect((within(panel).getByRole('button', { name: 'Remove kari@demo.test' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a user with a one-time link, shows the link once to copy, and lists them', async () => {
    const users = [row(1, 'admin@demo.test', 'Admin', { is_self: true })];
    const { calls, notices } = renderPanel(users, (call) => {
      if (call.method === 'POST' && call.path === '/users') {
        users.push(row(5, 'new@demo.test', 'New Person', { link_pending: true }));
        return { message: 'Successfully Saved', data: { user: users[1], set_password_url: '/admin/set-password/abcdefghijklmnopqrstuvwxyz' } };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    await screen.findByText('admin@demo.test');
    const form = screen.getByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: ' new@demo.test ' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'New Person' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));

    const link = await screen.findByRole('textbox', { name: 'Set-password link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/admin/set-password/abcdefghijklmnopqrstuvwxyz`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'new@demo.test', name: 'New Person', role: 'author', kinds: null, languages: null });
    expect(notices).toContain('Successfully Saved');
    expect(await screen.findByText('new@demo.test')).toBeTruthy();
    expect(screen.getByText('link not used yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Set-password link' })).toBeNull();
  });

  it('sends a typed password when that is the choice', async () => {
    const { calls } = renderPanel([row(1, 'admin@demo.test', 'Admin', { is_self: true })], () =>
      ({ message: 'Successfully Saved', data: { user: row(6, 'pw@demo.test', 'Pw') } }));
    await screen.findByText('admin@demo.test');
    const form = screen.getByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'pw@demo.test' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Pw' } });
    fireEvent.click(within(form).getByLabelText('Set an initial password now'));
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Strong-pass-42' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'pw@demo.test', name: 'Pw', password: 'Strong-pass-42', role: 'author', kinds: null, languages: null }));
    expect(screen.queryByRole('textbox', { name: 'Set-password link' })).toBeNull();
  });

  it('shows the server’s 409 next to the e-mail field and keeps what was typed', async () => {
    renderPanel([row(1, 'admin@demo.test', 'Admin', { is_self: true })], () => {
      const message = 'A user with this e-mail already exists.';
      throw httpError(409, { message, errors: [{ field: 'email', message }] });
    });
    await screen.findByText('admin@demo.test');
    const form = screen.getByRole('form', { name: 'Add user' });
    const email = within(form).getByLabelText('E-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'admin@demo.test' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Twin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));

    await expectFieldRefusal(form, email, 'A user with this e-mail already exists.');
    expect(email.value).toBe('admin@demo.test');
  });

  it('removes a user after confirming, and shows a refusal inside the dialog', async () => {
    const users = [row(1, 'admin@demo.test', 'Admin', { is_self: true }), row(2, 'kari@demo.test', 'Kari')];
    let refuse = true;
    const { calls } = renderPanel(users, (call) => {
      if (call.path !== '/users/remove/2') throw new Error(`unexpected ${call.method} ${call.path}`);
      if (refuse) throw httpError(409, { message: 'A company needs at least one admin.' });
      users.splice(1, 1);
      return { message: 'Successfully Deleted' };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove kari@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove kari@demo.test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('A company needs at least one admin.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('kari@demo.test')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/users/remove/2', '/users/remove/2']);
  });

  it('resets a password to a new one-time link after confirming', async () => {
    const { calls } = renderPanel([row(1, 'admin@demo.test', 'Admin', { is_self: true }), row(2, 'kari@demo.test', 'Kari')], () =>
      ({ message: 'Successfully Updated', data: { user: row(2, 'kari@demo.test', 'Kari'), revoked: 2, set_password_url: '/admin/set-password/zyxwvutsrqponmlkjihgfedcba' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password of kari@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of kari@demo.test?' });
    expect(within(dialog).getByText(/signed out everywhere/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const link = await screen.findByRole('textbox', { name: 'Set-password link' }) as HTMLInputElement;
    expect(link.value).toMatch(/\/admin\/set-password\/zyxwvutsrqponmlkjihgfedcba$/);
    expect(screen.getByText('One-time link for kari@demo.test')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/users/2/reset-password', body: {} });
  });
});
