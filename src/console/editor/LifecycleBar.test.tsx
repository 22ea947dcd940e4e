// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { httpError, renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';
import { cutTour } from './cutTour.testUtil.ts';
import { chooseMoreAction, moreActionItems } from './moreActions.testUtil.ts';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => { await import('./KindScreen.tsx'); });

/** The test tour cut down to plain fields; `place.triggers` makes it a kind the zone lint looks at. */
function tour(overrides: Partial<KindDefinition> = {}): ResolvedKind {
  return cutTour(['title', 'rating'], {}, overrides);
}
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const zoned = () => tour({ place: { triggers: { zones: () => [] } } });

/** A fake server whose zone lint finds `findings` for tour 1, and which publishes. */
function server(findings: { text: string }[]) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path.startsWith('/zone-lint?')) {
      return { data: { accuracy: 20, maxLeg: 2000, findings: findings.map((f) => ({ code: 'zonesOverlap', item: { kind: 'tk_tour', id: 1, title: 'Harbour walk' }, at: '/title', values: {}, ...f })) } };
    }
    if (call.method === 'POST' && call.path === '/tk_tour/publish/1') return { message: 'Published', data: wireItem(1, { title: 'Harbour walk' }, { state: 'published', is_published: true }) };
    throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
  };
}
const open = (kind: ResolvedKind, write: (c: Call) => unknown) =>
  renderKindHost(kind, { others: [venue], items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1', write });
const published = (calls: Call[]) => calls.some((c) => c.path === '/tk_tour/publish/1');

describe('publishing an item the zone lint has findings about', () => {
  it('asks first, listing the findings; Cancel publishes nothing, “Publish anyway” publishes', async () => {
    const { calls } = open(zoned(), server([{ text: 'Opera roof’s zone overlaps Pier’s' }, { text: 'The stop is 3 km from the previous one' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with faults?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Opera roof’s zone overlaps Pier’s', 'The stop is 3 km from the previous one']);
    expect(calls.find((c) => c.path.startsWith('/zone-lint'))?.path).toBe('/zone-lint?kind=tk_tour&id=1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(published(calls)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(published(calls)).toBe(true));
  });

  it('publishes at once when the lint finds nothing, and never asks the lint for a kind without zones', async () => {
    const first = open(zoned(), server([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published(first.calls)).toBe(true));
    expect(first.calls.some((c) => c.path.startsWith('/zone-lint'))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const plain = open(tour(), server([{ text: 'never asked' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published(plain.calls)).toBe(true));
    expect(plain.calls.some((c) => c.path.startsWith('/zone-lint'))).toBe(false);
  });
});

describe('the lifecycle bar by role', () => {
  const submitted = { state: 'submitted' as const, comment: null, by: { id: 2, name: 'Ann Author' }, at: '2026-01-01T10:00:00Z' };
  const buttons = () => within(screen.getByRole('group', { name: 'Lifecycle actions' })).getAllByRole('button').map((b) => b.textContent);
  /** A fake server answering the review steps with the item moved on; every call is kept. */
  const reviewServer = (call: Call) => {
    if (call.path === '/tk_tour/submit-review/1') return { message: 'Submitted for review', data: wireItem(1, { title: 'Harbour walk' }, { review: submitted }) };
    if (call.path === '/tk_tour/return-review/1') {
      return { message: 'Returned to its author', data: wireItem(1, { title: 'Harbour walk' }, { review: { ...submitted, state: 'returned', comment: (call.query?.comment as string) ?? null, by: { id: 1, name: 'Eddie' } } }) };
    }
    throw httpError(403, { message: 'Authors cannot publish. Submit for review instead.' });
  };

  it('offers an author "Submit for review" and none of Publish, Archive or Destroy; the badge turns to In review', async () => {
    const { calls, notices } = renderKindHost(tour(), { grant: { role: 'author' }, items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1', write: reviewServer });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(document.querySelector('.editor__header .badge')?.textContent).toBe('In review'));
    expect(calls.some((c) => c.method === 'GET' && c.path === '/tk_tour/submit-review/1')).toBe(true);
    expect(notices).toContain('Submitted for review');
    // In review: nothing left for the author to press.
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    for (const name of ['Publish', 'Archive', 'Destroy', 'Return to author']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers an author nothing on a published item, and "Submit for review" again on a returned one', async () => {
    renderKindHost(tour(), { grant: { role: 'author' }, items: [wireItem(1, { title: 'Live' }, { state: 'published', is_published: true })], path: '/tk_tour?id=1' });
    await waitFor(() => expect(document.querySelector('.editor__header .badge')?.textContent).toBe('Published'));
    expect(screen.queryByRole('group', { name: 'Lifecycle actions' })).toBeNull();
    cleanup();
    renderKindHost(tour(), { grant: { role: 'author' }, items: [wireItem(1, { title: 'Back' }, { review: { ...submitted, state: 'returned', comment: 'Shorter, please' } })], path: '/tk_tour?id=1' });
    await screen.findByRole('button', { name: 'Submit for review' });
    expect(buttons()).toEqual(['Submit for review']);
  });

  it('offers an editor Publish and "Return to author" on an item in review; the return carries the comment', async () => {
    const { calls } = renderKindHost(tour(), { grant: { role: 'editor' }, items: [wireItem(1, { title: 'Harbour walk' }, { review: submitted })], path: '/tk_tour?id=1', write: reviewServer });
    await screen.findByRole('button', { name: 'Return to author' });
    expect(buttons()).toEqual(['Publish', 'Return to author', 'More']);
    expect(await moreActionItems()).toEqual(['Schedule…', 'Add to release…', 'Archive', 'Destroy']);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Return to author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return “Harbour walk” to its author?' });
    fireEvent.change(within(dialog).getByLabelText('Comment for the author (optional)'), { target: { value: 'Add the opening hours' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to author' }));
    await waitFor(() => expect(document.querySelector('.editor__header .badge')?.textContent).toBe('Returned'));
    expect(calls.find((c) => c.path === '/tk_tour/return-review/1')?.query).toEqual({ comment: 'Add the opening hours' });
    // The returned comment shows above the form.
    expect(screen.getByRole('status').textContent).toBe('Returned by Eddie: Add the opening hours');
  });

  it('offers an editor no "Return to author" on a draft not in review, and a viewer or translator no lifecycle at all', async () => {
    renderKindHost(tour(), { grant: { role: 'editor' }, items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1' });
    await screen.findByRole('button', { name: 'Publish' });
    expect(buttons()).toEqual(['Publish', 'More']);
    expect(await moreActionItems()).toEqual(['Schedule…', 'Add to release…', 'Archive', 'Destroy']);
    cleanup();
    for (const role of ['viewer', 'translator'] as const) {
      renderKindHost(tour(), { grant: { role }, items: [wireItem(1, { title: 'Harbour walk' }, { review: submitted })], path: '/tk_tour?id=1' });
      await waitFor(() => expect(document.querySelector('.editor__header .badge')?.textContent).toBe('In review'));
      expect(screen.queryByRole('group', { name: 'Lifecycle actions' }), role).toBeNull();
      cleanup();
    }
  });

  it('keeps the item as it was when the server refuses the step', async () => {
    const refusing = (call: Call) => { calls.push(call); throw httpError(409, { message: 'It is already in review.' }); };
    const calls: Call[] = [];
    renderKindHost(tour(), { grant: { role: 'author' }, items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1', write: refusing });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(document.querySelector('.editor__header .badge')?.textContent).toBe('Draft');
  });
});

describe('scheduling an item', () => {
  const OSLO = { time_zone: 'Europe/Oslo' } as never;
  /** A fake server that stores the schedule it is sent, or refuses it as the API does. */
  const scheduleServer = (calls: Call[], refuse?: { field: string; message: string }, messageId?: string) => (call: Call) => {
    calls.push(call);
    if (call.method !== 'POST' || call.path !== '/tk_tour/schedule/1') throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
    if (refuse) throw httpError(400, { message: refuse.message, messageId, errors: [refuse] });
    const body = call.body as { publish_at?: string | null; unpublish_at?: string | null };
    return { message: 'Schedule saved', data: wireItem(1, { title: 'Harbour walk' }, { publish_at: body.publish_at ?? null, unpublish_at: body.unpublish_at ?? null }) };
  };

  it('sets a publish time on the company’s clock, names the zone, and shows the schedule above the form', async () => {
    const calls: Call[] = [];
    const { notices } = renderKindHost(tour(), { grant: { role: 'editor' }, userSetting: OSLO, items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1', write: scheduleServer(calls) });
    await chooseMoreAction('Schedule…');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Harbour walk”' });
    expect(dialog.textContent).toContain('Europe/Oslo');
    // 10:00 in Oslo on 1 July is 08:00 UTC (summer time).
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2031-07-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)?.body).toEqual({ publish_at: '2031-07-01T08:00:00.000Z' });
    expect(notices).toContain('Schedule saved');
    const banner = await screen.findByText(/^Will be published/);
    expect(banner.textContent).toContain('10:00');
  });

  it('shows a refusal next to its field, keeps the dialog open, and clears a time with its own button', async () => {
    const calls: Call[] = [];
    const message = 'Unpublishing must come after publishing.';
    renderKindHost(tour(), {
      grant: { role: 'editor' }, userSetting: OSLO, path: '/tk_tour?id=1', write: scheduleServer(calls, { field: 'unpublish_at', message: 'unpublish_at must be after publish_at: an item is unpublished only after it is published.' }, 'api.refused.schedule.order'),
      items: [wireItem(1, { title: 'Harbour walk' }, { publish_at: '2031-07-01T08:00:00.000Z', unpublish_at: null })],
    });
    await chooseMoreAction('Schedule…');
    const dialog = await screen.findByRole('dialog');
    const unpublish = within(dialog).getByLabelText('Unpublish at');
    fireEvent.change(unpublish, { target: { value: '2031-06-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await within(dialog).findByText(message);
    expect(unpublish.getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)?.body).toEqual({ unpublish_at: '2031-06-01T08:00:00.000Z' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Publish at' }));
    expect((within(dialog).getByLabelText('Publish at') as HTMLInputElement).value).toBe('');
  });

  it('says why a scheduled publish did not happen, and offers no Schedule… to an author', async () => {
    renderKindHost(tour(), {
      grant: { role: 'editor' }, userSetting: OSLO, path: '/tk_tour?id=1',
      items: [wireItem(1, { title: 'Harbour walk' }, { schedule_error: { action: 'publish', at: '2031-07-01T08:00:00.000Z', message: 'A game needs a challenge' } })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The publish scheduled for .*10:00.* did not happen: A game needs a challenge$/);
    cleanup();
    renderKindHost(tour(), { grant: { role: 'author' }, items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1' });
    await screen.findByRole('button', { name: 'Submit for review' });
    expect(screen.queryByRole('button', { name: 'More lifecycle actions' })).toBeNull();
  });
});
