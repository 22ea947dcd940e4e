import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { childTitle, locateWidget, referrersOf, siblingChoices, withoutRemovedTargets, withTempKeys } from './siblings.ts';

const page = (keyType: 'integer' | 'string'): JsonSchema => ({
  type: 'object',
  properties: {
    id: { type: keyType },
    heading: { type: 'string' },
    next: { type: keyType, title: 'Next page', 'x-sibling': { array: '/pages', notSelf: true } },
  },
});
const schemaWith = (keyType: 'integer' | 'string'): JsonSchema => ({
  type: 'object',
  properties: { pages: { type: 'array', 'x-key': 'id', items: page(keyType) } },
});

describe('temporary keys', () => {
  it('gives children without a key (or with a repeated one) negative integer keys, leaving the rest alone', () => {
    const doc = { pages: [{ id: 4 }, {}, { id: 4, heading: 'copy' }, { id: -1 }] };
    const out = withTempKeys(schemaWith('integer'), doc);
    expect(out.pages.map((p) => p.id)).toEqual([4, -2, -3, -1]);
    expect(out.pages[0]).toBe(doc.pages[0]);
    expect(doc.pages[1]).toEqual({});
  });

  it('uses new-<n> for string keys', () => {
    const out = withTempKeys(schemaWith('string'), { pages: [{ id: 'a' }, { id: 'new-3' }, {}] });
    expect(out.pages.map((p) => p.id)).toEqual(['a', 'new-3', 'new-4']);
  });

  it('returns the same document when every child has its own key', () => {
    const doc = { pages: [{ id: 1 }, { id: 2 }] };
    expect(withTempKeys(schemaWith('integer'), doc)).toBe(doc);
    const plain = { title: 'x' };
    expect(withTempKeys(schemaWith('integer'), plain)).toBe(plain);
  });

  it('keys children of keyed arrays nested in other arrays', () => {
    const schema: JsonSchema = { type: 'object', properties: { sections: { type: 'array', items: schemaWith('integer') } } };
    const out = withTempKeys(schema, { sections: [{ pages: [{}] }, { pages: [{ id: 7 }, {}] }] });
    expect(out.sections.map((s) => s.pages.map((p: { id?: number }) => p.id))).toEqual([[-1], [7, -1]]);
  });
});

describe('siblings', () => {
  const doc = { pages: [{ id: 1, heading: 'Intro', next: 2 }, { id: 2 }, { id: 3, title: 'Hall 3', next: 2 }, { heading: 'no key' }] };
  const schema = schemaWith('integer');

  it('lists keyed children with their titles (title, else the first string property)', () => {
    expect(siblingChoices(schema, doc, ['pages'])).toEqual([
      { key: 1, index: 0, title: 'Intro' },
      { key: 2, index: 1, title: undefined },
      { key: 3, index: 2, title: 'Hall 3' },
    ]);
    expect(childTitle({ id: 'x', heading: '  ' }, page('string'), 'id')).toBeUndefined();
  });

  it('finds who points at a child, itself excluded', () => {
    const refs = referrersOf(schema, doc, ['pages', 1]);
    expect(refs.map((r) => [r.index, r.title, r.field])).toEqual([[0, 'Intro', 'Next page'], [2, 'Hall 3', 'Next page']]);
    expect(referrersOf(schema, { pages: [{ id: 5, next: 5 }] }, ['pages', 0])).toEqual([]);
    expect(referrersOf(schema, doc, ['pages', 3])).toEqual([]);
  });

  it('clears pointers to a child this change removed, and only those', () => {
    const prev = { pages: [{ id: 1, next: 2 }, { id: 2, next: 9 }, { id: 3, next: 2 }] };
    const next = { pages: [{ id: 1, next: 2 }, { id: 3, next: 2 }] };
    expect(withoutRemovedTargets(schema, next, prev)).toEqual({ pages: [{ id: 1 }, { id: 3 }] });
    // A pointer that dangled before (9) is not this change's doing: the server names it.
    const stale = { pages: [{ id: 1, next: 9 }] };
    expect(withoutRemovedTargets(schema, stale, stale)).toBe(stale);
  });

  it('locates a widget by RJSF id among the locations of a schema path', () => {
    const opts = { idPrefix: 'root', idSeparator: '_' };
    expect(locateWidget('root_pages_2_next', [['pages', '*', 'next']], doc, opts)).toEqual(['pages', 2, 'next']);
    expect(locateWidget('root_pages_9_next', [['pages', '*', 'next']], doc, opts)).toBeUndefined();
  });
});
