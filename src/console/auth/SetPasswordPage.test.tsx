// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { Route } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { httpError, renderConsoleTree, type Call } from '../editor/kindHost.testUtil.tsx';
import { SetPasswordPage } from './SetPasswordPage.tsx';

afterEach(cleanup);

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** Opens /set-password/{token} against a fake link API: `live` says whether the link still works. */
function openLink(live: () => boolean) {
  const calls: Call[] = [];
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    calls.push({ method: init.method ?? 'GET', path, body: init.body });
    await Promise.resolve();
    if (path !== `/password-link/${TOKEN}` || !live()) throw httpError(404, { message: 'This link is unknown, already used or expired.' });
    const password = (init.body as { password?: string } | undefined)?.password;
    if (init.method === 'POST' && (password ?? '').length < 10) {
      const message = 'The password must be at least 10 characters long.';
      throw httpError(400, { message, errors: [{ field: 'password', message }] });
    }
    return { data: { email: 'new@demo.test' } };
  }) as unknown as $Fetch;
  renderConsoleTree(<Route path="/set-password/:token" component={SetPasswordPage} />, {
    http, store: createStore(), intl: createConsoleIntl('en'), language: 'en', kinds: [], location: memoryLocation({ path: `/set-password/${TOKEN}` }),
  });
  return calls;
}

describe('set-password page', () => {
  it('shows whose account it is, refuses a mismatch and a weak password, then sets it and points to sign-in', async () => {
    const calls = openLink(() => true);
    expect(await screen.findByText('For new@demo.test')).toBeTruthy();
    const [first, second] = [screen.getByLabelText('New password'), screen.getByLabelText('Repeat the password')];
    fireEvent.change(first, { target: { value: 'Chosen-pass-77' } });
    fireEvent.change(second, { target: { value: 'Chosen-pass-78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords differ.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(first, { target: { value: 'short' } });
    fireEvent.change(second, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password must be at least 10 characters long.')).toBeTruthy();

    fireEvent.change(first, { target: { value: 'Chosen-pass-77' } });
    fireEvent.change(second, { target: { value: 'Chosen-pass-77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password is set/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { password: 'Chosen-pass-77' } });
  });

  it('says plainly when the link is unknown, used or expired', async () => {
    openLink(() => false);
    expect(await screen.findByText('This link is unknown, already used or expired. Ask an admin for a new one.')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
