import { describe, expect, it } from 'vitest';
import { applyTextChoices, textChoiceLabel, textConflicts, textsMoved } from './translatorChoices.ts';
import type { TranslatorRow } from './translatorRows.ts';

const row = (path: string, value: string, base = 'Base', parents: TranslatorRow['parents'] = []): TranslatorRow =>
  ({ path, at: path.split('/'), field: path.replace(/\//g, '.'), title: path === 'title' ? 'Title' : 'Text', parents, base, value, status: 'done' } as unknown as TranslatorRow);

describe('translator choices', () => {
  it('asks only where the stored text moved under a different unsaved text of mine', () => {
    const before = [row('title', 'Uno'), row('intro', 'Dos'), row('outro', 'Tres')];
    const after = [row('title', 'Uno bis'), row('intro', 'Dos bis'), row('outro', 'Tres')];
    const edits = { title: 'Mi uno', intro: 'Dos bis', outro: 'Mi tres' };
    expect(textConflicts(before, after, edits)).toEqual([{ path: '/title', mine: 'Mi uno', theirs: 'Uno bis' }]);
    expect(textsMoved(before, after)).toBe(true);
    expect(textsMoved(before, before)).toBe(false);
  });

  it('drops mine where theirs is taken and keeps mine where mine is kept', () => {
    const rows = [{ path: '/title', mine: 'Mi uno', theirs: 'Uno bis' }, { path: '/pages/k1/text', mine: 'Mío', theirs: 'Suyo' }];
    expect(applyTextChoices({ title: 'Mi uno', other: 'x' }, rows, { '/title': 'theirs', '/pages/k1/text': 'mine' }))
      .toEqual({ other: 'x', 'pages/k1/text': 'Mío' });
  });

  it('labels a child’s text by its page', () => {
    const rows = [row('pages/k1/text', 'v', 'b', [{ arrayTitle: 'Page', pointer: '/pages', position: 2, key: 'k1', title: 'Fortress' }])];
    expect(textChoiceLabel(rows, '/pages/k1/text')).toBe('Page 2 · Fortress › Text');
  });
});
