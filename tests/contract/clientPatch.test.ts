import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { applyClientPatch, clientPatchFile } from '../../src/core/clientPatch.ts';
import type { JsonSchema, UiSchema } from '../../src/core/jsonSchema.ts';

/** A base kind like web_page, fresh for every test. */
function base(): { schema: JsonSchema; uiSchema: UiSchema } {
  return {
    schema: {
      type: 'object',
      required: ['title', 'url'],
      properties: {
        title: { type: 'string', title: 'Title', maxLength: 200 },
        url: { type: 'string', title: 'URL' },
        thumbnail: { type: 'string', title: 'Thumbnail' },
      },
    },
    uiSchema: { 'ui:order': ['title', 'url', 'thumbnail'], thumbnail: { 'ui:widget': 'image' } },
  };
}

describe('applyClientPatch', () => {
  it('adds a field, hides a field and relabels a field, leaving the originals untouched', () => {
    const original = base();
    const before = structuredClone(original);
    const merged = applyClientPatch(original, {
      schema: { properties: { title: { title: 'Headline' }, opening: { type: 'string', title: 'Opening hours' } } },
      uiSchema: { 'ui:order': ['title', 'url', 'opening', 'thumbnail'], thumbnail: { 'ui:widget': 'hidden' } },
    });
    expect(merged.schema.properties!.opening).toEqual({ type: 'string', title: 'Opening hours' });
    expect(merged.schema.properties!.title).toEqual({ type: 'string', title: 'Headline', maxLength: 200 });
    expect(merged.uiSchema.thumbnail).toEqual({ 'ui:widget': 'hidden' });
    expect(merged.uiSchema['ui:order']).toEqual(['title', 'url', 'opening', 'thumbnail']);
    expect(original).toEqual(before);
  });

  it('tightens a rule so a value the base accepts is refused', () => {
    const original = base();
    const merged = applyClientPatch(original, {
      schema: { required: ['title', 'url', 'thumbnail'], properties: { title: { maxLength: 5 } } },
    });
    const ajv = new Ajv();
    const doc = { title: 'Longer title', url: 'https://example.org' };
    expect(ajv.validate(original.schema, doc)).toBe(true);
    expect(ajv.validate(merged.schema, doc)).toBe(false);
    expect(ajv.validate(merged.schema, { title: 'Short', url: 'https://x.org', thumbnail: 'a.jpg' })).toBe(true);
    expect(original.schema.required).toEqual(['title', 'url']);
    expect(original.schema.properties!.title.maxLength).toBe(200);
  });

  it('removes a field when the patch sets it to null (RFC 7396)', () => {
    const merged = applyClientPatch(base(), { schema: { properties: { thumbnail: null } }, uiSchema: { thumbnail: null } });
    expect(Object.keys(merged.schema.properties!)).toEqual(['title', 'url']);
    expect(merged.uiSchema).not.toHaveProperty('thumbnail');
  });

  it('patches only the part it names and returns the base unchanged without a patch', () => {
    const original = base();
    expect(applyClientPatch(original, undefined)).toEqual(original);
    const uiOnly = applyClientPatch(original, { uiSchema: { url: { 'ui:placeholder': 'https://' } } });
    expect(uiOnly.schema).toEqual(original.schema);
    expect(uiOnly.uiSchema.url).toEqual({ 'ui:placeholder': 'https://' });
  });

  it('names the patch file of a client and kind', () => {
    expect(clientPatchFile('acme', 'notice')).toBe('schemas/clients/acme/notice.patch.json');
  });
});
