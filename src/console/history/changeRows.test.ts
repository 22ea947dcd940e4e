import { describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition } from '../../core/defineKind.ts';
import { diffDocuments } from '../../core/documentDiff.ts';
import { localizeSchema } from '../registry/localizeSchema.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import { changedLabels, changeRows, readableValue } from './changeRows.ts';

const tour = resolveKind(tkTour as unknown as KindDefinition);
const words = { yes: 'Yes', no: 'No' };
/** The form's schema in a UI language: the kind's own field titles where it words them. */
const formSchema = (lang: 'en' | 'es') => localizeSchema(tour.id, tour.schema, tour.uiSchema, (id) => tour.messages?.[lang]?.[id]).schema;

describe('compare rows', () => {
  const before = { title: 'Harbour walk', closed: false, rating: 3, pages: [{ id: 1, title: 'Gate' }, { id: 2, title: 'Along the old quay to the fish market and back' }, { id: 3, title: 'Hall' }] };
  const after = { title: 'Harbour walk', closed: true, rating: 4, pages: [{ id: 3, title: 'Hall' }, { id: 2, title: 'Along the new quay to the fish market' }, { id: 5, title: 'Tower', next: 2 }] };

  it('labels each field as the form does and diffs texts word by word', () => {
    const rows = changeRows(tour.id, formSchema('en'), diffDocuments(tour.schema, before, after), words);
    expect(rows.map((r) => [r.path, r.label])).toEqual([
      ['closed', 'Closed'],
      ['rating', 'Rating'],
      ['pages', 'Pages'],
      ['pages/1', 'Pages › 1'],
      ['pages/2/title', 'Pages › 2 › Page title'],
      ['pages/5', 'Pages › 5'],
    ]);
    const quay = rows.find((r) => r.path === 'pages/2/title')!;
    expect(quay.before.filter((s) => s.kind === 'removed').map((s) => s.text.trim())).toEqual(['old', 'and back']);
    expect(quay.after.filter((s) => s.kind === 'added').map((s) => s.text.trim())).toEqual(['new']);
  });

  it('shows values whole and readable: yes/no, numbers, a child added or removed with its fields, a reorder as the key order', () => {
    const rows = changeRows(tour.id, formSchema('en'), diffDocuments(tour.schema, before, after), words);
    const row = (path: string) => rows.find((r) => r.path === path)!;
    expect(row('closed').before).toEqual([{ text: 'No', kind: 'removed' }]);
    expect(row('closed').after).toEqual([{ text: 'Yes', kind: 'added' }]);
    expect([row('rating').before[0]!.text, row('rating').after[0]!.text]).toEqual(['3', '4']);
    expect(row('pages/1')).toMatchObject({ change: 'removed', before: [{ text: 'Key: 1\nPage title: Gate', kind: 'removed' }], after: [] });
    expect(row('pages/5')).toMatchObject({ change: 'added', before: [], after: [{ text: 'Key: 5\nPage title: Tower\nNext page: 2', kind: 'added' }] });
    expect([row('pages').before[0]!.text, row('pages').after[0]!.text]).toEqual(['1, 2, 3', '3, 2, 5']);
  });

  it('follows the UI language through the form schema', () => {
    const rows = changeRows(tour.id, formSchema('es'), [{ path: 'title', change: 'changed', before: 'A', after: 'B' }], words);
    expect(rows[0]!.label).toBe('Título del recorrido');
    expect(changedLabels(tour.id, formSchema('es'), ['title', 'reason', 'pages'])).toEqual(['Título del recorrido', 'Motivo del cierre', 'Pages']);
  });

  it('reads lists of children one numbered line each and leaves empty fields out', () => {
    const node = { type: 'array', items: { type: 'object', properties: { text: { type: 'string', title: 'Answer' }, correct: { type: 'boolean', title: 'Correct' } } } };
    expect(readableValue([{ text: 'Oslo', correct: true }, { text: '', correct: false }], node, words)).toBe('1. Answer: Oslo; Correct: Yes\n2. Correct: No');
    expect(readableValue(null, undefined, words)).toBe('');
  });
});
