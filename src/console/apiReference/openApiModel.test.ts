import { describe, expect, it } from 'vitest';
import { bodySchema, filterOperations, groupByTag, operationsOf, schemesOf, type OpenApiDocument } from './openApiModel.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  tags: [{ name: 'Session', description: 'Sign in and out' }, { name: 'Things' }, { name: 'Unused' }],
  security: [{ session: [] }],
  components: { parameters: { id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } } },
  paths: {
    '/api/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/id' }, { name: 'lang', in: 'query' }],
      post: { tags: ['Things'], summary: 'Update a thing', parameters: [{ name: 'lang', in: 'query', description: 'own' }] },
      get: { tags: ['Things'], summary: 'Read a thing', responses: { 200: { description: 'The thing' } } },
    },
    '/api/login': { post: { tags: ['Session'], summary: 'Sign in', security: [] } },
    '/delivery/v1/{kind}': { get: { tags: ['Delivery'], summary: 'Published items', security: [{ apiKey: [] }] } },
    '/misc': { get: { summary: 'No tag' } },
  },
};

describe('operationsOf', () => {
  it('lists operations path by path, GET before POST, with path parameters merged and refs followed', () => {
    const ops = operationsOf(doc);
    expect(ops.map((o) => o.id)).toEqual(['get /api/things/{id}', 'post /api/things/{id}', 'post /api/login', 'get /delivery/v1/{kind}', 'get /misc']);
    expect(ops[0].parameters.map((p) => [p.name, p.in, p.required])).toEqual([['id', 'path', true], ['lang', 'query', undefined]]);
    // The operation's own parameter of the same name and place replaces the path's.
    expect(ops[1].parameters.find((p) => p.name === 'lang')?.description).toBe('own');
    expect(ops[0].responses).toEqual([['200', { description: 'The thing' }]]);
  });

  it('takes the operation’s security, else the document’s', () => {
    const ops = operationsOf(doc);
    expect(schemesOf(ops[0].security)).toEqual(['session']);
    expect(schemesOf(ops[2].security)).toEqual([]);
    expect(schemesOf(ops[3].security)).toEqual(['apiKey']);
  });
});

describe('groupByTag', () => {
  it('keeps the declared tag order, adds undeclared tags, drops empty ones, ends with the untagged', () => {
    const groups = groupByTag(operationsOf(doc), doc.tags);
    expect(groups.map((g) => [g.tag, g.operations.length])).toEqual([['Session', 1], ['Things', 2], ['Delivery', 1], ['', 1]]);
    expect(groups[0].description).toBe('Sign in and out');
  });
});

describe('filterOperations', () => {
  const ops = operationsOf(doc);
  it('matches every word against method, path, summary and tags, ignoring case', () => {
    expect(filterOperations(ops, '').length).toBe(5);
    expect(filterOperations(ops, 'DELIVERY').map((o) => o.id)).toEqual(['get /delivery/v1/{kind}']);
    expect(filterOperations(ops, 'thing read').map((o) => o.id)).toEqual(['get /api/things/{id}']);
    expect(filterOperations(ops, 'post things').map((o) => o.id)).toEqual(['post /api/things/{id}']);
    expect(filterOperations(ops, '/api/login')).toHaveLength(1);
    expect(filterOperations(ops, 'nothing-like-this')).toEqual([]);
  });
});

describe('bodySchema', () => {
  it('prefers a JSON media type', () => {
    expect(bodySchema({ 'multipart/form-data': { schema: { type: 'object' } }, 'application/json': { schema: { type: 'string' } } }))
      .toEqual({ mediaType: 'application/json', schema: { type: 'string' } });
    expect(bodySchema(undefined)).toBeUndefined();
  });
});
