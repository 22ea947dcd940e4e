import type { SchemaAnnotations, SchemaPath } from './schemaAnnotations.ts';

/**
 * Translatable fields (`x-localized`) addressed by path: property names joined by `/`, a child of a
 * keyed array by its key value (`pages/12/text`), so a translation follows its page through reorders.
 * Framework-free: the server stores and merges with it, the console lists fields with it.
 */

/** The annotations this module reads. */
export type LocalizedAnnotations = Pick<SchemaAnnotations, 'localized' | 'keyed'>;

/** One translatable value of a document: its path, where it sits (`['pages', 2, 'text']`) and its value. */
export interface LocalizedValue {
  path: string;
  at: (string | number)[];
  /** The schema path it matched (`['pages', '*', 'text']`). */
  pattern: SchemaPath;
  value: unknown;
}

/** A language's values of one item: path → text. */
export type TranslationTexts = Record<string, string>;

/** A stored translation of one path: the text and the base text it translates (stale when the base moved on). */
export interface TranslatedField {
  text: string;
  source: string;
}

const samePath = (a: SchemaPath, b: SchemaPath) => a.length === b.length && a.every((p, i) => p === b[i]);

/** The key property of the keyed array at a schema path, if it is keyed. */
export function keyPropAt(ann: LocalizedAnnotations, arrayPath: SchemaPath): string | undefined {
  return ann.keyed.find((k) => samePath(k.path, arrayPath))?.key;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Every translatable value of a document (with `withNull`, also fields holding `null`: a write that
 * clears them). Children without a key are addressed by index.
 */
export function localizedValues(doc: unknown, ann: LocalizedAnnotations, opts: { withNull?: boolean } = {}): LocalizedValue[] {
  const out: LocalizedValue[] = [];
  for (const pattern of ann.localized) {
    let found: { at: (string | number)[]; path: string[]; value: unknown }[] = [{ at: [], path: [], value: doc }];
    pattern.forEach((part, depth) => {
      const next: typeof found = [];
      for (const f of found) {
        if (part === '*') {
          if (!Array.isArray(f.value)) continue;
          const keyProp = keyPropAt(ann, pattern.slice(0, depth));
          f.value.forEach((child, i) => {
            const key = keyProp && isObject(child) ? child[keyProp] : undefined;
            next.push({ at: [...f.at, i], path: [...f.path, key === undefined || key === null ? String(i) : String(key)], value: child });
          });
        } else if (isObject(f.value) && Object.hasOwn(f.value, part)) {
          next.push({ at: [...f.at, part], path: [...f.path, part], value: f.value[part] });
        }
      }
      found = next;
    });
    for (const f of found) {
      if (f.value === undefined || (f.value === null && !opts.withNull)) continue;
      out.push({ path: f.path.join('/'), at: f.at, pattern, value: f.value });
    }
  }
  return out;
}

/** The values a visitor would read in the base language: non-empty strings only (an empty field has nothing to translate). */
export function baseTexts(doc: unknown, ann: LocalizedAnnotations): TranslationTexts {
  const out: TranslationTexts = {};
  for (const v of localizedValues(doc, ann)) if (typeof v.value === 'string' && v.value.trim()) out[v.path] = v.value;
  return out;
}

/** Whether a path names a translatable field of this schema (its shape, not whether the child exists). */
export function isLocalizedPath(path: string, ann: LocalizedAnnotations): boolean {
  const parts = path.split('/');
  return ann.localized.some((p) => p.length === parts.length && p.every((seg, i) => seg === '*' || seg === parts[i]));
}

/**
 * Where a path sits in a document: the object holding it and the property. Undefined when a child it
 * names is gone (a translation of a page since removed).
 */
export function locatePath(doc: unknown, path: string, ann: LocalizedAnnotations): { holder: Record<string, unknown>; prop: string; at: (string | number)[] } | undefined {
  const parts = path.split('/');
  let node: unknown = doc;
  const at: (string | number)[] = [];
  const schemaPath: string[] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    if (Array.isArray(node)) {
      const keyProp = keyPropAt(ann, schemaPath);
      const index = keyProp ? node.findIndex((c) => isObject(c) && String(c[keyProp]) === part) : Number(part);
      if (index < 0 || !Number.isInteger(index) || index >= node.length) return undefined;
      node = node[index];
      at.push(index);
      schemaPath.push('*');
    } else if (isObject(node)) {
      node = node[part];
      at.push(part);
      schemaPath.push(part);
    } else return undefined;
  }
  const prop = parts[parts.length - 1];
  return isObject(node) ? { holder: node, prop, at: [...at, prop] } : undefined;
}

/** A copy of the document with the language's texts on top; paths whose child is gone are skipped. */
export function applyTexts<T>(doc: T, texts: TranslationTexts, ann: LocalizedAnnotations): T {
  const entries = Object.entries(texts);
  if (!entries.length) return doc;
  const copy = structuredClone(doc);
  for (const [path, text] of entries) {
    const spot = locatePath(copy, path, ann);
    if (spot) spot.holder[spot.prop] = text;
  }
  return copy;
}

/** What a language lacks (`missing`: the base has text, the language none) and what moved on under it (`stale`). */
export interface TranslationGaps {
  missing: string[];
  stale: string[];
}

/** Missing and stale paths of one item in one language. */
export function translationGaps(base: TranslationTexts, fields: Record<string, TranslatedField>): TranslationGaps {
  const missing: string[] = [];
  const stale: string[] = [];
  for (const [path, text] of Object.entries(base)) {
    const field = fields[path];
    if (!field) missing.push(path);
    else if (field.source !== text) stale.push(path);
  }
  return { missing, stale };
}

/** One item's state in one language: missing beats stale beats complete. */
export type TranslationState = 'complete' | 'missing' | 'stale';

/** The state a language's gaps put an item in. */
export const translationState = (gaps: TranslationGaps): TranslationState => (gaps.missing.length ? 'missing' : gaps.stale.length ? 'stale' : 'complete');

/** The texts of stored fields. */
export function textsOf(fields: Record<string, TranslatedField>): TranslationTexts {
  return Object.fromEntries(Object.entries(fields).map(([p, f]) => [p, f.text]));
}
