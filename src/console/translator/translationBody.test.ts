import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { translatedRecord, translationBody } from './translationBody.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', 'x-localized': true },
    pages: { type: 'array', 'x-key': 'id', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string', 'x-localized': true }, text: { type: 'string', 'x-localized': true } } } },
    tips: { type: 'array', items: { type: 'object', properties: { text: { type: 'string', 'x-localized': true } } } },
  },
};
const base = { title: 'Harbour', pages: [{ id: 11, title: 'Pier', text: 'Start' }, { id: 12, title: 'Fort', text: 'Climb' }], tips: [{ text: 'Wear boots' }, { text: 'Bring water' }] };

describe('a translation save', () => {
  it('sends keyed children by their key, one element per child, and an emptied field as null', () => {
    const body = translationBody(schema, base, [
      { path: 'pages/12/text', at: ['pages', 1, 'text'], text: 'Sube' },
      { path: 'title', at: ['title'], text: '  ' },
      { path: 'pages/12/title', at: ['pages', 1, 'title'], text: 'Fuerte' },
    ]);
    expect(body).toEqual({ pages: [{ id: 12, text: 'Sube', title: 'Fuerte' }], title: null });
  });

  it('places children of an array without keys by position', () => {
    expect(translationBody(schema, base, [{ path: 'tips/1/text', at: ['tips', 1, 'text'], text: 'Trae agua' }]))
      .toEqual({ tips: [{}, { text: 'Trae agua' }] });
  });
});

describe('the translated preview record', () => {
  it('puts typed texts on the target document and the base text where one was emptied', () => {
    const target = { ...base, title: 'Puerto' };
    const record = translatedRecord(schema, target, [
      { path: 'title', at: ['title'], text: '', base: 'Harbour' },
      { path: 'pages/11/text', at: ['pages', 0, 'text'], text: 'Empieza', base: 'Start' },
    ]);
    expect(record.title).toBe('Harbour');
    expect(record.pages[0].text).toBe('Empieza');
    expect(target.pages[0].text).toBe('Start');
  });
});
