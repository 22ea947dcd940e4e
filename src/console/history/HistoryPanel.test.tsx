// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import type { WireLink } from '../../core/relations.ts';
import { httpError, renderKindHost, wireItem, type Call } from '../editor/kindHost.testUtil.tsx';
import type { RevisionSummary } from './revisionTypes.ts';
import type { WireItem } from '../model/wireItem.ts';
import { cutTour, TOUR_DEFINITION } from '../editor/cutTour.testUtil.ts';

afterEach(cleanup);
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

/** The test-only tour kind cut down to plain text fields (no reference pickers, no console module); its stops relation when asked. */
function tour(withStops = false): ResolvedKind {
  return cutTour(['title', 'reason'], {}, withStops ? { relations: TOUR_DEFINITION.relations } : {});
}

const docs: Record<number, Record<string, unknown>> = {
  1: { title: 'Harbour walk', reason: 'The quay is closed for repairs until spring' },
  2: { title: 'Harbour walk', reason: 'The quay is closed for repairs until summer' },
  3: { title: 'Fjord walk', reason: 'The quay is closed for repairs until summer' },
};
const summary = (n: number, extra: Partial<RevisionSummary>): RevisionSummary => ({
  n, action: 'update', at: '2026-03-02T10:00:00Z', user: { name: 'Ada Admin', email: 'ada@example.com' }, title: String(docs[n]?.title ?? ''),
  version: n, state: 'active', changed: [], restored_from: null, has_document: true, comment: null, scheduled: false, ...extra,
});

/**
 * A fake revisions API for tour 4 (version 3 stored): three revisions, two per page; restore answers
 * as the server would. With `withStops`, one stop whose publishing adds a revision as the server's
 * relation calls do (the item's version stays). `addRevision` is another user's write.
 */
