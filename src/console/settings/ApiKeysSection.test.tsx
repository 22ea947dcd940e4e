// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/uiLanguages.ts';
import { httpError, renderConsoleTree, type Call } from '../editor/kindHost.testUtil.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import type { ApiKeySummary } from './useApiKeys.ts';
import { expectFieldRefusal } from './fieldRefusal.testUtil.ts';

afterEach(cleanup);

const HOUR = 3_600_000;
const key = (id: number, name: string, extra: Partial<ApiKeySummary> = {}): ApiKeySummary => ({
  id, name, prefix: `tbk_abc${id}defgh`.slice(0, 12), created_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  created_by: { name: 'Ada Admin', email: 'admin@demo.test' }, last_used_at: null, revoked_at: null, ...extra,
});

/** Renders the section against an in-memory keys API that creates and revokes like the server. */
function renderSection(keys: ApiKeySummary[], opts: { language?: UiLanguage; refuseCreate?: unknown } = {}) {
  const calls: Call[] = [];
  const http = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === '/settings/api-keys') return { data: { keys: structuredClone(keys) } };
    if (call.method === 'POST' && path === '/settings/api-keys') {
      if (opts.refuseCreate) throw httpError(400, opts.refuseCreate);
      const made = key(keys.length + 10, (init.body as { name: string }).name, { created_at: new Date().toISOString() });
      keys.unshift(made);
      return { message: 'Key created', data: { key: made, secret: 'tbk_THE-SECRET-shown-once' } };
    }
    const revoke = /^\/settings\/api-keys\/(\d+)\/revoke$/.exec(path);
    if (call.method === 'POST' && revoke) {
      const k = keys.find((x) => x.id === Number(revoke[1]))!;
      k.revoked_at ??= new Date().toISOString();
      return { message: 'Key revoked', data: { key: structuredClone(k) } };
    }
    throw httpError(404, { message: 'Not found' });
  }) as unknown as $Fetch;
  const language = opts.language ?? 'en';
  const { notices } = renderConsoleTree(<ApiKeysSection />, {
    http, store: createStore(), intl: createConsoleIntl(language), language, kinds: [], location: memoryLocation({ path: '/settings' }),
  });
  return { calls, notices };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('delivery API keys in Settings', () => {
  it('lists keys by name with their prefix, maker, last use and status; a revoked key has no Revoke', async () => {
    renderSection([key(2, 'Android app', { last_used_at: new Date(Date.now() - 5 * 60_000).toISOString() }), key(1, 'Old kiosk', { revoked_at: new Date().toISOString() })]);
    const table = await screen.findByRole('table', { name: 'Delivery API keys' });
    const [, android, kiosk] = within(table).getAllByRole('row');
    expect(within(android).getByRole('rowheader').textContent).toBe('Android app');
    expect(cells(android)).toEqual(['tbk_abc2defg…', '2 hours agoAda Admin', '5 minutes ago', 'Active', 'Revoke']);
    expect(cells(kiosk)).toEqual(['tbk_abc1defg…', '2 hours agoAda Admin', 'Never', 'Revoked', '']);
    expect(within(kiosk).queryByRole('button')).toBeNull();
  });

  it('refuses an empty name next to the field, in the UI language, without calling the server', async () => {
    const { calls } = renderSection([], { language: 'es' });
    await screen.findByText('Aún no hay claves. Crea una para cada app que lea tu contenido.');
    const form = screen.getByRole('form', { name: 'Crear clave' });
    const input = within(form).getByLabelText('Nombre de la clave');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear clave' }));
    await expectFieldRefusal(form, input, 'Escribe un nombre para la clave.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a name next to the field', async () => {
    renderSection([], { refuseCreate: { message: 'Invalid', errors: [{ field: 'name', message: 'The name is too long.' }] } });
    const form = await screen.findByRole('form', { name: 'Create key' });
    fireEvent.change(within(form).getByLabelText('Key name'), { target: { value: 'x'.repeat(10) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The name is too long.');
  });

  it('creates a key, shows its secret once with Copy and the warning, then lists it without the secret', async () => {
    const { calls } = renderSection([key(1, 'Android app')]);
    const form = await screen.findByRole('form', { name: 'Create key' });
    await screen.findByRole('table');
    fireEvent.change(within(form).getByLabelText('Key name'), { target: { value: '  iOS app ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Key “iOS app” created' });
    expect((within(dialog).getByLabelText('API key') as HTMLInputElement).value).toBe('tbk_THE-SECRET-shown-once');
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(dialog.textContent).toContain('This key will not be shown again.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'iOS app' });
    expect((within(form).getByLabelText('Key name') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain('tbk_THE-SECRET-shown-once');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['iOS app', 'Android app']);
  });

  it('revokes only after confirming; the key stays listed as Revoked', async () => {
    const { calls, notices } = renderSection([key(1, 'Android app')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Android app' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Android app”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Android app' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Android app”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.getByText('Revoked')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/settings/api-keys/1/revoke']);
    expect(screen.queryByRole('button', { name: 'Revoke Android app' })).toBeNull();
    expect(notices).toContain('Key “Android app” revoked');
  });

  it('says how the app calls the API', async () => {
    renderSection([]);
    const hint = await screen.findByText('How the app calls the API');
    const box = hint.parentElement!;
    expect(box.textContent).toContain('Authorization: Bearer <key>');
    expect(box.textContent).toContain('GET /delivery/v1/<kind>');
  });
});
