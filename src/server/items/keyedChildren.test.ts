import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import { assignChildKeys, pointersTo, siblingErrors, type NameAt } from './keyedChildren.ts';
import { consoleWords } from '../i18n/ruleMessages.ts';

// String keys, and a pointer outside the array (the first question) besides the ones inside it.
const schema: JsonSchema = {
  type: 'object',
  properties: {
    first: { type: 'string', 'x-sibling': { array: '/questions' } },
    questions: {
      type: 'array',
      'x-key': 'key',
      items: { type: 'object', properties: { key: { type: 'string' }, then: { type: 'string', 'x-sibling': { array: '/questions', notSelf: true } } } },
    },
  },
};
const ann = schemaAnnotations(schema);
// A reader's names for the two pointers: the top one by its label, the nested one with its child.
const name: NameAt = (at) => (at.length === 1 ? { field: 'First question' } : { field: 'Then', child: `Question ${Number(at[1]) + 1}` });
const counter = () => {
  let n = 100;
  return async (count: number) => Array.from({ length: count }, () => ++n);
};

describe('keyed children', () => {
  it('types fresh keys as the schema says and remaps pointers outside the array too', async () => {
    const doc = await assignChildKeys({ first: 'tmp-b', questions: [{ key: 'tmp-a', then: 'tmp-b' }, { key: 'tmp-b' }] }, undefined, schema, ann, counter());
    expect(doc).toEqual({ first: '102', questions: [{ key: '101', then: '102' }, { key: '102' }] });
    expect(siblingErrors(doc, ann, name, consoleWords('en'))).toEqual([]);
  });

  it('keeps stored keys, and finds who points at a child', async () => {
    const stored = { questions: [{ key: '5' }, { key: '6' }] };
    const doc = await assignChildKeys({ first: '6', questions: [{ key: '6', then: '5' }, { key: '5' }, { key: '5' }] }, stored, schema, ann, counter());
    expect(doc.questions).toEqual([{ key: '6', then: '5' }, { key: '5' }, { key: '101' }]);
    expect(pointersTo(doc, ann, ['questions'], '6')).toEqual(['first']);
    expect(pointersTo(doc, ann, ['questions'], '5')).toEqual(['questions.0.then']);
  });

  it('names dangling and self pointers', () => {
    const doc = { first: 'x', questions: [{ key: 'a', then: 'a' }] };
    expect(siblingErrors(doc, ann, name, consoleWords('en'))).toEqual([
      { field: 'first', message: 'First question points to an entry that is not in this item.', messageId: 'api.refused.pointsNowhere.top', values: { field: 'First question' } },
      { field: 'questions.0.then', message: 'Then of Question 1 cannot point to its own entry.', messageId: 'api.refused.pointsToItself', values: { field: 'Then', child: 'Question 1' } },
    ]);
    expect(siblingErrors(doc, ann, name, consoleWords('es')).map((e) => e.message)).toEqual([
      'First question apunta a una entrada que no está en este elemento.',
      'Then de Question 1 no puede apuntar a su propia entrada.',
    ]);
  });
});
