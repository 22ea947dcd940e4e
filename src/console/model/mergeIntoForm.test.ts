import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import { applyChoices, conflictsOf, mergeIntoForm } from './mergeIntoForm.ts';
import { fieldLabel, fieldLabels } from '../editor/fieldLabels.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    ingress: { type: 'string', title: 'Ingress' },
    pages: {
      type: 'array', title: 'Pages', 'x-key': 'id',
      items: { type: 'object', title: 'Page', properties: { id: { type: 'integer' }, page_title: { type: 'string', title: 'Page title' }, text: { type: 'string', title: 'Text' } } },
    },
  },
};
const keyed = schemaAnnotations(schema).keyed;
const page = (id: number, page_title: string, text = '') => ({ id, page_title, text });
const base = { title: 'Harbour', ingress: 'Old', pages: [page(11, 'Arrival'), page(22, 'Fortress')] };

describe('someone else’s save merged into my form', () => {
  it('takes their fields, keeps mine, and says what arrived', () => {
    const mine = { ...base, title: 'Harbour (mine)' };
    const theirs = { ...base, ingress: 'New ingress' };
    const m = mergeIntoForm(base, mine, theirs, keyed);
    expect(m.form).toEqual({ ...base, title: 'Harbour (mine)', ingress: 'New ingress' });
    expect(m.conflicts).toEqual([]);
    expect(m.arrived).toEqual(['/ingress']);
  });

  it('keeps my edit of one page and theirs of another (keyed children merge by key)', () => {
    const mine = { ...base, pages: [page(11, 'Arrival', 'my text'), page(22, 'Fortress')] };
    const theirs = { ...base, pages: [page(11, 'Arrival'), page(22, 'Fortress', 'their text')] };
    const m = mergeIntoForm(base, mine, theirs, keyed);
    expect(m.form.pages).toEqual([page(11, 'Arrival', 'my text'), page(22, 'Fortress', 'their text')]);
    expect(m.arrived).toEqual(['/pages/22/text']);
  });

  it('names a field both changed as a conflict with both values, holding theirs until chosen', () => {
    const mine = { ...base, title: 'Mine', ingress: 'My ingress' };
    const theirs = { ...base, title: 'Theirs' };
    const m = mergeIntoForm(base, mine, theirs, keyed);
    expect(m.conflicts).toEqual([{ path: '/title', mine: 'Mine', theirs: 'Theirs' }]);
    expect(m.form).toMatchObject({ title: 'Theirs', ingress: 'My ingress' });
    expect(applyChoices(m.form, m.conflicts, { '/title': 'mine' }, keyed)).toMatchObject({ title: 'Mine', ingress: 'My ingress' });
    expect(applyChoices(m.form, m.conflicts, { '/title': 'theirs' }, keyed)).toMatchObject({ title: 'Theirs', ingress: 'My ingress' });
  });

  it('writes a choice into a keyed child by its key, wherever the child now sits', () => {
    const mine = { ...base, pages: [page(11, 'Arrival'), page(22, 'My fortress')] };
    const theirs = { ...base, pages: [page(22, 'Their fortress'), page(11, 'Arrival')] };
    const m = mergeIntoForm(base, mine, theirs, keyed);
    expect(m.conflicts).toEqual([{ path: '/pages/22/page_title', mine: 'My fortress', theirs: 'Their fortress' }]);
    const chosen = applyChoices(m.form, m.conflicts, { '/pages/22/page_title': 'mine' }, keyed);
    expect(chosen.pages).toEqual([page(22, 'My fortress'), page(11, 'Arrival')]);
  });

  it('reads a 409’s conflicts (null is an absent value), else compares top-level fields', () => {
    expect(conflictsOf([{ path: '/title', yours: 'A', theirs: null }], schema, {}, {})).toEqual([{ path: '/title', mine: 'A', theirs: undefined }]);
    expect(conflictsOf(undefined, schema, { title: 'A', ingress: 'same' }, { title: 'B', ingress: 'same' })).toEqual([{ path: '/title', mine: 'A', theirs: 'B' }]);
    expect(applyChoices({ title: 'B' }, [{ path: '/title', mine: undefined, theirs: 'B' }], { '/title': 'mine' }, keyed)).toEqual({});
  });
});

describe('row and notice labels', () => {
  it('names a top-level field by its title and a page’s field by the page’s position and title', () => {
    expect(fieldLabel('station', schema, {}, '/title', base)).toBe('Title');
    expect(fieldLabel('station', schema, {}, '/pages/22/text', base)).toBe('Page 2 · Fortress › Text');
    expect(fieldLabel('station', schema, {}, '/pages/11', base)).toBe('Page 1 · Arrival');
  });

  it('names each field once, in order', () => {
    expect(fieldLabels('station', schema, {}, ['/ingress', '/title', '/ingress'], base)).toEqual(['Ingress', 'Title']);
  });
});
