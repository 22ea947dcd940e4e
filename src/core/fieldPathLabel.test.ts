import { describe, expect, it } from 'vitest';
import type { KindMessages } from './defineKind.ts';
import { keyedChildNames, kindLookup, pointerFieldName } from './fieldPathLabel.ts';
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

describe('the keyed children a list of field paths passes through', () => {
  const story: JsonSchema = {
    type: 'object',
    properties: { pages: { type: 'array', 'x-key': 'id', items: { type: 'object', properties: { id: { type: 'integer' }, note: { type: 'string' }, page_title: { type: 'string' } } } } },
  };
  const doc = { pages: [{ id: 55, note: 'draft', page_title: 'Arrival' }, { id: 12, note: '  ' }] };

  it('gives each its position from 1 and its title: the summary’s property, else its first text', () => {
    const ui = { pages: { 'ui:options': { summary: { title: 'page_title' } } } };
    expect(keyedChildNames(story, ui, doc, ['pages/55/note', 'pages/12/note', 'pages/99/note'])).toEqual({
      'pages/55': { position: 1, title: 'Arrival' },
      'pages/12': { position: 2, title: undefined },
    });
    expect(keyedChildNames(story, {}, doc, ['pages/55/page_title'])).toEqual({ 'pages/55': { position: 1, title: 'draft' } });
  });
});
