// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Grant } from '../../../core/roles.ts';
import { renderTranslations } from './matrix.testUtil.tsx';

afterEach(cleanup);

const items = { data: { items: [{ id: 5, title: 'Old town', state: 'missing', missing: ['title'], stale: [] }] } };
const api = (path: string) => (path.startsWith('/translations/tk_tour?language=') ? items : undefined);

/** The link the drill-down offers on the tour in `language`, for `grant`. */
async function linkAs(grant: Grant, language: string) {
  renderTranslations(`/translations?kind=tk_tour&language=${language}`, api, { languages: ['en', 'es', 'zh'], grant });
  const link = await screen.findByRole('link', { name: /“Old town”/ });
  const seen = [link.textContent, link.getAttribute('aria-label')];
  cleanup();
  return seen;
}

describe('the matrix offers writing only where the role may', () => {
  it('offers a translator of Chinese “Translate” in Chinese and only “Open” in Spanish', async () => {
    const zh: Grant = { role: 'translator', languages: ['zh'] };
    expect(await linkAs(zh, 'zh')).toEqual(['Translate', 'Translate “Old town” into Chinese']);
    expect(await linkAs(zh, 'es')).toEqual(['Open', 'Open “Old town” in Spanish']);
  });
  it('offers a viewer and an author of other kinds “Open”, an editor “Translate”', async () => {
    expect(await linkAs({ role: 'viewer' }, 'es')).toEqual(['Open', 'Open “Old town” in Spanish']);
    expect(await linkAs({ role: 'author', kinds: ['tk_venue'] }, 'es')).toEqual(['Open', 'Open “Old town” in Spanish']);
    expect(await linkAs({ role: 'editor' }, 'es')).toEqual(['Translate', 'Translate “Old town” into Spanish']);
  });
});
