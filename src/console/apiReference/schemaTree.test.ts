import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openApiModel.ts';
import { componentOf, resolvePointer, schemaTree, type SchemaNode } from './schemaTree.ts';

const doc = (schemas: Record<string, Record<string, unknown>>): OpenApiDocument => ({ openapi: '3.1.0', components: { schemas } });
const names = (n: SchemaNode) => n.children.map((c) => c.name);
const child = (n: SchemaNode, name: string) => n.children.find((c) => c.name === name)!;

describe('schemaTree', () => {
  it('lists properties with type, required, title, description, enum values and limits', () => {
    const tree = schemaTree({
      type: 'object', required: ['title'],
      properties: {
        title: { type: 'string', title: 'Title', minLength: 1, maxLength: 200 },
        mode: { type: 'string', enum: ['walk', 'bike'], description: 'How visitors travel', default: 'walk' },
        note: { type: ['string', 'null'] },
      },
    }, doc({}));
    expect(tree.type).toBe('object');
    expect(names(tree)).toEqual(['title', 'mode', 'note']);
    expect(child(tree, 'title')).toMatchObject({ type: 'string', required: true, title: 'Title', constraints: ['minLength 1', 'maxLength 200'] });
    expect(child(tree, 'mode')).toMatchObject({ required: false, description: 'How visitors travel', enumValues: ['"walk"', '"bike"'], constraints: ['default "walk"'] });
    expect(child(tree, 'note').type).toBe('string | null');
  });

  it('follows a $ref to a component, names it, and shows its properties', () => {
    const d = doc({ place: { type: 'object', title: 'Place', properties: { name: { type: 'string' } } } });
    const tree = schemaTree({ type: 'object', properties: { where: { $ref: '#/components/schemas/place', description: 'Where it is' } } }, d);
    const where = child(tree, 'where');
    expect(where).toMatchObject({ component: 'place', type: 'object', title: 'Place', description: 'Where it is' });
    expect(names(where)).toEqual(['name']);
  });

  it('reads an array as its items, with the item component and properties under it', () => {
    const d = doc({ page: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } });
    const tree = schemaTree({ type: 'array', items: { $ref: '#/components/schemas/page' }, maxItems: 5 }, d);
    expect(tree).toMatchObject({ type: 'array of page', component: 'page', constraints: ['maxItems 5'] });
    expect(tree.children).toMatchObject([{ name: 'text', required: true, type: 'string' }]);
  });

  it('stops at a reference to a schema already open on the same branch (cycles stay finite)', () => {
    const d = doc({ node: { type: 'object', properties: { label: { type: 'string' }, next: { $ref: '#/components/schemas/node' }, kids: { type: 'array', items: { $ref: '#/components/schemas/node' } } } } });
    const tree = schemaTree({ $ref: '#/components/schemas/node' }, d);
    expect(names(tree)).toEqual(['label', 'next', 'kids']);
    expect(child(tree, 'next')).toMatchObject({ component: 'node', cycle: true, children: [] });
    expect(child(tree, 'kids')).toMatchObject({ type: 'array of node', cycle: true, children: [] });
  });

  it('expands the same component again on a sibling branch (only its own ancestors count)', () => {
    const d = doc({ file: { type: 'object', properties: { url: { type: 'string' } } } });
    const tree = schemaTree({ type: 'object', properties: { a: { $ref: '#/components/schemas/file' }, b: { $ref: '#/components/schemas/file' } } }, d);
    expect(names(child(tree, 'a'))).toEqual(['url']);
    expect(names(child(tree, 'b'))).toEqual(['url']);
  });

  it('resolves a ref local to the schema, merges allOf, lists oneOf options and x-ref kinds', () => {
    const schema = {
      definitions: { id: { type: 'integer', minimum: 1 } },
      allOf: [{ type: 'object', required: ['a'], properties: { a: { $ref: '#/definitions/id' } } }, { properties: { b: { type: 'boolean' } } }],
      properties: {
        target: { type: 'integer', 'x-ref': { kind: ['one', 'two'] } },
        either: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    };
    const tree = schemaTree(schema, doc({}));
    expect(names(tree)).toEqual(['a', 'b', 'target', 'either']);
    expect(child(tree, 'a')).toMatchObject({ type: 'integer', required: true, constraints: ['minimum 1'] });
    expect(child(tree, 'target').refersTo).toEqual(['one', 'two']);
    expect(child(tree, 'either')).toMatchObject({ type: 'one of' });
    expect(child(tree, 'either').children.map((c) => [c.role, c.name, c.type])).toEqual([['option', '1', 'string'], ['option', '2', 'integer']]);
  });

  it('shows a reference the document does not resolve as written instead of failing', () => {
    const tree = schemaTree({ properties: { x: { $ref: 'other.json#/nope' } } }, doc({}));
    expect(child(tree, 'x')).toMatchObject({ unresolved: 'other.json#/nope', children: [] });
  });
});

describe('pointers', () => {
  it('decodes ~1, ~0 and percent escapes; names components', () => {
    expect(resolvePointer({ 'a/b': { 'c~d': 1 } }, '#/a~1b/c~0d')).toBe(1);
    expect(resolvePointer({ list: [5, 6] }, '#/list/1')).toBe(6);
    expect(componentOf('#/components/schemas/web%20page')).toBe('web page');
    expect(componentOf('#/components/schemas/x/properties/y')).toBeUndefined();
  });
});
