// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { renderKindHost, wireItem } from './kindHost.testUtil.tsx';
import { pointerLocation } from './revealField.ts';
import { cutTour } from './cutTour.testUtil.ts';

afterEach(cleanup);
beforeAll(async () => { await import('./KindScreen.tsx'); });

/** The test tour with a title, a reason and collapsible keyed pages (one open at a time). */
function tour(): ResolvedKind {
  return cutTour(['title', 'reason', 'pages'], { pages: { 'ui:options': { collapsible: true, summary: { title: 'title' } }, items: { id: { 'ui:widget': 'hidden' } } } });
}

const items = [
  wireItem(7, { title: 'Harbour walk', reason: '', pages: [{ id: 11, title: 'Quay' }, { id: 12, title: 'Fish market' }, { id: 13, title: 'Lighthouse' }] }),
  wireItem(8, { title: 'Old town', pages: [] }),
];
const open = (path: string) => renderKindHost(tour(), { items, path });
// The first screen of a run loads RJSF and the editor: slow on a busy machine.
const slow = { timeout: 8000 };

describe('opening an item at a field (`?id=…&field=…`)', () => {
  it('focuses and highlights a top-level field, then drops `field` from the URL', async () => {
    const { location } = open('/tk_tour?id=7&field=/reason');
    await waitFor(() => expect(document.activeElement?.id).toBe('tk_tour_reason'), slow);
    expect(document.activeElement!.closest('.form-group')!.classList.contains('field-flash')).toBe(true);
    await waitFor(() => expect(location.history.at(-1)).toBe('/tk_tour?id=7'), slow);
  });

  it('opens the collapsed story page on the way and focuses the field inside it', async () => {
    open('/tk_tour?id=7&field=/pages/2/title');
    // The pages start collapsed; the link opens the third one only.
    await waitFor(() => expect(document.activeElement?.id).toBe('tk_tour_pages_2_title'), slow);
    expect((document.activeElement as HTMLInputElement).value).toBe('Lighthouse');
    expect(document.getElementById('tk_tour_pages_0_title')).toBeNull();
    expect(document.getElementById('tk_tour_pages_2__toggle')!.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement!.closest('.form-group')!.classList.contains('field-flash')).toBe(true);
  });

  it('a pointer at a whole page opens it and focuses its first input; an unknown one only opens the item', async () => {
    open('/tk_tour?id=7&field=/pages/1');
    await waitFor(() => expect(document.activeElement?.id).toBe('tk_tour_pages_1_title'), slow);
    cleanup();
    const { location } = open('/tk_tour?id=8&field=/nothing/here');
    expect(await screen.findByDisplayValue('Old town', {}, slow)).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/tk_tour?id=8'), slow);
  });

  it('reads JSON pointers with escapes and indexes', () => {
    expect(pointerLocation('/pages/2/beacon_id')).toEqual(['pages', 2, 'beacon_id']);
    expect(pointerLocation('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerLocation('')).toEqual([]);
  });
});
