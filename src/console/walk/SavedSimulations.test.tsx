// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedEvent, SavedSimulation, SimulationInput } from '../../core/walk/simulation.ts';
import { summaryOf } from './useSimulations.ts';
import { SavedSimulations } from './SavedSimulations.tsx';
import { httpError, renderPanel, type PanelCall } from './walkPanels.testUtil.tsx';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const input: SimulationInput = { path: [[0, 59.91, 10.72], [60, 59.911, 10.73]], accuracy: 20, seed: 7, beacons: [], inRange: [] };
const events: SavedEvent[] = [
  { t: 3, type: 'enter', zone: 'tk_venue:2:pin', label: 'Pier', itemTitle: 'Pier', effects: ['radar'] },
  { t: 40, type: 'exit', zone: 'tk_venue:2:pin', label: 'Pier', itemTitle: 'Pier', effects: ['radar'] },
];
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sim = (id: number, name: string, minutes: number, n: number): SavedSimulation => ({
  id, kind: 'tk_tour', itemId: 5, name, input, events: events.slice(0, n), createdAt: ago(minutes), createdBy: 'kari@example.com',
});

/** An in-memory `/simulations` API (the list without paths and events, as the server answers it); a save gets a 400 with `refusal` when given. */
function simulationsServer(stored: SavedSimulation[], opts: { refusal?: string } = {}) {
  let next = 100;
  return (call: PanelCall) => {
    const [path] = call.path.split('?');
    if (call.method === 'GET' && path === '/simulations') return { data: { simulations: stored.map(summaryOf) } };
    const one = /^\/simulations\/(\d+)$/.exec(path);
    const found = one && stored.find((s) => s.id === Number(one[1]));
    if (call.method === 'GET' && found) return { data: { simulation: found } };
    if (call.method === 'POST' && path === '/simulations') {
      const body = call.body as { kind: string; id?: number; name: string; input: SimulationInput; events: SavedEvent[] };
      if (opts.refusal) throw httpError(400, { message: opts.refusal });
      const saved: SavedSimulation = { id: next++, kind: body.kind, itemId: body.id ?? null, name: body.name, input: body.input, events: body.events, createdAt: new Date().toISOString(), createdBy: 'a@example.com' };
      stored = [saved, ...stored];
      return { code: 201, data: { simulation: saved } };
    }
    const del = /^\/simulations\/(\d+)$/.exec(path);
    if (call.method === 'DELETE' && del) { stored = stored.filter((s) => s.id !== Number(del[1])); return { code: 200 }; }
    throw httpError(404, { message: 'Not found' });
  };
}

const panel = () => screen.findByRole('region', { name: 'Saved simulations' });
const names = (card: HTMLElement) => [...card.querySelectorAll('.saved-sims__name-text')].map((e) => e.textContent);

