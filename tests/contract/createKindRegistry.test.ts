import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createKindRegistry, KindRegistryError } from '../../src/core/createKindRegistry.ts';
import type { KindDefinition } from '../../src/core/defineKind.ts';

/** A minimal valid kind module (`{ default: defineKind(...) }`) with overrides. */
function plugin(id: string, over: Partial<KindDefinition> = {}) {
  const def: KindDefinition = {
    id,
    schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' }, body: { type: 'string' } } },
    uiSchema: { body: { 'ui:widget': 'textarea' } },
    labels: { tab: `kind.${id}.tab`, item: `kind.${id}.item` },
    list: {
      toListItem: (r) => ({ title: String(r.title) }),
    },
    ...over,
  };
  return { default: def };
}

const ajv = new Ajv();
const compileSchema = (s: object) => void ajv.compile(s);

/** The error createKindRegistry throws for these modules (fails the test when it throws none). */
function errorOf(modules: Record<string, unknown>, checks = {}): Error {
  try {
    createKindRegistry(modules, checks);
  } catch (err) {
    expect(err).toBeInstanceOf(KindRegistryError);
    return err as Error;
  }
  throw new Error('expected createKindRegistry to throw');
}

describe('createKindRegistry', () => {
  it('builds a frozen registry that finds kinds by id, entity and route', () => {
    const reg = createKindRegistry({
      'plugins/notice/index.ts': plugin('notice', { route: 'notices' }),
      'plugins/tale/index.ts': plugin('tale', { api: { listKey: 'tale' } }),
    }, { compileSchema });
    expect(reg.kinds.map((k) => k.id)).toEqual(['notice', 'tale']);
    expect(reg.byRoute('notices')?.id).toBe('notice');
    expect(reg.byEntity('notice')?.route).toBe('notices');
    expect(reg.get('tale').api).toMatchObject({ entity: 'tale', listKey: 'tale', bodyEncoding: 'json' });
    expect(reg.byEntity('nope')).toBeUndefined();
    expect(() => reg.get('nope')).toThrow(/nope/);
    expect(Object.isFrozen(reg.kinds)).toBe(true);
    expect(() => (reg.kinds as unknown[]).push({})).toThrow();
  });

  it('refuses a duplicate id, naming the second file', () => {
    const err = errorOf({
      'plugins/tale/index.ts': plugin('tale'),
      'plugins/tale/index.tsx': plugin('tale'),
    });
    expect(err.message).toContain('plugins/tale/index.tsx');
    expect(err.message).toMatch(/duplicate/i);
  });

  it('refuses two kinds claiming the same API entity, naming the file', () => {
    const err = errorOf({
      'plugins/a_kind/index.ts': plugin('a_kind', { api: { entity: 'shared' } }),
      'plugins/b_kind/index.ts': plugin('b_kind', { api: { entity: 'shared' } }),
    });
    expect(err.message).toContain('plugins/b_kind/index.ts');
    expect(err.message).toContain('shared');
  });

  it('refuses an id that differs from its folder, naming the file', () => {
    const err = errorOf({ 'plugins/tales/index.ts': plugin('tale') });
    expect(err.message).toContain('plugins/tales/index.ts');
    expect(err.message).toContain('tale');
  });

  it('refuses a module without a default definition, naming the file', () => {
    const err = errorOf({ 'plugins/empty/index.ts': {} });
    expect(err.message).toContain('plugins/empty/index.ts');
  });

  it('refuses a schema that does not compile, naming the schema file', () => {
    const bad = plugin('quiz', { schema: { type: 'object', properties: { title: { type: 'strng' } } } });
    const err = errorOf({ 'plugins/quiz/index.ts': bad }, { compileSchema });
    expect(err.message).toContain('schemas/quiz.schema.json');
  });

  it('refuses a ui key the schema does not have, naming the ui file and the key', () => {
    const bad = plugin('quiz', { uiSchema: { subtitle: { 'ui:widget': 'textarea' } } });
    const err = errorOf({ 'plugins/quiz/index.ts': bad });
    expect(err.message).toContain('schemas/quiz.ui.json');
    expect(err.message).toContain('subtitle');
  });

  it('refuses an unknown widget, naming the ui file and the widget', () => {
    const bad = plugin('quiz', { uiSchema: { body: { 'ui:widget': 'colourWheel' } } });
    const err = errorOf({ 'plugins/quiz/index.ts': bad }, { widgets: ['textarea', 'image'] });
    expect(err.message).toContain('schemas/quiz.ui.json');
    expect(err.message).toContain('colourWheel');
    expect(() => createKindRegistry({ 'plugins/quiz/index.ts': plugin('quiz') }, { widgets: ['textarea'] })).not.toThrow();
  });
});
