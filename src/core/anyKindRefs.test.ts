import { describe, expect, it } from 'vitest';
import { createKindRegistry } from './createKindRegistry.ts';
import { defineKind } from './defineKind.ts';
import { schemaAnnotations } from './schemaAnnotations.ts';

const plain = (id: string) => defineKind({ id, labels: { tab: 't', item: 'i' }, schema: { type: 'object', properties: { title: { type: 'string' } } }, uiSchema: {}, list: { toListItem: (r) => ({ title: String(r.title) }) } });
const shelf = defineKind({
  id: 'shelf',
  labels: { tab: 't', item: 'i' },
  schema: {
    type: 'object',
    properties: {
      entries: { type: 'array', items: { type: 'object', properties: {
        kind: { type: 'string' },
        id: { type: 'integer', 'x-ref': { kind: '*', except: ['hidden', 'not_installed'], kindField: 'kind', onDestroy: 'removeEntry' } },
      } } },
    },
  },
  uiSchema: {},
  list: {
    toListItem: () => ({ title: 'Shelf' }),
  },
});
const modules = (ids: string[]) => Object.fromEntries([...ids.map((id) => [`plugins/${id}/index.ts`, { default: plain(id) }]), ['plugins/shelf/index.ts', { default: shelf }]]);

describe('a reference to any kind ("kind": "*")', () => {
  it('names every installed kind but the owner and the excepted ones, and offers exactly those as the kind choice', () => {
    const kind = createKindRegistry(modules(['book', 'hidden', 'map'])).get('shelf');
    const [ref] = schemaAnnotations(kind.schema).refs;
    expect(ref.kind).toEqual(['book', 'map']);
    expect(kind.schema.properties!.entries.items!.properties!.kind.enum).toEqual(['book', 'map']);
  });

  it('follows the kinds installed: a removed kind is no longer offered, and nothing fails', () => {
    const kind = createKindRegistry(modules(['book', 'globe', 'map'])).get('shelf');
    expect(kind.schema.properties!.entries.items!.properties!.kind.enum).toEqual(['book', 'globe', 'map']);
    const fewer = createKindRegistry(modules(['book', 'map', 'sea'])).get('shelf');
    expect(schemaAnnotations(fewer.schema).refs[0].kind).toEqual(['book', 'map', 'sea']);
  });
});
