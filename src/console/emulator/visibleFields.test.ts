import { describe, expect, it } from 'vitest';
import type { PreviewField } from '../../core/previewField.ts';
import { fieldKey, sameField, visibleFields } from './visibleFields.ts';

const f = (p: Partial<PreviewField>): PreviewField => ({ field: 'text', value: 'x', visible: true, position: 0, ...p });

describe('visibleFields', () => {
  it('sorts by position and leaves hidden records out', () => {
    const out = visibleFields([f({ value: 'c', position: 2 }), f({ value: 'hidden', position: 0, visible: false }), f({ value: 'a', position: 1 })]);
    expect(out.map((x) => x.value)).toEqual(['a', 'c']);
  });

  it('compares records by content, Blobs by identity', () => {
    const blob = new Blob(['a']);
    expect(sameField(f({ meta: { value: ['a', 'b'], answer: 'a' } }), f({ meta: { value: ['a', 'b'], answer: 'a' } }))).toBe(true);
    expect(sameField(f({ value: 'x' }), f({ value: 'y' }))).toBe(false);
    expect(sameField(f({ file: blob }), f({ file: blob }))).toBe(true);
    expect(sameField(f({ file: blob }), f({ file: new Blob(['a']) }))).toBe(false);
    expect(fieldKey(f({ position: 3 }))).toBe('text@3');
    expect(fieldKey(f({ id: 9 }))).toBe('id:9');
  });
});
