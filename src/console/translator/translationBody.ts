import type { JsonSchema } from '../../core/jsonSchema.ts';
import { annotationsOf } from '../rjsf/siblings.ts';
import { applyTexts, keyPropAt } from '../../core/translatable.ts';

/** One translation the user changed: where its field sits in the base document and the new text. */
export interface TranslationChange {
  path: string;
  at: readonly (string | number)[];
  text: string;
}

type Node = Record<string | number, unknown>;
const isObject = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields of a translation save, in the document's shape (API contract: keyed children by their
 * key property, `{ pages: [{ id: 12, text: '…' }] }`); an emptied field is `null` (back to the base
 * text). Only the changes are sent: what is left out keeps its translation.
 */
export function translationBody(schema: JsonSchema, base: Record<string, unknown>, changes: readonly TranslationChange[]): Record<string, unknown> {
  const ann = annotationsOf(schema);
  const body: Node = {};
  for (const { at, text } of changes) {
    let out: Node | unknown[] = body;
    let src: unknown = base;
    const schemaPath: string[] = [];
    for (let i = 0; i < at.length - 1; i++) {
      const seg = at[i];
      if (typeof seg === 'number' && Array.isArray(out)) {
        const list: unknown[] = out;
        const child = Array.isArray(src) ? src[seg] : undefined;
        const keyProp = keyPropAt(ann, schemaPath);
        const key = keyProp && isObject(child) ? child[keyProp] : undefined;
        let el: Node | undefined;
        if (keyProp && key !== undefined && key !== null) {
          el = list.find((e): e is Node => isObject(e) && e[keyProp] === key);
          if (!el) { el = { [keyProp]: key }; list.push(el); }
        } else {
          // No key to name the child by: its place in the array does (filled up to it).
          while (list.length <= seg) list.push({});
          el = list[seg] as Node;
        }
        out = el;
        src = child;
        schemaPath.push('*');
      } else {
        const holder = out as Node;
        holder[seg] ??= typeof at[i + 1] === 'number' ? [] : {};
        out = holder[seg] as Node | unknown[];
        src = isObject(src) ? src[seg] : undefined;
        schemaPath.push(String(seg));
      }
    }
    (out as Node)[at[at.length - 1]] = text.trim() ? text : null;
  }
  return body;
}

/**
 * The item as a visitor in the target language would read it while the translator types: the
 * target document with each typed text on top, an emptied field showing the base text (its fallback).
 */
export function translatedRecord<T extends Record<string, unknown>>(schema: JsonSchema, target: T, typed: readonly (TranslationChange & { base: string })[]): T {
  if (!typed.length) return target;
  const texts = Object.fromEntries(typed.map((c) => [c.path, c.text.trim() ? c.text : c.base]));
  return applyTexts(target, texts, annotationsOf(schema));
}
