import { splitFixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../src/core/createKindRegistry.ts';
import { addAnnotationKeywords } from '../../src/core/schemaAnnotations.ts';
import { inlineSharedRefs } from '../../src/core/sharedSchemas.ts';
import { listFieldsSuffice } from '../../src/core/checkKind.ts';
import { previewVocabulary, type PreviewVocabulary } from '../../src/core/previewVocabulary.ts';
import { unknownUiKeys } from '../../src/core/uiSchemaKeys.ts';
import type { JsonSchema, UiSchema } from '../../src/core/jsonSchema.ts';
import { resolveFixtureRefs } from '../../src/core/fixtureRef.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import { relationTargets } from '../../src/core/relations.ts';
import { discoverKind, fixturesOf, pluginFolders, readJson, type DiscoveredKind } from './discoverKinds.ts';

const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (a: Ajv) => Ajv;

/** A strict ajv that knows the annotation vocabulary: unknown keywords (typos such as `maxlength`) fail instead of being ignored. */
function strictAjv() {
  return addAnnotationKeywords(addFormats(new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, strictTuples: false })));
}

/** `ui:order` entries that name no property (RJSF refuses to render such a form). */
function unknownOrderKeys(schema: JsonSchema, ui: UiSchema, path = ''): string[] {
  const bad: string[] = [];
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    for (const k of order) if (k !== '*' && !schema.properties?.[k]) bad.push(path ? `${path}.${k}` : k);
  }
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    const child = key === 'items' && schema.items ? schema.items : schema.properties?.[key];
    if (child) bad.push(...unknownOrderKeys(child, value as UiSchema, path ? `${path}.${key}` : key));
  }
  return bad;
}

const folders = pluginFolders();

describe('plugins/', () => {
  it('holds at least one kind', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it('builds one registry from every discovered plugin, with unique ids, routes and entities', async () => {
    const found = await Promise.all(folders.map(discoverKind));
    const modules = Object.fromEntries(found.map((d) => [d.file, d.module]));
    const ajv = strictAjv();
    const registry = createKindRegistry(modules, { compileSchema: (s) => void ajv.compile(s) });
    expect(registry.kinds.map((k) => k.id).sort()).toEqual([...folders].sort());
    for (const field of ['route', 'entity', 'listKey'] as const) {
      const values = found.map((d) => (field === 'route' ? d.kind.route : field === 'entity' ? d.kind.api.entity : d.kind.api.listKey));
      if (field !== 'listKey') expect(new Set(values).size, `${field} values: ${values.join(', ')}`).toBe(values.length);
      for (const v of values) expect(v).toMatch(/^[a-z][a-z0-9_-]*$/);
    }
  });
});

// The field kinds the registry speaks: core ones, the kinds' own and their list-item field kinds.
let vocabulary: Promise<PreviewVocabulary> | undefined;
const registryVocabulary = () => (vocabulary ??= Promise.all(folders.map(discoverKind)).then((all) => previewVocabulary(all.map((x) => x.kind))));

describe.each(folders)('kind %s', (folder) => {
  let d: DiscoveredKind;
  let words: PreviewVocabulary;
  beforeAll(async () => { d = await discoverKind(folder); words = await registryVocabulary(); });

  it('default-exports a definition whose id equals its folder', () => {
    expect(d.definition, `${d.file} must export default defineKind({...})`).toBeTypeOf('object');
    expect(d.definition.id).toBe(folder);
  });

  it('has a schema that compiles with ajv (strict: unknown keywords fail)', () => {
    expect(d.kind.schema.type).toBe('object');
    expect(() => strictAjv().compile(d.kind.schema)).not.toThrow();
  });

  it(`uses exactly schemas/${folder}.schema.json and schemas/${folder}.ui.json`, () => {
    // `_shared/` refs are inlined by resolveKind: the rest of the schema is the file as written.
    expect(d.kind.schema).toEqual(inlineSharedRefs(readJson(`schemas/${folder}.schema.json`)));
    expect(d.kind.uiSchema).toEqual(readJson(`schemas/${folder}.ui.json`));
  });

  it('has a uiSchema whose every key and ui:order entry names a schema property', () => {
    expect(unknownUiKeys(d.kind.schema, d.kind.uiSchema)).toEqual([]);
    expect(unknownOrderKeys(d.kind.schema, d.kind.uiSchema)).toEqual([]);
  });

  it('has labels and an API mapping with a list key', () => {
    expect(d.kind.labels.tab).toMatch(/\S/);
    expect(d.kind.labels.item).toMatch(/\S/);
    expect(d.kind.api.listKey).toMatch(/\S/);
    expect(['json', 'multipart']).toContain(d.kind.api.bodyEncoding);
  });

  it(`exports fixtures from plugins/${folder}/fixtures.ts that all validate, with no unknown properties`, () => {
    const fixtures = fixturesOf(d);
    expect(Array.isArray(fixtures), `plugins/${folder}/fixtures.ts must export const fixtures = [...]`).toBe(true);
    expect(fixtures!.length).toBeGreaterThan(0);
    const validate = strictAjv().compile(d.kind.schema);
    const known = Object.keys(d.kind.schema.properties ?? {});
    // A fixtureRef (another kind's fixture, an id once seeded) validates as the id it becomes.
    // Relation links (`fixtureLinks`) are made after the item: each names a relation of the kind and one of its target kinds.
    fixtures!.map((f) => {
      // Translations (`fixtureTranslations`) are saved after the item too: the document alone must validate.
      const { doc, links } = splitFixtureLinks(splitFixtureTranslations(f).doc);
      for (const [name, refs] of links) {
        const rel = d.kind.relations?.[name];
        expect(rel, `fixtureLinks: ${folder} has no relation "${name}"`).toBeDefined();
        for (const ref of refs) expect(relationTargets(rel!)).toContain(ref.$fixture);
      }
      return resolveFixtureRefs(doc, () => 1);
    }).forEach((f, i) => {
      expect(validate(f), `fixture ${i}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(Object.keys(f).filter((k) => !known.includes(k)), `fixture ${i} unknown properties`).toEqual([]);
    });
  });

  it('lists every fixture the same from its list.fields alone (the console\'s slim list)', () => {
    for (const f of fixturesOf(d) ?? []) expect(listFieldsSuffice(d.kind, f), JSON.stringify(f)).toBe(true);
  });

  it('names its tab and items with messages of its own folder, in en, zh and es', () => {
    for (const lang of ['en', 'zh', 'es'] as const) {
      for (const id of [d.kind.labels.tab, d.kind.labels.item]) expect(d.kind.messages?.[lang]?.[id], `${lang} ${id}`).toMatch(/\S/);
    }
  });

  it('turns every fixture into a titled list item and preview fields of known kinds', () => {
    const ctx = { mediaUrl: (type: string, file: string) => `/public/${type}/${file}` };
    for (const f of fixturesOf(d) ?? []) {
      expect(d.kind.list.toListItem(f).title).toMatch(/\S/);
      const fields = d.kind.preview?.toPreview?.(f, ctx) ?? [];
      for (const field of fields) expect(words.has(field.field), `field kind ${field.field}`).toBe(true);
    }
  });
});
