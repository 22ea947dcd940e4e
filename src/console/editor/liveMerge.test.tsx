// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KindDefinition, ResolvedKind } from '../../core/defineKind.ts';
import type { EventSourceLike, LiveItemEvent } from '../live/createLiveClient.ts';
import { loadConsoleParts } from '../registry/kindConsoleParts.ts';
import { httpError, renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';
import { cutTour, TOUR_DEFINITION } from './cutTour.testUtil.ts';

afterEach(cleanup);
beforeAll(async () => { await loadConsoleParts(tour()); await import('./KindScreen.tsx'); });

function tour(overrides: Partial<KindDefinition> = {}): ResolvedKind {
  return cutTour(['title', 'reason'], {}, { console: TOUR_DEFINITION.console, ...overrides });
}

/** A stand-in for the browser's EventSource: the test says what the server streams. */
function fakeStream() {
  const listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  const Source = class {
    constructor() { /* opened */ }
    addEventListener(type: string, l: (e: MessageEvent) => void) { listeners.set(type, [...(listeners.get(type) ?? []), l]); }
    close() { /* closed */ }
  } as unknown as EventSourceLike;
  const send = (event: LiveItemEvent) => act(() => { for (const l of listeners.get('item') ?? []) l({ data: JSON.stringify(event) } as MessageEvent); });
  return { Source, send };
}

const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const updated = (id: number, version: number): LiveItemEvent => ({ kind: 'tk_tour', id, version, action: 'updated', by: { id: 2, name: 'Ana' }, at: new Date().toISOString() });

describe('someone else saves the item I have open', () => {
  it('merges their field into my form and keeps my typing, with a notice of who and what; my save goes on their version', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', reason: 'Storm' })];
    const stream = fakeStream();
    const { calls } = renderKindHost(tour(), { items, live: stream.Source, write: (c) => ({ message: 'Saved', data: wireItem(7, c.body as Record<string, unknown>, { version: 3 }) }) });
    fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
    const reason = await screen.findByDisplayValue('Storm');
    // Typed, not yet reported to the form (the input reports after a pause): it must survive the merge.
    fireEvent.change(reason, { target: { value: 'Storm at sea' } });
    items[0] = wireItem(7, { title: 'Harbour walk (summer)', reason: 'Storm' }, { version: 2 });
    stream.send(updated(7, 2));
    await screen.findByDisplayValue('Harbour walk (summer)');
    expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Storm at sea');
    const note = (await screen.findByText(/Ana changed Tour title/)).closest('[role="status"]')!;
    expect(note.textContent).toContain('Ana changed Tour title');
    expect(note.textContent).toContain('your unsaved changes are kept');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Undo takes back my typing only; their title stays (every undo step got their change too).
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Storm'));
    expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Harbour walk (summer)');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Storm at sea'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ version: 2, title: 'Harbour walk (summer)', reason: 'Storm at sea' });
    // The next save clears the notice.
    await waitFor(() => expect(screen.queryByText(/Ana changed/)).toBeNull());
  });

  it('an overlap opens the field-by-field choice; closing keeps my form and the choice reachable; applying writes the choice', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', reason: 'Storm' })];
    const stream = fakeStream();
    const { calls } = renderKindHost(tour(), { items, live: stream.Source, write: () => { throw new Error('no save expected'); } });
    fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
    const title = await screen.findByDisplayValue('Harbour walk');
    fireEvent.change(title, { target: { value: 'Mine' } });
    fireEvent.blur(title);
    items[0] = wireItem(7, { title: 'Theirs', reason: 'Calm' }, { version: 2 });
    stream.send(updated(7, 2));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Tour' });
    const row = within(dialog).getByRole('group', { name: 'Tour title' });
    expect(within(row).getByRole('radio', { name: /Keep mine/ }).closest('label')!.textContent).toContain('Mine');
    expect(within(row).getByRole('radio', { name: /Take theirs/ }).closest('label')!.textContent).toContain('Theirs');
    // Only the overlap is asked: their reason merges by itself.
    expect(within(dialog).queryByRole('group', { name: 'Why closed' })).toBeNull();
    // Esc / Decide later: the form stays as it was, the choice is one click away.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose values' }));
    const again = await screen.findByRole('dialog', { name: 'Someone else changed this Tour' });
    // Nothing is chosen at first: Apply asks for a choice.
    fireEvent.click(within(again).getByRole('button', { name: 'Apply choices' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(within(again).getByRole('group', { name: 'Tour title' })).getByRole('radio', { name: /Take theirs/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Apply choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Theirs');
    expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Calm');
    expect(saves(calls)).toHaveLength(0);
  });

  it('typing not yet reported in a field they also changed is never replaced: it is asked about', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', reason: 'Storm' })];
    const stream = fakeStream();
    renderKindHost(tour(), { items, live: stream.Source });
    fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
    const title = await screen.findByDisplayValue('Harbour walk');
    fireEvent.change(title, { target: { value: 'Harbour walk at dusk' } });
    items[0] = wireItem(7, { title: 'Theirs', reason: 'Storm' }, { version: 2 });
    stream.send(updated(7, 2));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Tour' });
    expect(within(dialog).getByRole('group', { name: 'Tour title' }).querySelector('.conflict__mine')?.textContent).toBe('Harbour walk at dusk');
    expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Harbour walk at dusk');
  });

  it('archived or deleted by someone else: a clear notice, my unsaved work stays in the form (deleted: Save creates it again)', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', reason: 'Storm' })];
    const stream = fakeStream();
    const { calls } = renderKindHost(tour(), { items, live: stream.Source, write: (c) => ({ message: 'Saved', data: wireItem(8, c.body as Record<string, unknown>) }) });
    fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
    const reason = await screen.findByDisplayValue('Storm');
    fireEvent.change(reason, { target: { value: 'Storm at sea' } });
    fireEvent.blur(reason);
    items[0] = wireItem(7, { title: 'Harbour walk', reason: 'Storm' }, { version: 2, is_archived: true, state: 'archived' });
    stream.send({ ...updated(7, 2), action: 'archived' });
    await screen.findByText('Ana archived this Tour. Your unsaved changes are still in the form.');
    expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Storm at sea');
    items.length = 0;
    stream.send({ ...updated(7, null as unknown as number), action: 'destroyed' });
    await screen.findByText('Ana deleted this Tour. Your unsaved changes are still in the form: Save creates it again.');
    expect((screen.getByLabelText(/Why closed/) as HTMLInputElement).value).toBe('Storm at sea');
    expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Harbour walk');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ path: '/tk_tour', body: { title: 'Harbour walk', reason: 'Storm at sea' } });
  });

  it('a 409 with conflicts opens the same dialog; the choice is saved at the stored version', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', reason: 'Storm' })];
    let first = true;
    const { calls } = renderKindHost(tour(), {
      items,
      write: (c) => {
        if (first) {
          first = false;
          throw httpError(409, { message: 'Changed', reason: 'overlap', current: wireItem(7, { title: 'Theirs', reason: 'Storm' }, { version: 4 }),
            conflicts: [{ path: '/title', yours: 'Mine', theirs: 'Theirs', base: 'Harbour walk' }] });
        }
        return { message: 'Saved', data: wireItem(7, c.body as Record<string, unknown>, { version: 5 }) };
      },
    });
    fireEvent.click(await screen.findByRole('option', { name: /Harbour walk/ }));
    const title = await screen.findByDisplayValue('Harbour walk');
    fireEvent.change(title, { target: { value: 'Mine' } });
    fireEvent.blur(title);
    fireEvent.change(screen.getByLabelText(/Why closed/), { target: { value: 'Storm at sea' } });
    fireEvent.blur(screen.getByLabelText(/Why closed/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Tour' });
    const row = within(dialog).getByRole('group', { name: 'Tour title' });
    fireEvent.click(within(row).getByRole('radio', { name: /Keep mine/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply and save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toMatchObject({ version: 4, title: 'Mine', reason: 'Storm at sea' });
  });
});
