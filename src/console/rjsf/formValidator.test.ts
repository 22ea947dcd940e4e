import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { formValidator } from './formValidator.ts';

describe('the form validator', () => {
  it('knows the annotation vocabulary: an annotated schema validates as the server does', () => {
    const schema = {
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', minLength: 1, 'x-localized': true },
        venue_id: { type: 'integer', 'x-ref': { kind: 'tk_venue', onDestroy: 'restrict' } },
        pages: { type: 'array', 'x-key': 'id', items: { type: 'object', properties: { id: { type: 'integer' }, next: { type: 'integer', 'x-sibling': { array: '/pages', notSelf: true } } } } },
      },
    } as RJSFSchema;
    expect(formValidator.validateFormData({ title: 'T', venue_id: 3, pages: [{ id: 1, next: 2 }] }, schema).errors).toEqual([]);
    expect(formValidator.validateFormData({ venue_id: 'x' }, schema).errors.map((e) => e.property).sort()).toEqual(['.venue_id', 'title']);
  });
});
