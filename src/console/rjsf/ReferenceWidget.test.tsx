// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { FormHarness, renderInConsole, type Call } from '../relations/consoleTest.testUtil.tsx';

afterEach(cleanup);

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    venue_id: { type: 'integer', title: 'Venue', 'x-ref': { kind: 'tk_venue', onDestroy: 'restrict' } },
    venue_code: { type: 'string', title: 'Venue code', 'x-ref': { kind: 'tk_venue', onDestroy: 'remove' } },
  },
};
const uiSchema = { venue_id: { 'ui:widget': 'reference' }, venue_code: { 'ui:widget': 'reference' } };

const venue = (id: number, title: string, state: string, city?: string) => ({ id, title, city, state, is_published: state === 'published', is_archived: state === 'archived', version: 1 });

/** The server: groups search over three venues, and single venues by id. */
function server(call: Call) {
  const venues = [venue(7, 'Museum of Art', 'published', 'Oslo'), venue(8, 'Old Hall', 'archived'), venue(9, 'Harbour Museum', 'active', 'Bergen')];
  if (call.path === '/groups/tk_venue') {
    const q = String(call.query?.query ?? '').toLowerCase();
    const found = venues.filter((v) => v.title.toLowerCase().includes(q));
    return { data: { groups: { active: found.filter((v) => v.state === 'active'), published: found.filter((v) => v.state === 'published'), unpublished: [], archived: found.filter((v) => v.state === 'archived') } } };
  }
  const m = /^\/tk_venue\/(\d+)$/.exec(call.path);
  if (m) {
    const v = venues.find((x) => x.id === Number(m[1]));
    if (!v) throw new Error('404');
    return { data: { items: v } };
  }
  throw new Error(`unexpected ${call.path}`);
}

describe('reference widget', () => {
  it('searches as you type, shows titles and states, and picks an id typed as the schema says', async () => {
    const changes: Record<string, unknown>[] = [];
    const { calls } = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{ title: 'Tour' }} seen={(d) => changes.push(d)} />, server);

    // The form's visible label names the combobox.
    const box = screen.getByRole('combobox', { name: 'Venue' });
    fireEvent.change(box, { target: { value: 'Museum' } });
    const list = await screen.findByRole('listbox', { name: /Search to choose/ });
    await within(list).findByRole('option', { name: /Museum of Art/ });
    const search = calls.filter((c) => c.path === '/groups/tk_venue');
    expect(search.at(-1)?.query).toEqual({ query: 'Museum' });
    // Debounced: one call for the whole word, not one per keystroke.
    expect(search).toHaveLength(1);
    const options = within(list).getAllByRole('option');
    // Published first; each with its kind's list item (title, city) and a state badge.
    expect(options.map((o) => o.textContent)).toEqual(['MMuseum of ArtOsloPublished', 'HHarbour MuseumBergenDraft']);
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toMatch(/2 matches/);

    // ↓ ↓ Enter picks the second match.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(changes.at(-1)?.venue_id).toBe(9));

    const chosen = screen.getByRole('group', { name: 'Chosen for Venue' });
    expect(within(chosen).getByText('Harbour Museum')).toBeTruthy();
    expect(within(chosen).getByText('Draft')).toBeTruthy();
    expect(within(chosen).getByRole('link', { name: 'Open “Harbour Museum”' }).getAttribute('href')).toBe('/tk_venue?id=9');
    // The title came from the pick: no extra call to name it.
    expect(calls.some((c) => c.path === '/tk_venue/9')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: false })).toBeNull();

    fireEvent.click(within(chosen).getByRole('button', { name: 'Clear Venue' }));
    await waitFor(() => expect(changes.at(-1)?.venue_id).toBeUndefined());
    expect(screen.queryByRole('group', { name: 'Chosen for Venue' })).toBeNull();
  });

  it('stores a string id when the schema says string, and Escape closes the list', async () => {
    const changes: Record<string, unknown>[] = [];
    renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{}} seen={(d) => changes.push(d)} />, server);
    const box = screen.getByRole('combobox', { name: 'Venue code' });
    fireEvent.change(box, { target: { value: 'hall' } });
    const option = await screen.findByRole('option', { name: /Old Hall/ });
    expect(option.className).toContain('archived');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: /Old Hall/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(changes.at(-1)?.venue_code).toBe('8'));
    // An archived target is flagged.
    expect(screen.getByText(/Archived: visitors do not see it/)).toBeTruthy();
  });

  it('names the item of a value it was opened with, fetching it once', async () => {
    const { calls } = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{ venue_id: 8 }} />, server);
    const chosen = screen.getByRole('group', { name: 'Chosen for Venue' });
    await within(chosen).findByText('Old Hall');
    expect(within(chosen).getByText('Archived')).toBeTruthy();
    expect(screen.getByText(/Archived: visitors do not see it/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/tk_venue/8')).toHaveLength(1);
  });

  it('names the target from the opened item’s refs without a call of its own', async () => {
    const { calls } = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema}
      initial={{ venue_id: 7 }} refs={{ venue_id: { kind: 'tk_venue', id: 7, title: 'Museum of Art', state: 'published' } }} />, server);
    const chosen = screen.getByRole('group', { name: 'Chosen for Venue' });
    expect(within(chosen).getByText('Museum of Art')).toBeTruthy();
    expect(calls.some((c) => c.path === '/tk_venue/7')).toBe(false);
  });

  it('says so when the item is gone', async () => {
    renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={{ venue_id: 99 }} />, server);
    expect(await screen.findByText('Item 99 was not found')).toBeTruthy();
  });
});
