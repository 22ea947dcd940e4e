import type { JsonSchema } from '../../core/jsonSchema.ts';
import { setAt, valueAt, type Location } from '../rjsf/siblings.ts';

/**
 * Where an RJSF widget id points in a document of the schema (`story_pages_2_page_title` →
 * `['pages', 2, 'page_title']`): the schema decides where names end, so property names with the
 * separator in them (`page_title`) read right. Undefined when the id does not fit the schema.
 */
export function pathOfWidgetId(id: string, schema: JsonSchema, idPrefix: string, sep = '_'): Location | undefined {
  if (!id.startsWith(idPrefix + sep)) return undefined;
  let rest = id.slice(idPrefix.length + sep.length);
  let node: JsonSchema | undefined = schema;
  const at: (string | number)[] = [];
  while (rest) {
    if (!node) return undefined;
    let step: string | undefined;
    if (node.items) {
      step = /^\d+/.exec(rest)?.[0];
      if (step === undefined) return undefined;
      at.push(Number(step));
      node = node.items;
    } else {
      const names = Object.keys(node.properties ?? {}).sort((a, b) => b.length - a.length);
      step = names.find((n) => rest === n || rest.startsWith(n + sep));
      if (step === undefined) return undefined;
      at.push(step);
      node = node.properties![step];
    }
    rest = rest.slice(step.length);
    if (rest.startsWith(sep)) rest = rest.slice(sep.length);
    else if (rest) return undefined;
  }
  return at.length ? at : undefined;
}

/**
 * The record with each text input's current text in place (an emptied input is "no value", as the
 * form has it). Inputs whose place is gone (a removed child) are skipped; the record is returned
 * unchanged when every input already agrees with it.
 */
export function withDrafts(record: Record<string, unknown>, drafts: ReadonlyMap<string, string>, schema: JsonSchema, idPrefix: string): Record<string, unknown> {
  let out = record;
  for (const [id, text] of drafts) {
    const at = pathOfWidgetId(id, schema, idPrefix);
    if (!at) continue;
    const value = text === '' ? undefined : text;
    if (valueAt(out, at) === value) continue;
    const parent = valueAt(out, at.slice(0, -1));
    if (at.length > 1 && (parent === null || typeof parent !== 'object')) continue;
    out = setAt(out, at, value);
  }
  return out;
}
