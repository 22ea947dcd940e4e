import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../core/jsonSchema.ts';
import { fieldPathParts, groupByParent } from './fieldPathLabel.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    opening_hours: { type: 'string' },
    pages: { type: 'array', 'x-key': 'id', title: 'Pages', items: { type: 'object', properties: { id: { type: 'integer' }, text: { type: 'string', title: 'Text' } } } },
    options: { type: 'array', items: { type: 'object', properties: { label: { type: 'string', title: 'Label' } } } },
  },
};
const messages: Record<string, string> = { 'field.tk.title': 'Headline', 'field.tk.pages.text': 'Page text' };
const lookup = (id: string) => messages[id];

describe('readable field paths', () => {
  it('names each property by the kind’s field title, as the form does', () => {
    expect(fieldPathParts('tk', schema, 'title', lookup)).toEqual(['Headline']);
    expect(fieldPathParts('tk', schema, 'pages/12/text', lookup)).toEqual(['Pages', '12', 'Page text']);
  });

  it('falls back to the schema title, then the capitalised name', () => {
    expect(fieldPathParts('tk', schema, 'pages/12/text', () => undefined)).toEqual(['Pages', '12', 'Text']);
    expect(fieldPathParts('tk', schema, 'opening_hours', lookup)).toEqual(['Opening hours']);
  });

  it('counts an unkeyed child from 1 and copes with a path the schema does not know', () => {
    expect(fieldPathParts('tk', schema, 'options/0/label', lookup)).toEqual(['Options', '1', 'Label']);
    expect(fieldPathParts('tk', schema, 'gone/3/name', lookup)).toEqual(['Gone', '3', 'Name']);
  });

  it('names a keyed child by its noun, position and title where the answer says them, in place of the list', () => {
    const children = { 'pages/55': { position: 1, title: 'Arrival' }, 'pages/56': { position: 2 } };
    const nouns = (id: string) => ({ ...messages, 'field.tk.pages.item': 'Página' })[id];
    expect(fieldPathParts('tk', schema, 'pages/55/text', nouns, children)).toEqual(['Página 1 · Arrival', 'Page text']);
    expect(fieldPathParts('tk', schema, 'pages/56/text', () => undefined, children)).toEqual(['Pages', '2', 'Text']);
    expect(fieldPathParts('tk', schema, 'pages/57/text', lookup, children)).toEqual(['Pages', '57', 'Page text']);
  });

  it('keeps the fields of one child together, in the order the children first appear', () => {
    expect(groupByParent(['title', 'pages/3/title', 'pages/4/title', 'pages/3/text', 'ingress', 'pages/4/text']))
      .toEqual(['title', 'ingress', 'pages/3/title', 'pages/3/text', 'pages/4/title', 'pages/4/text']);
  });
});
