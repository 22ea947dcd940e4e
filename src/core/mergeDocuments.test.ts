import { describe, expect, it } from 'vitest';
import { mergeDocuments, valueAtPointer, withValueAtPointer } from './mergeDocuments.ts';

const keyed = [{ path: ['pages'], key: 'id' }];
const page = (id: number, title: string, text = '') => ({ id, title, text });
const base = { title: 'Pier', intro: 'Old', tags: ['a'], pages: [page(1, 'One'), page(2, 'Two'), page(3, 'Three')] };
const edit = <T>(v: T, f: (c: T) => void): T => { const c = structuredClone(v); f(c); return c; };

describe('mergeDocuments', () => {
  it('keeps both sides where they changed different fields', () => {
    const yours = edit(base, (d) => { d.intro = 'New intro'; });
    const theirs = edit(base, (d) => { d.title = 'Quay'; });
    const r = mergeDocuments(base, yours, theirs, keyed);
    expect(r.conflicts).toEqual([]);
    expect(r.merged).toEqual({ ...base, title: 'Quay', intro: 'New intro' });
    expect(r.yours).toEqual(['/intro']);
    expect(r.theirs).toEqual(['/title']);
  });

  it('names both values of a field both changed', () => {
    const r = mergeDocuments(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' }, keyed);
    expect(r.conflicts).toEqual([{ path: '/title', yours: 'Mine', theirs: 'Theirs', base: 'Pier' }]);
  });

  it('takes a change both made alike without a conflict', () => {
    expect(mergeDocuments(base, { ...base, title: 'Same' }, { ...base, title: 'Same' }, keyed).conflicts).toEqual([]);
  });

  it('treats an unkeyed array as one field', () => {
    const r = mergeDocuments(base, { ...base, tags: ['a', 'b'] }, { ...base, tags: ['c'] }, keyed);
    expect(r.conflicts).toEqual([{ path: '/tags', yours: ['a', 'b'], theirs: ['c'], base: ['a'] }]);
  });

  it('merges keyed children by key: different pages edited both persist, the same field of one page conflicts by key', () => {
    const yours = edit(base, (d) => { d.pages[0].text = 'mine'; });
    const theirs = edit(base, (d) => { d.pages[2].title = 'Drei'; });
    expect(mergeDocuments(base, yours, theirs, keyed).merged.pages).toEqual([page(1, 'One', 'mine'), page(2, 'Two'), page(3, 'Drei')]);
    const clash = mergeDocuments(base, edit(base, (d) => { d.pages[1].title = 'A'; }), edit(base, (d) => { d.pages[1].title = 'B'; }), keyed);
    expect(clash.conflicts).toEqual([{ path: '/pages/2/title', yours: 'A', theirs: 'B', base: 'Two' }]);
    expect(valueAtPointer(clash.merged, '/pages/2/title', keyed)).toBe('B');
  });

  it('keeps a child one added and another child the other edited, in place', () => {
    const yours = edit(base, (d) => { d.pages.splice(1, 0, page(9, 'Nine')); });
    const theirs = edit(base, (d) => { d.pages[2].text = 'edited'; d.pages.push(page(7, 'Seven')); });
    const r = mergeDocuments(base, yours, theirs, keyed);
    expect(r.conflicts).toEqual([]);
    expect(r.merged.pages).toEqual([page(1, 'One'), page(9, 'Nine'), page(2, 'Two'), page(3, 'Three', 'edited'), page(7, 'Seven')]);
  });

  it('a removed child edited by the other is a conflict; removed and untouched goes', () => {
    const removed = edit(base, (d) => { d.pages.splice(1, 1); });
    expect(mergeDocuments(base, removed, base, keyed).merged.pages).toHaveLength(2);
    const r = mergeDocuments(base, removed, edit(base, (d) => { d.pages[1].text = 'x'; }), keyed);
    expect(r.conflicts).toEqual([{ path: '/pages/2', yours: null, theirs: page(2, 'Two', 'x'), base: page(2, 'Two') }]);
  });

  it('a reorder merges with edits, and overlaps only a different reorder', () => {
    const reordered = edit(base, (d) => { d.pages.reverse(); });
    const edited = edit(base, (d) => { d.pages[0].title = 'Uno'; });
    const r = mergeDocuments(base, reordered, edited, keyed);
    expect(r.conflicts).toEqual([]);
    expect((r.merged.pages as { title: string }[]).map((p) => p.title)).toEqual(['Three', 'Two', 'Uno']);
    const other = edit(base, (d) => { d.pages.push(d.pages.shift()!); });
    expect(mergeDocuments(base, reordered, other, keyed).conflicts.map((c) => c.path)).toEqual(['/pages']);
    expect(mergeDocuments(base, reordered, reordered, keyed).conflicts).toEqual([]);
  });

  it('reads pointers with escaped names and a nested object changed on both sides field by field', () => {
    const b = { 'a/b': { x: 1, y: 1 } };
    const r = mergeDocuments(b, { 'a/b': { x: 2, y: 1 } }, { 'a/b': { x: 1, y: 3 } }, []);
    expect(r.merged).toEqual({ 'a/b': { x: 2, y: 3 } });
    expect(r.yours).toEqual(['/a~1b/x']);
    expect(valueAtPointer(r.merged, '/a~1b/y', [])).toBe(3);
  });
});

describe('withValueAtPointer', () => {
  const keyed = [{ path: ['pages'], key: 'key' }];
  it('puts a value back at a keyed child by its key, leaving the original untouched', () => {
    const doc = { title: 'T', pages: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }] };
    const out = withValueAtPointer(doc, '/pages/b/title', 'Mine', keyed);
    expect(out.pages[1]).toEqual({ key: 'b', title: 'Mine' });
    expect(doc.pages[1]!.title).toBe('B');
    expect(withValueAtPointer(doc, '/title', undefined, keyed)).not.toHaveProperty('title');
    expect(valueAtPointer(withValueAtPointer(doc, '/pages/a/title', 'X', keyed), '/pages/a/title', keyed)).toBe('X');
  });
});
