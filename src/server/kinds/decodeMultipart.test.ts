import { describe, expect, it } from 'vitest';
import { coerceToSchema, nestFields } from './decodeMultipart.ts';

describe('the default multipart codec', () => {
  it('nests bracket names into objects and arrays in index order', () => {
    expect(nestFields({ title: 'T', 'pages[1][title]': 'B', 'pages[0][title]': 'A', 'pages[0][next]': '9', 'ids[]': ['1', '2'] }))
      .toEqual({ title: 'T', pages: [{ title: 'A', next: '9' }, { title: 'B' }], ids: ['1', '2'] });
  });

  it('reads text as the schema types say and drops empty non-text fields', () => {
    const schema = {
      type: 'object',
      properties: {
        title: { type: 'string' }, range: { type: 'integer' }, close: { type: 'boolean' }, lat: { type: 'number' },
        pages: { type: 'array', items: { type: 'object', properties: { next: { type: 'integer' } } } },
      },
    };
    expect(coerceToSchema({ title: '12', range: '5', close: '1', lat: '', pages: [{ next: '3' }], extra: 'x' }, schema))
      .toEqual({ title: '12', range: 5, close: true, pages: [{ next: 3 }], extra: 'x' });
    // Not a number: stays text so the schema's error names the field.
    expect(coerceToSchema({ range: 'five', close: 'yes' }, schema)).toEqual({ range: 'five', close: 'yes' });
  });

  it('refuses field names that would reach Object.prototype, clash, or nest without end, with 400s', () => {
    for (const key of ['__proto__[polluted]', 'constructor[prototype][polluted]', 'pages[0][__proto__]']) {
      expect(() => nestFields({ [key]: 'yes' })).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => nestFields({ a: '1', 'a[b]': '2' })).toThrow(/both as a value and as a group/);
    expect(() => nestFields({ 'a[b]': '2', a: '1' })).toThrow(/both as a value and as a group/);
    expect(() => nestFields({ [`a${'[x]'.repeat(9)}`]: '1' })).toThrow(/deeper than 8/);
  });
});
