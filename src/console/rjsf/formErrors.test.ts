import { describe, expect, it } from 'vitest';
import { createErrorHandler, unwrapErrorHandler } from '@rjsf/utils';
import { addRuleErrors, toErrorSchema } from './formErrors.ts';

const t = (id: string, values?: Record<string, string | number>) => `«${id}${values ? ` ${JSON.stringify(values)}` : ''}»`;

describe('a kind’s rule errors in RJSF’s customValidate', () => {
  it('adds each translated message at its dotted path, array indices included', () => {
    const data = { title: 'x', pages: [{ title: 'a' }, { title: 'b' }] };
    const handler = addRuleErrors(createErrorHandler(data), [
      { field: 'pages.1.title', message: 'rule.k.pageTitle', values: { n: 2 } },
      { field: 'title', message: 'rule.k.title' },
    ], t);
    const schema = unwrapErrorHandler(handler) as Record<string, any>;
    expect(schema.pages[1].title.__errors).toEqual(['«rule.k.pageTitle {"n":2}»']);
    expect(schema.title.__errors).toEqual(['«rule.k.title»']);
    expect(schema.pages[0].title.__errors).toEqual([]);
  });

  it('creates the node of a field the form data does not hold yet (an empty field a rule asks for)', () => {
    const handler = addRuleErrors(createErrorHandler({ closed: true }), [
      { field: 'reason', message: 'rule.k.reason' },
      { field: 'pages.3.next', message: 'rule.k.next' },
    ], t);
    const schema = unwrapErrorHandler(handler) as Record<string, any>;
    expect(schema.reason.__errors).toEqual(['«rule.k.reason»']);
    expect(schema.pages[3].next.__errors).toEqual(['«rule.k.next»']);
  });
});

describe('server field errors', () => {
  it('translates an error that carries a messageId the catalogue knows, keeps the server’s words otherwise', () => {
    const known = (id: string) => id === 'rule.k.reason';
    const schema = toErrorSchema([
      { field: 'reason', message: 'A closed tour needs a reason', messageId: 'rule.k.reason' },
      { field: 'pages.0.next', message: 'points at no page', messageId: 'rule.k.unknown' },
      { field: 'title', message: 'must be a string' },
    ], t, known) as Record<string, any>;
    expect(schema.reason.__errors).toEqual(['«rule.k.reason»']);
    expect(schema.pages[0].next.__errors).toEqual(['points at no page']);
    expect(schema.title.__errors).toEqual(['must be a string']);
  });
});
