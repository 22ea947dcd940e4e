// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { httpError } from '../editor/kindHost.testUtil.tsx';
import { FormHarness, renderInConsole, testRegistry, type Call } from '../relations/consoleTest.testUtil.tsx';
import { loadConsoleParts } from '../registry/kindConsoleParts.ts';

afterEach(cleanup);
// The first imports of the dialog (a whole console form) and of the tour's console module are slow under test.
beforeAll(async () => { await import('./CreateReferenceForm.tsx'); await loadConsoleParts(testRegistry().get('tk_tour')); });

// `ui:options.create: true` on a reference: "New <item>" opens the target kind's own form in a dialog.
const schema: JsonSchema = {
  type: 'object',
  properties: {
    venue_id: { type: 'integer', title: 'Venue', 'x-ref': { kind: 'tk_venue', onDestroy: 'restrict' } },
    tour_code: { type: 'string', title: 'Tour', 'x-ref': { kind: 'tk_tour', onDestroy: 'remove' } },
    plain_id: { type: 'integer', title: 'Plain', 'x-ref': { kind: 'tk_venue', onDestroy: 'remove' } },
  },
};
const uiSchema = {
  venue_id: { 'ui:widget': 'reference', 'ui:options': { create: true } },
  tour_code: { 'ui:widget': 'reference', 'ui:options': { create: true } },
  plain_id: { 'ui:widget': 'reference' },
};

const stored = (id: number, doc: Record<string, unknown>) => ({ id, version: 1, state: 'active', is_published: false, is_archived: false, ...doc });

describe('creating a referenced item inline', () => {
  it('offers New only where ui:options.create says so, named by the target kind’s item label', () => {
    renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{}} />, () => ({}));
    expect(screen.getByRole('button', { name: 'New Venue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Tour' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^New / })).toHaveLength(2);
  });

  it('offers New only for a kind the role may write: an author of tours gets New Tour, not New Venue', () => {
    renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{}} />, () => ({}), testRegistry(), { grant: { role: 'author', kinds: ['tk_tour'] } });
    expect(screen.getAllByRole('button', { name: /^New / }).map((b) => b.textContent)).toEqual(['New Tour']);
  });

  it('saves the target kind’s form, shows a 400 in the dialog, and on success chooses the new item', async () => {
    const changes: Record<string, unknown>[] = [];
    let posts = 0;
    const { calls, notices } = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{}} seen={(d) => changes.push(d)} />, (call: Call) => {
      if (call.method === 'POST' && call.path === '/tk_venue') {
        posts += 1;
        if (posts === 1) throw httpError(400, { message: 'city is wrong', errors: [{ field: 'city', message: 'is not a city we know' }] });
        return { code: 201, message: 'Successfully Saved', data: stored(31, call.body as Record<string, unknown>) };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    fireEvent.click(screen.getByRole('button', { name: 'New Venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Venue' });
    // Before anything is stored, the dialog says the venue is saved at once and on its own, and where.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent)
      .toBe('Save and choose stores this Venue at once, on its own in Venues, and chooses it here: it stays in Venues even if you leave this form without saving.');
    // The venue's own form, its fields titled from the venue's messages.
    fireEvent.change(within(dialog).getByLabelText(/Venue name/), { target: { value: 'Pier 4' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Atlantis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and choose' }));

    // The server's field error sits next to its field, in the dialog; nothing is chosen yet.
    const error = await within(dialog).findByText('is not a city we know');
    expect(error.closest('.form-group')?.contains(within(dialog).getByLabelText(/City/))).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toMatch(/The Venue was not saved/);
    expect(calls.filter((c) => c.method === 'POST')[0].body).toEqual({ title: 'Pier 4', city: 'Atlantis' });
    expect(changes.some((d) => d.venue_id !== undefined)).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Oslo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and choose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(changes.at(-1)?.venue_id).toBe(31));
    expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ title: 'Pier 4', city: 'Oslo' });
    // The widget names the new item from the answer: no call to look it up.
    const chosen = screen.getByRole('group', { name: 'Chosen for Venue' });
    expect(within(chosen).getByText('Pier 4')).toBeTruthy();
    // Afterwards the chosen row says the venue exists on its own, whatever becomes of this form.
    expect(within(chosen).getByRole('status').textContent).toBe('New Venue, saved on its own in Venues: it stays there even if you leave this form without saving.');
    expect(calls.some((c) => c.path === '/tk_venue/31')).toBe(false);
    expect(notices).toEqual([{ tone: 'success', text: expect.any(String) }]);
  });

  it('runs the target kind’s rules and console parts in the dialog, and Cancel leaves the value alone', async () => {
    const changes: Record<string, unknown>[] = [];
    const { calls } = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{ tour_code: '5' }} seen={(d) => changes.push(d)} />, (call: Call) => {
      if (call.path === '/tk_tour/5') return { data: { items: stored(5, { title: 'Old tour' }) } };
      if (call.method === 'POST' && call.path === '/tk_tour') return { data: stored(77, call.body as Record<string, unknown>) };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    fireEvent.click(screen.getByRole('button', { name: 'New Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tour' });
    // The tour's own widget (its console module) renders in the dialog.
    const stars = await within(dialog).findByRole('radiogroup', { name: /Rating/ });
    fireEvent.click(within(stars).getByRole('radio', { name: '3 of 5' }));
    fireEvent.change(within(dialog).getByLabelText(/Tour title/), { target: { value: 'Night walk' } });
    // The tour's rule (closed needs a reason) stops the save in the dialog.
    fireEvent.click(within(dialog).getByLabelText(/Closed/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and choose' }));
    expect(await within(dialog).findByText('A closed tour needs a reason')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);

    // Again, then saved: a string reference stores the id as a string.
    fireEvent.click(screen.getByRole('button', { name: 'New Tour' }));
    const again = await screen.findByRole('dialog', { name: 'New Tour' });
    // A fresh form: nothing typed before survives Cancel.
    expect((within(again).getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('');
    fireEvent.change(within(again).getByLabelText(/Tour title/), { target: { value: 'Night walk' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save and choose' }));
    await waitFor(() => expect(changes.at(-1)?.tour_code).toBe('77'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Night walk' });
    expect(within(screen.getByRole('group', { name: 'Chosen for Tour' })).getByText('Night walk')).toBeTruthy();
  });

  it('keeps the dialog’s keys and drags from the rows around the widget', async () => {
    let outer = 0;
    renderInConsole(
      <div onKeyDown={() => { outer += 1; }} onDragOver={() => { outer += 1; }}>
        <FormHarness schema={schema} uiSchema={uiSchema} initial={{}} />
      </div>,
      () => ({}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'New Venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Venue' });
    const name = within(dialog).getByLabelText(/Venue name/);
    fireEvent.keyDown(name, { key: 'ArrowUp', altKey: true });
    fireEvent.dragOver(name);
    expect(outer).toBe(0);
    // The dialog is not inside the outer form (no form in a form).
    expect(dialog.closest('form')).toBeNull();
  });
});