function openTour(opts: { restore?(call: Call): unknown; withStops?: boolean } = {}) {
  let revisions = [
    summary(3, { changed: ['title'] }),
    summary(2, { changed: ['reason'], user: null }),
    summary(1, { action: 'create', changed: [] }),
  ];
  const addRevision = (n: number) => { revisions = [summary(n, { changed: ['reason'] }), ...revisions]; };
  const stop: WireLink = { id: 11, owner_id: 4, target_id: 7, target_kind: 'tk_venue', position: 0, state: 'active', is_published: false, is_archived: false, target: { id: 7, title: 'Old Hall', state: 'active' } };
  const item = wireItem(4, docs[3]!, { version: 3 });
  const r = renderKindHost(tour(opts.withStops), {
    items: [item],
    others: opts.withStops ? [resolveKind(tkVenue as unknown as KindDefinition)] : [],
    write: (call) => {
      const [path, query = ''] = call.path.split('?');
      const q = new URLSearchParams(query);
      if (path === '/tk_tour/4/revisions') {
        const before = q.get('before');
        const page = revisions.filter((x) => before === null || x.n < Number(before));
        return { data: { revisions: page.slice(0, 2), next: page.length > 2 ? page[1]!.n : null } };
      }
      if (path === '/tk_tour/4/revisions/compare') {
        const from = docs[Number(q.get('from'))]!; const to = docs[Number(q.get('to'))]!;
        return { data: { from: Number(q.get('from')), to: Number(q.get('to')), changes: ['title', 'reason'].filter((k) => from[k] !== to[k]).map((k) => ({ path: k, change: 'changed', before: from[k], after: to[k] })) } };
      }
      const one = /^\/tk_tour\/4\/revisions\/(\d+)$/.exec(path!);
      if (one && call.method === 'GET') return { data: { revision: { ...summary(Number(one[1]), {}), document: docs[Number(one[1])], variant: null, translations: null, relations: null } } };
      if (/\/restore$/.test(path!)) {
        if (opts.restore) return opts.restore(call);
        revisions = [summary(4, { action: 'revert', restored_from: 1, changed: ['title', 'reason'] }), ...revisions];
        return { code: 200, status: 'success', message: 'Successfully Restored', data: wireItem(4, docs[1]!, { version: 4 }) };
      }
      if (opts.withStops && path === '/tk_tour/4/links/stops') return { data: { links: [stop] } };
      if (opts.withStops && path === '/tk_tour/links/stops/publish/11') {
        addRevision(4);
        return { message: 'Successfully Published', data: { ...stop, state: 'published', is_published: true } };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    },
  });
  r.navigate('/tk_tour?id=4');
  return { ...r, addRevision };
}

async function openHistory() {
  await screen.findByDisplayValue('Fjord walk');
  fireEvent.click(screen.getByRole('button', { name: 'History' }));
  const panel = await screen.findByRole('region', { name: 'History' });
  await within(panel).findByText('#3');
  return panel;
}
const rowOf = (panel: HTMLElement, n: number) => panel.querySelector(`[data-revision="${n}"]`) as HTMLElement;
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/tk_tour/4/revisions?')).length;

describe('history panel', () => {
  it('asks nothing until opened, then lists revisions with action, who and the changed fields by their form labels; Show older pages on', async () => {
    const { calls } = openTour();
    await screen.findByDisplayValue('Fjord walk');
    expect(calls.some((c) => c.path.includes('/revisions'))).toBe(false);
    const panel = await openHistory();
    expect(rowOf(panel, 3).textContent).toContain('Updated');
    expect(rowOf(panel, 3).textContent).toContain('Ada Admin');
    // The kind's own word for the field, as the form labels it.
    expect(rowOf(panel, 3).textContent).toContain('Changed: Tour title');
    // The state each revision left, in the words the list and the header use.
    expect(rowOf(panel, 3).querySelector('.badge')?.textContent).toBe('Draft');
    expect(rowOf(panel, 2).textContent).toContain('—');
    expect(rowOf(panel, 2).textContent).toContain('Changed: Why closed');
    expect(rowOf(panel, 1)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(rowOf(panel, 1)?.textContent).toContain('Created'));
    expect(calls.filter((c) => c.path.startsWith('/tk_tour/4/revisions?')).map((c) => c.path)).toEqual(['/tk_tour/4/revisions?limit=20', '/tk_tour/4/revisions?limit=20&before=2']);
    expect(within(panel).queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('compares the newest two by default and any two picked, removed words struck and added ones marked', async () => {
    openTour();
    const panel = await openHistory();
    fireEvent.click(within(panel).getByRole('button', { name: 'Compare #2 and #3' }));
    let table = await within(panel).findByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-path'))).toEqual(['title']);
    expect(table.querySelector('del')?.textContent).toBe('Harbour');
    expect(table.querySelector('ins')?.textContent).toBe('Fjord');
    fireEvent.click(within(panel).getByRole('button', { name: 'Show older' }));
    fireEvent.click(await within(panel).findByRole('radio', { name: 'Compare from revision 1' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Compare #1 and #3' }));
    await within(panel).findByRole('heading', { name: 'Revision 1 → revision 3' });
    table = await within(panel).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const reason = table.querySelector('[data-path="reason"]')!;
    expect([...reason.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['spring']);
    expect([...reason.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['summer']);
  });

  it('previews a revision in the phone, marked not saved, and goes back to the form’s document', async () => {
    openTour();
    const panel = await openHistory();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show older' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Preview revision 1 in the phone' }));
    const banner = await screen.findByText('Revision 1 — not saved');
    const phone = screen.getByTestId('phone-emulator');
    await waitFor(() => expect(phone.textContent).toContain('Harbour walk'));
    // The form keeps what it had: nothing is saved or loaded into it.
    expect(screen.getByDisplayValue('Fjord walk')).toBeTruthy();
    fireEvent.click(within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Back to the current version' }));
    await waitFor(() => expect(screen.getByTestId('phone-emulator').textContent).toContain('Fjord walk'));
    expect(screen.queryByText('Revision 1 — not saved')).toBeNull();
  });

  it('restores after a confirmation that warns of unsaved edits: posts the loaded version, the form shows the revision, the list refreshes', async () => {
    const { calls, notices } = openTour();
    const panel = await openHistory();
    fireEvent.change(screen.getByLabelText(/Tour title/), { target: { value: 'Typed but not saved' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show older' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore revision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 1?' });
    expect(dialog.textContent).toContain('Your unsaved edits in the form will be lost.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByDisplayValue('Harbour walk');
    expect(calls.find((c) => c.path === '/tk_tour/4/revisions/1/restore')).toMatchObject({ method: 'POST', body: { version: 3 } });
    expect(notices).toContain('Successfully Restored');
    await waitFor(() => expect(rowOf(panel, 4)?.textContent).toContain('Restored revision 1'));
    // The restored revision is the newest now: it is what is stored, so it offers no restore.
    expect(within(rowOf(panel, 4)).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('a stale restore (409) opens the editor’s conflict dialog with the revision as mine', async () => {
    openTour({ restore: () => { throw httpError(409, { message: 'Changed by someone else', current: wireItem(4, { title: 'Someone else’s', reason: 'x' }, { version: 5 }) }); } });
    const panel = await openHistory();
    fireEvent.click(within(panel).getByRole('button', { name: 'Restore revision 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 2?' });
    expect(confirm.textContent).not.toContain('unsaved edits');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    const conflict = await screen.findByRole('dialog', { name: /Someone else changed this Tour/ });
    const title = conflict.querySelector('[data-field="title"]')!;
    expect(title.querySelector('.conflict__mine')?.textContent).toBe('Harbour walk');
    expect(title.querySelector('.conflict__theirs')?.textContent).toBe('Someone else’s');
  });

  it('asks again after a relation change in the editor, which adds a revision without moving the version', async () => {
    const { calls } = openTour({ withStops: true });
    const panel = await openHistory();
    expect(listCalls(calls)).toBe(1);
    const stops = await screen.findByRole('region', { name: 'Stops' });
    fireEvent.click(await within(stops).findByRole('button', { name: 'Publish “Old Hall”' }));
    await waitFor(() => expect(rowOf(panel, 4)?.textContent).toContain('Updated'));
    expect(listCalls(calls)).toBe(2);
    expect(within(panel).getByRole('button', { name: 'Compare #3 and #4' })).toBeTruthy();
  });

  it('Refresh and opening the panel again show revisions written elsewhere; a new revision resets the picked pair to the newest two', async () => {
    const { addRevision } = openTour();
    let panel = await openHistory();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Compare to revision 2' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Show older' }));
    fireEvent.click(await within(panel).findByRole('radio', { name: 'Compare from revision 1' }));
    within(panel).getByRole('button', { name: 'Compare #1 and #2' });

    // Another user saved (a translation, say): nothing here moved.
    addRevision(4);
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rowOf(panel, 4)?.textContent).toContain('Updated'));
    // #1 and #2 was picked from a list that has moved on: the newest two again.
    expect(within(panel).getByRole('button', { name: 'Compare #3 and #4' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close history' }));
    addRevision(5);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    panel = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(rowOf(panel, 5)?.textContent).toContain('Updated'));
  });
});

describe('history of a review', () => {
  const reviewed = [
    summary(3, { action: 'return-review', user: { name: 'Eddie Editor', email: 'eddie@example.com' }, comment: 'Name the quay\nand the date' }),
    summary(2, { action: 'submit-review', user: { name: 'Ann Author', email: 'ann@example.com' }, comment: null }),
    summary(1, { action: 'create', user: { name: 'Ann Author', email: 'ann@example.com' } }),
  ];
  /** Tour 4 with the revisions above (one page), as `role` (`<role>@example.com`); `?id=4` plus `query`. */
  function openReviewed(opts: { role?: 'admin' | 'editor' | 'author'; query?: string; item?: Partial<WireItem>; createdBy?: string } = {}) {
    const r = renderKindHost(tour(), {
      grant: { role: opts.role ?? 'admin' },
      items: [wireItem(4, docs[3]!, { version: 3, ...opts.item })],
      path: `/tk_tour?id=4${opts.query ?? ''}`,
      write: (call) => {
        const [path, query = ''] = call.path.split('?');
        const q = new URLSearchParams(query);
        if (path === '/tk_tour/4/revisions') {
          const created = { name: 'Creator', email: opts.createdBy ?? 'author@example.com' };
          return { data: { revisions: reviewed.map((r) => (r.n === 1 ? { ...r, user: created } : r)), next: null } };
        }
        if (path === '/tk_tour/4/revisions/compare') {
          const from = docs[Number(q.get('from'))]!; const to = docs[Number(q.get('to'))]!;
          return { data: { from: Number(q.get('from')), to: Number(q.get('to')), changes: ['title', 'reason'].filter((k) => from[k] !== to[k]).map((k) => ({ path: k, change: 'changed', before: from[k], after: to[k] })) } };
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      },
    });
    return r;
  }

  it('names the review steps and shows the comment given with a return', async () => {
    openReviewed();
    const panel = await openHistory();
    expect(rowOf(panel, 3).querySelector('.hrow__action')?.textContent).toBe('Returned to author');
    expect(rowOf(panel, 3).querySelector('.hrow__comment')?.textContent).toBe('Comment: Name the quay\nand the date');
    expect(rowOf(panel, 2).querySelector('.hrow__action')?.textContent).toBe('Submitted for review');
    expect(rowOf(panel, 2).querySelector('.hrow__comment')).toBeNull();
  });

  it('offers Restore to an editor, to an author on their own draft, and not to an author on another’s draft or a published item', async () => {
    const restoreButtons = (panel: HTMLElement) => within(panel).queryAllByRole('button', { name: /^Restore revision/ }).length;
    openReviewed({ role: 'editor', createdBy: 'someone@example.com' });
    expect(restoreButtons(await openHistory())).toBe(2);
    cleanup();
    openReviewed({ role: 'author' });
    expect(restoreButtons(await openHistory())).toBe(2);
    cleanup();
    openReviewed({ role: 'author', createdBy: 'someone@example.com' });
    expect(restoreButtons(await openHistory())).toBe(0);
    cleanup();
    openReviewed({ role: 'author', item: { state: 'published', is_published: true } });
    expect(restoreButtons(await openHistory())).toBe(0);
  });

  it('opens at the pair a link names (`?history=compare&from=&to=`), then drops the parameters from the URL', async () => {
    const { calls, location } = openReviewed({ query: '&history=compare&from=1&to=3' });
    const panel = await screen.findByRole('region', { name: 'History' });
    await within(panel).findByRole('heading', { name: 'Revision 1 → revision 3' });
    await waitFor(() => expect(calls.some((c) => c.path === '/tk_tour/4/revisions/compare?from=1&to=3')).toBe(true));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tk_tour?id=4'));
  });
});
