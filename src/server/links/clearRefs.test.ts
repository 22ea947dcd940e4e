import { describe, expect, it } from 'vitest';
import { removeRefValues } from './clearRefs.ts';

describe('clearing references to a destroyed item', () => {
  it('deletes a single reference and leaves the rest of the document alone', () => {
    const doc = { title: 'Tour', sponsor_id: 7, venue_id: 8 };
    const { doc: out, rename } = removeRefValues(doc, ['sponsor_id']);
    expect(out).toEqual({ title: 'Tour', venue_id: 8 });
    expect(doc.sponsor_id, 'the input is not touched').toBe(7);
    expect(rename('venue_id')).toBe('venue_id');
    expect(rename('sponsor_id')).toBeUndefined();
  });

  it('splices elements out of a list of references and renames the links of the elements that moved up', () => {
    const doc = { slots: [1, 7, 2, 7, 3], stops: [{ venue: 7, note: 'x' }, { venue: 4 }] };
    const { doc: out, rename } = removeRefValues(doc, ['slots.1', 'slots.3', 'stops.0.venue']);
    expect(out).toEqual({ slots: [1, 2, 3], stops: [{ note: 'x' }, { venue: 4 }] });
    expect(['slots.0', 'slots.2', 'slots.4', 'stops.1.venue'].map(rename)).toEqual(['slots.0', 'slots.1', 'slots.2', 'stops.1.venue']);
    expect(rename('slots.3')).toBeUndefined();
  });

  it('ignores paths that are no longer in the document', () => {
    const { doc } = removeRefValues({ slots: [1] }, ['slots.5', 'gone', 'deep.er.path']);
    expect(doc).toEqual({ slots: [1] });
  });
});
