import { describe, expect, it } from 'vitest';
import type { KindMessages } from './defineKind.ts';
import { kindLookup, pointerFieldName } from './fieldPathLabel.ts';
import type { JsonSchema } from './jsonSchema.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    latitude: { type: 'number', title: 'Latitude' },
    beacon_ref: { type: 'string' },
    pages: { type: 'array', 'x-key': 'id', items: { type: 'object', properties: { latitude: { type: 'number', title: 'Latitude' }, 'a~b': { type: 'string', title: 'Odd' } } } },
  },
};
const messages: KindMessages = {
  en: { 'field.tk.latitude': 'Latitude', 'field.tk.pages.latitude': 'Page latitude' },
  es: { 'field.tk.latitude': 'Latitud' },
  zh: {},
};

describe('the field a pointer names, for sentences', () => {
  it('names it as the kind’s form does in the language, else in English, else by the schema title or the key', () => {
    expect(pointerFieldName('tk', schema, '/latitude', kindLookup(messages, 'es'))).toBe('Latitud');
    expect(pointerFieldName('tk', schema, '/pages/4/latitude', kindLookup(messages, 'es'))).toBe('Page latitude');
    expect(pointerFieldName('tk', schema, '/latitude', kindLookup(messages, 'zh'))).toBe('Latitude');
    expect(pointerFieldName('tk', schema, '/latitude', kindLookup(undefined, 'es'))).toBe('Latitude');
    expect(pointerFieldName('tk', schema, '/beacon_ref', kindLookup(messages, 'es'))).toBe('Beacon ref');
  });

  it('reads pointer escapes, stops at the last property before an index, and falls back to the pointer', () => {
    expect(pointerFieldName('tk', schema, '/pages/0/a~0b', () => undefined)).toBe('Odd');
    expect(pointerFieldName('tk', schema, '/pages/3', kindLookup(messages, 'en'))).toBe('Pages');
    expect(pointerFieldName('tk', schema, '', () => undefined)).toBe('');
  });
});
