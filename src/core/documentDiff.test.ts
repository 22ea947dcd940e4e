import { describe, expect, it } from 'vitest';
import { changedFields, diffDocuments } from './documentDiff.ts';
import type { JsonSchema } from './jsonSchema.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    text: { type: 'string' },
    place: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
    thumbnail: { $ref: '_shared/media.json#/definitions/file' },
    pages: {
      type: 'array',
      'x-key': 'id',
      items: { type: 'object', properties: { id: { type: 'integer' }, page_title: { type: 'string' }, text: { type: 'string' } } },
    },
    answers: { type: 'array', items: { type: 'string' } },
  },
};

const page = (id: number, text: string) => ({ id, page_title: `Page ${id}`, text });

describe('the differences between two revisions of a document', () => {
  it('lists changed fields in schema order, then extra keys, with before and after', () => {
    const changes = diffDocuments(schema, { text: 'old', title: 'A', legacy: 1 }, { legacy: 2, title: 'B', text: 'old' });
    expect(changes).toEqual([
      { path: 'title', change: 'changed', before: 'A', after: 'B' },
      { path: 'legacy', change: 'changed', before: 1, after: 2 },
    ]);
  });

  it('treats a missing field, null and an empty string as the same empty value', () => {
    expect(diffDocuments(schema, { title: 'A', text: '' }, { title: 'A', text: null })).toEqual([]);
    expect(diffDocuments(schema, { title: 'A' }, { title: 'A', text: '', answers: [] })).toEqual([]);
    expect(diffDocuments(schema, { title: 'A' }, { title: 'A', text: 'new' })).toEqual([{ path: 'text', change: 'added', after: 'new' }]);
    expect(diffDocuments(schema, { title: 'A', text: 'gone' }, { title: 'A', text: '' })).toEqual([{ path: 'text', change: 'removed', before: 'gone' }]);
  });

  it('ignores key order and recurses into objects the schema declares, but not into shared references', () => {
    expect(diffDocuments(schema, { place: { lat: 1, lng: 2 } }, { place: { lng: 2, lat: 1 } })).toEqual([]);
    expect(diffDocuments(schema, { place: { lat: 1, lng: 2 } }, { place: { lat: 1, lng: 3 } })).toEqual([
      { path: 'place/lng', change: 'changed', before: 2, after: 3 },
    ]);
    expect(diffDocuments(schema, { thumbnail: { url: 'a.jpg', kind: 'image' } }, { thumbnail: { url: 'b.jpg', kind: 'image' } })).toEqual([
      { path: 'thumbnail', change: 'changed', before: { url: 'a.jpg', kind: 'image' }, after: { url: 'b.jpg', kind: 'image' } },
    ]);
  });

  it('matches keyed children by their key, so a changed page shows at pages/<key>/<field>', () => {
    const before = { pages: [page(12, 'one'), page(13, 'two')] };
    const after = { pages: [page(12, 'one'), page(13, 'TWO')] };
    expect(diffDocuments(schema, before, after)).toEqual([{ path: 'pages/13/text', change: 'changed', before: 'two', after: 'TWO' }]);
  });

  it('shows an added or removed child whole at pages/<key>', () => {
    const before = { pages: [page(12, 'one'), page(13, 'two')] };
    const after = { pages: [page(12, 'one'), page(14, 'new')] };
    expect(diffDocuments(schema, before, after)).toEqual([
      { path: 'pages/13', change: 'removed', before: page(13, 'two') },
      { path: 'pages/14', change: 'added', after: page(14, 'new') },
    ]);
  });

  it('shows a reorder as one change of the key list, and nothing for children that did not change', () => {
    const before = { pages: [page(12, 'one'), page(13, 'two')] };
    const after = { pages: [page(13, 'two'), page(12, 'one')] };
    expect(diffDocuments(schema, before, after)).toEqual([{ path: 'pages', change: 'changed', before: [12, 13], after: [13, 12] }]);
    // An insertion alone is no reorder.
    expect(diffDocuments(schema, before, { pages: [page(14, 'x'), ...before.pages] })).toEqual([{ path: 'pages/14', change: 'added', after: page(14, 'x') }]);
  });

  it('compares a keyed array whole when a key repeats, so no child’s change is hidden by its twin', () => {
    const before = { pages: [page(12, 'one'), page(12, 'twin')] };
    const after = { pages: [page(12, 'one'), page(12, 'TWIN')] };
    expect(diffDocuments(schema, before, after)).toEqual([{ path: 'pages', change: 'changed', before: before.pages, after: after.pages }]);
    expect(diffDocuments(schema, { pages: [page(12, 'one')] }, after)).toEqual([{ path: 'pages', change: 'changed', before: [page(12, 'one')], after: after.pages }]);
  });

  it('compares an unkeyed array whole', () => {
    expect(diffDocuments(schema, { answers: ['a', 'b'] }, { answers: ['a', 'c'] })).toEqual([
      { path: 'answers', change: 'changed', before: ['a', 'b'], after: ['a', 'c'] },
    ]);
  });

  it('names each touched top-level field once, in order', () => {
    const changes = diffDocuments(
      schema,
      { title: 'A', pages: [page(1, 'a'), page(2, 'b')] },
      { title: 'B', pages: [page(1, 'x'), page(2, 'y')], answers: ['z'] },
    );
    expect(changes.map((c) => c.path)).toEqual(['title', 'pages/1/text', 'pages/2/text', 'answers']);
    expect(changedFields(changes)).toEqual(['title', 'pages', 'answers']);
    expect(changedFields([])).toEqual([]);
  });
});