describe('saved simulations', () => {
  it('lists the subject’s simulations newest first with when, who and how many events; Replay fetches the whole run and hands it back', async () => {
    const onReplay = vi.fn();
    const old = sim(1, 'Old walk', 60 * 24 * 3, 1);
    const { calls } = renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={undefined} onReplay={onReplay} />,
      simulationsServer([old, sim(2, 'Before', 5, 2)]));
    const card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Before', 'Old walk']));
    expect(calls[0].path).toBe('/simulations?kind=tk_tour&id=5');
    const first = within(card).getAllByRole('listitem')[0];
    expect(first.textContent).toContain('5 minutes ago');
    expect(first.textContent).toContain('kari@example.com');
    expect(first.textContent).toContain('2 events');
    expect(within(card).getAllByRole('listitem')[1].textContent).toContain('1 event');
    fireEvent.click(within(card).getByRole('button', { name: 'Replay “Old walk”' }));
    await waitFor(() => expect(onReplay).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(['/simulations?kind=tk_tour&id=5', '/simulations/1']);
    expect(onReplay).toHaveBeenCalledWith(old);
  });

  it('tells when a simulation to replay was deleted meanwhile, and drops it from the list', async () => {
    const onReplay = vi.fn();
    const stored = [sim(1, 'Old walk', 60, 1), sim(2, 'Before', 5, 2)];
    const server = simulationsServer(stored);
    renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={undefined} onReplay={onReplay} />,
      (call) => (call.path === '/simulations/1' ? (() => { throw httpError(404, { message: 'Simulation not found' }); })() : server(call)));
    const card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Before', 'Old walk']));
    fireEvent.click(within(card).getByRole('button', { name: 'Replay “Old walk”' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Simulation not found');
    await waitFor(() => expect(names(card)).toEqual(['Before']));
    expect(onReplay).not.toHaveBeenCalled();
  });

  it('saves the current run under a name at the top of the list; Save waits for a run', async () => {
    const props = { subject: { kind: 'tk_tour', id: 5 }, onReplay: () => {} };
    const server = simulationsServer([sim(1, 'Old walk', 60, 1)]);
    const first = renderPanel(<SavedSimulations {...props} current={undefined} />, server);
    let card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Old walk']));
    expect((within(card).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Walk or place the visitor first, then save the run.')).toBeTruthy();
    first.unmount();

    const { calls } = renderPanel(<SavedSimulations {...props} current={{ input, events }} />, server);
    card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Old walk']));
    const name = within(card).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  Before  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names(card)).toEqual(['Before', 'Old walk']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'tk_tour', id: 5, name: 'Before', input, events });
    expect(name.value).toBe('');
    expect(within(card).getAllByRole('listitem')[0].textContent).toContain('2 events');
  });

  it('asks for a name before saving without one', async () => {
    const { calls } = renderPanel(<SavedSimulations subject={{ kind: 'tk_venue' }} current={{ input, events }} onReplay={() => {}} />, simulationsServer([]));
    const card = await panel();
    await within(card).findByText('No saved simulations yet.');
    expect(calls[0].path).toBe('/simulations?kind=tk_venue');
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert').textContent).toBe('Give the simulation a name.');
    expect(within(card).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a refused save beside the form in the user’s language', async () => {
    const refusal = 'El nombre tiene más de 120 caracteres.';
    renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={{ input, events }} onReplay={() => {}} />,
      simulationsServer([], { refusal }), { language: 'es' });
    const card = await screen.findByRole('region', { name: 'Simulaciones guardadas' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Antes' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(refusal);
    expect(names(card)).toEqual([]);
  });

  it('deletes only after confirming', async () => {
    const { calls } = renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={undefined} onReplay={() => {}} />,
      simulationsServer([sim(1, 'Old walk', 60, 1), sim(2, 'Before', 5, 2)]));
    const card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Before', 'Old walk']));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete “Old walk”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the saved simulation?' });
    expect(dialog.textContent).toContain('“Old walk” will be deleted for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(names(card)).toEqual(['Before', 'Old walk']);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete “Old walk”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the saved simulation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(card)).toEqual(['Before']));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/simulations/1']);
  });
});

describe('saved simulations mirror the role', () => {
  const run = { input, events };
  it('lets a viewer and an author of other kinds replay, never save or delete; an author of the kind saves', async () => {
    for (const grant of [{ role: 'viewer' as const }, { role: 'author' as const, kinds: ['tk_venue'] }]) {
      renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={run} onReplay={() => {}} />,
        simulationsServer([sim(1, 'Old walk', 60, 1)]), { grant });
      const card = await panel();
      await waitFor(() => expect(names(card)).toEqual(['Old walk']));
      expect(within(card).getByRole('button', { name: 'Replay “Old walk”' })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
      expect(within(card).queryByLabelText('Name')).toBeNull();
      cleanup();
    }
    renderPanel(<SavedSimulations subject={{ kind: 'tk_tour', id: 5 }} current={run} onReplay={() => {}} />,
      simulationsServer([sim(1, 'Old walk', 60, 1)]), { grant: { role: 'author', kinds: ['tk_tour'] } });
    const card = await panel();
    await waitFor(() => expect(names(card)).toEqual(['Old walk']));
    expect(within(card).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete “Old walk”' })).toBeTruthy();
  });
});
