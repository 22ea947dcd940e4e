import type { ResolvedKind } from '../../core/defineKind.ts';
import { fieldPathParts, keyedChildNames, kindLookup } from '../../core/fieldPathLabel.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';

type Obj = Record<string, unknown>;

/** The key path (`pages/55/next`) of a location in the document (`['pages', 0, 'next']`): keyed children by their key. */
function keyPath(schema: JsonSchema, doc: unknown, at: readonly (string | number)[]): string {
  const out: string[] = [];
  let node: JsonSchema | undefined = schema;
  let value = doc;
  for (const part of at) {
    const key = node?.['x-key'];
    value = value && typeof value === 'object' ? (value as Obj)[part as string] : undefined;
    out.push(typeof key === 'string' && value && typeof value === 'object' && (value as Obj)[key] !== undefined ? String((value as Obj)[key]) : String(part));
    node = node?.type === 'array' || node?.items ? (Array.isArray(node.items) ? undefined : node.items) : node?.properties?.[String(part)];
  }
  return out.join('/');
}

/**
 * A location in a kind's document as an author knows it, in `lang`: the field by its label and, when it
 * sits inside a keyed child, that child by its position and title ("Page 2 · Forest") — never a JSON path.
 */
export function fieldAtName(kind: ResolvedKind, doc: unknown, at: readonly (string | number)[], lang: UiLanguage): { field: string; child?: string } {
  const path = keyPath(kind.schema, doc, at);
  const children = keyedChildNames(kind.schema, kind.uiSchema, doc, [path]);
  const parts = fieldPathParts(kind.id, kind.schema, path, kindLookup(kind.messages, lang), children);
  const field = parts.at(-1) ?? path;
  const child = parts.slice(0, -1).join(' › ');
  return child ? { field, child } : { field };
}
