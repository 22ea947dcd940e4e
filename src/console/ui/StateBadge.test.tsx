// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { renderKindHost, wireItem } from '../editor/kindHost.testUtil.tsx';
import { cutTour, TOUR_DEFINITION } from '../editor/cutTour.testUtil.ts';

afterEach(cleanup);
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

/** The test tour kind with a bare form; `actions` as a kind declares them. */
function tour(actions?: readonly LifecycleAction[]): ResolvedKind {
  return cutTour(['title'], {}, { rules: undefined, uiSchema: {}, api: { ...TOUR_DEFINITION.api, ...(actions ? { actions } : {}) } });
}

const rowBadge = (title: string) => within(screen.getByRole('option', { name: new RegExp(title) })).getByText(/./, { selector: '.badge' }).textContent;
const headerBadge = () => document.querySelector('.editor__header .badge')?.textContent;

describe('state words in the list and the editor header', () => {
  it('words every lifecycle state as what visitors see: Draft (new or un-published), Published, Archived — the same in row and header', async () => {
    const items = [
      wireItem(1, { title: 'New tour' }),
      wireItem(2, { title: 'Withdrawn tour' }, { state: 'unpublished' }),
      wireItem(3, { title: 'Live tour' }, { state: 'published', is_published: true }),
      wireItem(4, { title: 'Old tour' }, { state: 'archived', is_archived: true }),
    ];
    renderKindHost(tour(), { items });
    await screen.findByRole('option', { name: /New tour/ });
    const expected: [string, string][] = [['New tour', 'Draft'], ['Withdrawn tour', 'Draft'], ['Live tour', 'Published']];
    for (const [title, word] of expected) {
      expect(rowBadge(title), title).toBe(word);
      fireEvent.click(screen.getByRole('option', { name: new RegExp(title) }));
      await waitFor(() => expect(headerBadge(), title).toBe(word));
    }
    // The hover text says what the word means for visitors.
    expect(document.querySelector('.editor__header .badge')?.getAttribute('title')).toBe('Published: visitors see it');
    fireEvent.click(screen.getByLabelText('Show archived'));
    await screen.findByRole('option', { name: /Old tour/ });
    expect(rowBadge('Old tour')).toBe('Archived');
  });

  it('reads a kind without a publish step as Published once saved (visitors get it), Archived when archived', async () => {
    const items = [wireItem(1, { title: 'Morning run' }), wireItem(2, { title: 'Cancelled run' }, { state: 'archived', is_archived: true })];
    renderKindHost(tour(['delete', 'restore', 'destroy']), { items });
    await screen.findByRole('option', { name: /Morning run/ });
    expect(rowBadge('Morning run')).toBe('Published');
    fireEvent.click(screen.getByRole('option', { name: /Morning run/ }));
    await waitFor(() => expect(headerBadge()).toBe('Published'));
    // No publish step: nothing to publish or un-publish.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Show archived'));
    await screen.findByRole('option', { name: /Cancelled run/ });
    expect(rowBadge('Cancelled run')).toBe('Archived');
  });

  it('speaks Spanish and Chinese with the same three words', async () => {
    renderKindHost(tour(), { items: [wireItem(2, { title: 'Withdrawn tour' }, { state: 'unpublished' })], language: 'es' });
    await screen.findByRole('option', { name: /Withdrawn tour/ });
    expect(rowBadge('Withdrawn tour')).toBe('Borrador');
    cleanup();
    renderKindHost(tour(), { items: [wireItem(2, { title: 'Withdrawn tour' }, { state: 'unpublished' })], language: 'zh' });
    await screen.findByRole('option', { name: /Withdrawn tour/ });
    expect(rowBadge('Withdrawn tour')).toBe('草稿');
  });
});

describe('review words', () => {
  const review = (state: 'submitted' | 'returned') => ({ state, comment: null, by: { id: 2, name: 'Eddie' }, at: '2026-01-01T10:00:00Z' });

  it('words a draft in review "In review" and a returned one "Returned", in row and header; publishing wins over a review', async () => {
    const items = [
      wireItem(1, { title: 'Waiting tour' }, { review: review('submitted') }),
      wireItem(2, { title: 'Returned tour' }, { state: 'unpublished', review: review('returned') }),
      wireItem(3, { title: 'Live tour' }, { state: 'published', is_published: true, review: review('submitted') }),
    ];
    // A slim list: the review travels with the lifecycle columns.
    renderKindHost(tour(), { items, listFields: ['title'] });
    await screen.findByRole('option', { name: /Waiting tour/ });
    const expected: [string, string][] = [['Waiting tour', 'In review'], ['Returned tour', 'Returned'], ['Live tour', 'Published']];
    for (const [title, word] of expected) {
      expect(rowBadge(title), title).toBe(word);
      fireEvent.click(screen.getByRole('option', { name: new RegExp(title) }));
      await waitFor(() => expect(headerBadge(), title).toBe(word));
    }
    fireEvent.click(screen.getByRole('option', { name: /Waiting tour/ }));
    await waitFor(() => expect(document.querySelector('.editor__header .badge')?.getAttribute('title')).toBe('In review: waiting for an editor; visitors do not see it'));
  });

  it('speaks Spanish and Chinese', async () => {
    const items = [wireItem(1, { title: 'Waiting tour' }, { review: review('submitted') }), wireItem(2, { title: 'Returned tour' }, { review: review('returned') })];
    renderKindHost(tour(), { items, language: 'es' });
    await screen.findByRole('option', { name: /Waiting tour/ });
    expect([rowBadge('Waiting tour'), rowBadge('Returned tour')]).toEqual(['En revisión', 'Devuelto']);
    cleanup();
    renderKindHost(tour(), { items, language: 'zh' });
    await screen.findByRole('option', { name: /Waiting tour/ });
    expect([rowBadge('Waiting tour'), rowBadge('Returned tour')]).toEqual(['审核中', '已退回']);
  });
});
