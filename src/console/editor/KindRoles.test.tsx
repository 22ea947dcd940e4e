// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import type { Grant } from '../../core/roles.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';
import { cutTour } from './cutTour.testUtil.ts';

afterEach(cleanup);
beforeAll(async () => { await import('./KindScreen.tsx'); });

/** The test-only tour, cut down to plain fields. */
function tour(): ResolvedKind {
  return cutTour(['title', 'closed', 'reason']);
}
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const harbour = wireItem(1, { title: 'Harbour walk', closed: false });
const write = (call: Call): unknown => {
  if (call.method === 'GET' && /\/used-by$/.test(call.path)) return { data: { used_by: [] } };
  if (call.method === 'POST') return { message: 'Saved', data: { ...harbour, version: 2 } };
  throw new Error(`unexpected ${call.method} ${call.path}`);
};
const host = (grant: Grant) => renderKindHost(tour(), { others: [venue], items: [harbour], grant, write });
const openHarbour = async () => fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
const titleInput = () => screen.findByLabelText(/Tour title/) as Promise<HTMLInputElement>;

describe('the editor mirrors the role', () => {
  it('offers an admin New, an editable form, Save and undo', async () => {
    host({ role: 'admin' });
    expect(await screen.findByRole('button', { name: 'New' })).toBeTruthy();
    await openHarbour();
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit Tour' })).toBeTruthy();
    expect((await titleInput()).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Edit history' })).toBeTruthy();
  });

  it('shows a viewer no New, a read-only form without Save or undo/redo, and Enter saves nothing', async () => {
    const { calls } = host({ role: 'viewer' });
    await screen.findByRole('option', { name: /Harbour walk/ });
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    // Nothing to create: the editor points at the list instead of an empty New form.
    expect(screen.getByText(/Pick one from the list to read it/)).toBeTruthy();
    expect(screen.queryByLabelText(/Tour title/)).toBeNull();
    await openHarbour();
    expect(await screen.findByRole('heading', { level: 2, name: 'View Tour' })).toBeTruthy();
    // The form is there before the item's answer (a busy machine shows it): wait for the stored title.
    await waitFor(() => expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Harbour walk'));
    const title = await titleInput();
    expect(title.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Edit history' })).toBeNull();
    // Enter in a field submits nothing.
    fireEvent.submit(title.form!);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows an author limited to other kinds this one read-only, and one limited to it the full editor', async () => {
    host({ role: 'author', kinds: ['tk_venue'] });
    await openHarbour();
    expect((await titleInput()).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    cleanup();
    const { calls } = host({ role: 'author', kinds: ['tk_tour'] });
    await openHarbour();
    const title = await titleInput();
    expect(title.readOnly).toBe(false);
    fireEvent.change(title, { target: { value: 'Harbour stroll' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/tk_tour/update/1']));
  });
});

describe('reordering the list (manualOrder) mirrors the lifecycle right', () => {
  const ordered = resolveKind({ ...(tkVenue as unknown as KindDefinition), list: { ...(tkVenue as unknown as KindDefinition).list, manualOrder: true } });
  const items = [wireItem(1, { title: 'Pier', city: 'Oslo' }), wireItem(2, { title: 'Hall', city: 'Oslo' })];
  const rows = () => screen.getAllByRole('option');
  it('lets an editor drag and Alt+arrow rows; an author sees the order but cannot move it', async () => {
    renderKindHost(ordered, { items, grant: { role: 'editor' }, write });
    await screen.findByRole('option', { name: /Pier/ });
    expect(rows()[0].getAttribute('draggable')).toBe('true');
    expect(screen.getByRole('listbox').getAttribute('aria-describedby')).toBeTruthy();
    cleanup();
    const { calls } = renderKindHost(ordered, { items, grant: { role: 'author' }, write });
    fireEvent.click(await screen.findByRole('option', { name: /Pier/ }));
    expect(rows()[0].getAttribute('draggable')).not.toBe('true');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown', altKey: true });
    expect(rows().map((o) => o.querySelector('.row__title')?.textContent)).toEqual(['Pier', 'Hall']);
    expect(screen.queryByText(/Moved/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
