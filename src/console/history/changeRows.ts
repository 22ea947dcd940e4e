import type { FieldChange } from '../../core/documentDiff.ts';
import { capitaliseKey, fieldPathParts } from '../../core/fieldPathLabel.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { wordDiff, type DiffSegment } from './wordDiff.ts';

/** One row of the compare table: the field by its form label and what each revision holds there. */
export interface ChangeRow {
  path: string;
  /** The field's readable path (`Pages › 12 › Page Text`). */
  label: string;
  change: FieldChange['change'];
  /** Empty when the older revision has nothing there. */
  before: DiffSegment[];
  /** Empty when the newer revision has nothing there. */
  after: DiffSegment[];
}

/** How values read: the words for yes and no. */
export interface ValueWords {
  yes: string;
  no: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The schema node a change path ends at (a keyed child's key and an index both step into `items`). */
export function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let node = schema;
  for (const segment of path.split('/')) {
    if (!node) return undefined;
    node = node.properties?.[segment] ?? (node.items && !node.properties ? node.items : undefined);
  }
  return node;
}

function scalar(value: unknown, words: ValueWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A child object on one line: `Label: value; Label: value`, its empty fields left out. */
function inlineObject(value: Record<string, unknown>, node: JsonSchema | undefined, words: ValueWords): string {
  return Object.entries(value)
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => `${node?.properties?.[k]?.title ?? capitaliseKey(k)}: ${isObject(v) ? inlineObject(v, node?.properties?.[k], words) : Array.isArray(v) ? v.map((x) => scalar(x, words)).join(', ') : scalar(v, words)}`)
    .join('; ');
}

/**
 * A stored value as an author reads it: texts as they are, yes/no, a list of plain values joined by
 * commas, an object one field per line by its form labels, a list of objects one numbered line each.
 */
export function readableValue(value: unknown, node: JsonSchema | undefined, words: ValueWords): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) {
    if (value.every((v) => !isObject(v) && !Array.isArray(v))) return value.map((v) => scalar(v, words)).join(', ');
    return value.map((v, i) => `${i + 1}. ${isObject(v) ? inlineObject(v, node?.items, words) : scalar(v, words)}`).join('\n');
  }
  if (isObject(value)) {
    return Object.entries(value)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${node?.properties?.[k]?.title ?? capitaliseKey(k)}: ${readableValue(v, node?.properties?.[k], words).replace(/\n/g, '\n  ')}`)
      .join('\n');
  }
  return scalar(value, words);
}

/**
 * The compare table's rows for a list of field changes: each labelled as the form labels the field
 * (the form's own translated, client-patched schema), texts changed word by word, anything else
 * (numbers, objects, lists, a child added or removed) shown whole — the older value marked removed,
 * the newer marked added.
 */
export function changeRows(kindId: string, schema: JsonSchema, changes: readonly FieldChange[], words: ValueWords): ChangeRow[] {
  // The schema is the form's: its titles already are the translated, patched labels.
  const noMessages = () => undefined;
  return changes.map((c) => {
    const node = schemaAt(schema, c.path);
    const label = fieldPathParts(kindId, schema, c.path, noMessages).join(' › ');
    let before: DiffSegment[] = [];
    let after: DiffSegment[] = [];
    if (typeof c.before === 'string' && typeof c.after === 'string') {
      ({ before, after } = wordDiff(c.before, c.after));
    } else {
      const b = readableValue(c.before, node, words);
      const a = readableValue(c.after, node, words);
      if (b) before = [{ text: b, kind: 'removed' }];
      if (a) after = [{ text: a, kind: 'added' }];
    }
    return { path: c.path, label, change: c.change, before, after };
  });
}

/** The labels of a revision's changed top-level fields, as the form names them. */
export function changedLabels(kindId: string, schema: JsonSchema, fields: readonly string[]): string[] {
  const noMessages = () => undefined;
  return fields.map((f) => fieldPathParts(kindId, schema, f, noMessages).join(' › '));
}
