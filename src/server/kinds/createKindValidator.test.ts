import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import { defineKind } from '../../core/defineKind.ts';
import { createKindValidator } from './createKindValidator.ts';

// A kind with a conditional rule, like a station whose beacon id is required once the beacon is on.
const beaconKind = defineKind({
  id: 'beacon',
  labels: { tab: 't', item: 'i' },
  schema: {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string' },
      active_beacon: { type: 'boolean' },
      beacon_id: { type: 'string', title: 'Beacon ID', minLength: 3, maxLength: 5 },
      place: { type: 'object', properties: { lat: { type: 'number' } } },
    },
    if: { properties: { active_beacon: { const: true } }, required: ['active_beacon'] },
    then: { required: ['beacon_id'] },
  },
  uiSchema: {},
  list: {
    toListItem: (r) => ({ title: String(r.title) }),
  },
});

const registry = createKindRegistry({ 'plugins/beacon/index.ts': { default: beaconKind } });
const validator = createKindValidator(registry, new Map());
const kind = registry.get('beacon');

describe('server-side validation of a kind', () => {
  it('drops undeclared properties at every level but keeps the fields a conditional rule names', () => {
    const doc = validator.check(kind, 'demo', { title: 'Gate', active_beacon: true, beacon_id: 'AB12', junk: 1, place: { lat: 59.9, junk: 2 } });
    expect(doc).toEqual({ title: 'Gate', active_beacon: true, beacon_id: 'AB12', place: { lat: 59.9 } });
  });

  it('applies the conditional rule: a beacon switched on needs its id', () => {
    expect(() => validator.check(kind, 'demo', { title: 'Gate', active_beacon: true })).toThrow('Beacon ID is required');
    expect(validator.check(kind, 'demo', { title: 'Gate', active_beacon: false })).toEqual({ title: 'Gate', active_beacon: false });
  });

  it('names every failing field, each in a sentence with the field’s label in the caller’s language', () => {
    const failure = (lang: 'en' | 'es') => {
      try {
        validator.check(kind, 'demo', { beacon_id: 'x' }, lang);
      } catch (err) {
        return err as { message: string; extra: { errors: { field: string; message: string }[] } };
      }
      return expect.unreachable();
    };
    expect(failure('en').extra.errors.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'beacon_id', message: 'Beacon ID needs at least 3 characters' },
    ]);
    expect(failure('en').message).toBe('Title is required (+1)');
    expect(failure('es').extra.errors[1].message).toBe('Beacon ID necesita al menos 3 caracteres');
  });
});

// A kind with a second shape a client may choose, the way the older and newer station screens are.
const shapedKind = defineKind({
  id: 'shaped',
  labels: { tab: 't', item: 'i' },
  schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' }, owner_id: { type: 'integer', 'x-ref': { kind: 'shaped', onDestroy: 'remove' } } } },
  uiSchema: {},
  list: {
    toListItem: (r) => ({ title: String(r.title) }),
  },
  defaultVariant: 'newer',
  variants: { older: { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }, uiSchema: {}, list: { toListItem: (r) => ({ title: String(r.name) }) } } },
});

describe('validation against a client’s variant', () => {
  const shapes = createKindRegistry({ 'plugins/shaped/index.ts': { default: shapedKind } });
  const byVariant = createKindValidator(shapes, new Map([['old-client', { shaped: { variant: 'older' } }]]));
  const shaped = shapes.get('shaped');

  it('holds each client to the shape it chose, and says which one that is', () => {
    expect(byVariant.check(shaped, 'demo', { title: 'New', name: 'dropped' })).toEqual({ title: 'New' });
    expect(() => byVariant.check(shaped, 'old-client', { title: 'New' })).toThrow('Name is required');
    expect(byVariant.check(shaped, 'old-client', { name: 'Old' })).toEqual({ name: 'Old' });
    expect(byVariant.kindFor(shaped, 'demo').variant).toBe('newer');
    expect(byVariant.kindFor(shaped, 'old-client').variant).toBe('older');
    expect(byVariant.kindFor(shaped, 'old-client').list.toListItem({ name: 'Old' }).title).toBe('Old');
  });

  it('finds the annotations of the shape the client writes', () => {
    expect(byVariant.annotationsFor(shaped, 'demo').refs.map((r) => r.path)).toEqual([['owner_id']]);
    expect(byVariant.annotationsFor(shaped, 'old-client').refs).toEqual([]);
  });
});
