import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import type { SchemaPath } from '../../core/schemaAnnotations.ts';
import { annotationsOf } from '../rjsf/siblings.ts';
import { locatePath, localizedValues } from '../../core/translatable.ts';
import { jsonPointer } from '../rjsf/childState.ts';

/** Where a translation stands: none yet, written against an older base text, or done. */
export type RowStatus = 'missing' | 'stale' | 'translated';

/** How the translation is entered. */
export type RowInput = 'text' | 'textarea' | 'image' | 'audio' | 'video';

/** An array a row's field sits in, as the row's label names it ("Pages #2 “Pier”"). */
export interface RowParent {
  /** The array's (translated) title. */
  arrayTitle: string;
  /** The array as a JSON pointer (`/pages`): what the preview opens a child by. */
  pointer: string;
  /** 1-based position of the child. */
  position: number;
  /** The child's key (`x-key`), or its index in an array without one. */
  key: string | number;
  /** The child's own title (its summary title, in the base language), when it has one. */
  title?: string;
}

/** One translatable field of an item, as the translator view shows it. */
export interface TranslatorRow {
  /** The field's translation path (`pages/12/text`): what `_missing` and `_stale` list. */
  path: string;
  /** Where it sits in the document (`['pages', 2, 'text']`). */
  at: (string | number)[];
  /** The dotted name server errors use (`pages.2.text`). */
  field: string;
  /** The field's (translated) title. */
  title: string;
  parents: RowParent[];
  /** The base-language text. */
  base: string;
  /** The stored translation; empty when there is none. */
  value: string;
  status: RowStatus;
  input: RowInput;
  maxLength?: number;
}

/** The item in the target language, as `GET /{x}/{id}` answers it there. */
export interface TargetItem extends Record<string, unknown> {
  _missing?: string[];
  _stale?: string[];
}

const MEDIA = new Set(['image', 'audio', 'video']);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The schema and UI schema nodes a schema path leads to, one per step. */
function nodesAlong(schema: JsonSchema, uiSchema: UiSchema, pattern: SchemaPath): { schema?: JsonSchema; ui?: UiSchema }[] {
  const out: { schema?: JsonSchema; ui?: UiSchema }[] = [];
  let s: JsonSchema | undefined = schema;
  let ui: UiSchema | undefined = uiSchema;
  for (const seg of pattern) {
    s = seg === '*' ? s?.items : s?.properties?.[seg];
    const nextUi: unknown = ui?.[seg === '*' ? 'items' : seg];
    ui = isObject(nextUi) ? nextUi : undefined;
    out.push({ schema: s, ui });
  }
  return out;
}

/** The child's title as its array's collapsed row shows it (`ui:options.summary.title`), else its `title`. */
function childTitle(child: unknown, arrayUi: UiSchema | undefined): string | undefined {
  if (!isObject(child)) return undefined;
  const summary = (arrayUi?.['ui:options'] as { summary?: { title?: unknown } } | undefined)?.summary;
  const prop = typeof summary?.title === 'string' ? summary.title : 'title';
  const title = child[prop];
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}

function inputOf(widget: unknown, base: string): RowInput {
  if (typeof widget === 'string' && MEDIA.has(widget)) return widget as RowInput;
  // A long or multi-line base text gets room to answer in, whatever the form uses.
  return widget === 'textarea' || base.includes('\n') || base.length > 80 ? 'textarea' : 'text';
}

/**
 * Every translatable field the base item has text in (an empty base field has nothing to translate),
 * in document order, with the target language's stored text (none where `_missing` lists it).
 */
export function translatorRows(opts: {
  schema: JsonSchema; uiSchema: UiSchema; base: Record<string, unknown>; target: TargetItem;
}): TranslatorRow[] {
  const { schema, uiSchema, base, target } = opts;
  const ann = annotationsOf(schema);
  const missing = new Set(target._missing ?? []);
  const stale = new Set(target._stale ?? []);
  const rank = documentRank(ann.localized);
  const rows = localizedValues(base, ann).flatMap((found): TranslatorRow[] => {
    if (typeof found.value !== 'string' || !found.value.trim()) return [];
    const nodes = nodesAlong(schema, uiSchema, found.pattern);
    const parents: RowParent[] = [];
    found.pattern.forEach((seg, depth) => {
      if (seg !== '*') return;
      const arrayAt = found.at.slice(0, depth);
      const index = found.at[depth] as number;
      const child = valueAt(base, [...arrayAt, index]);
      const keyed = found.path.split('/')[depth];
      parents.push({
        arrayTitle: nodes[depth - 1]?.schema?.title ?? String(found.pattern[depth - 1]),
        pointer: jsonPointer(arrayAt),
        position: index + 1,
        key: /^\d+$/.test(keyed) ? Number(keyed) : keyed,
        title: childTitle(child, nodes[depth - 1]?.ui),
      });
    });
    const leaf = nodes[nodes.length - 1] ?? {};
    const stored = locatePath(target, found.path, ann);
    const text = stored?.holder[stored.prop];
    return [{
      path: found.path,
      at: found.at,
      field: found.at.join('.'),
      title: leaf.schema?.title ?? String(found.pattern[found.pattern.length - 1]),
      parents,
      base: found.value,
      value: missing.has(found.path) || typeof text !== 'string' ? '' : text,
      status: missing.has(found.path) ? 'missing' : stale.has(found.path) ? 'stale' : 'translated',
      input: inputOf(leaf.ui?.['ui:widget'], found.value),
      maxLength: typeof leaf.schema?.maxLength === 'number' ? leaf.schema.maxLength : undefined,
    }];
  });
  return rows.sort((a, b) => compareRank(rank(a), rank(b)));
}

function valueAt(doc: unknown, at: readonly (string | number)[]): unknown {
  let node = doc;
  for (const seg of at) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[seg] : undefined;
  return node;
}

/**
 * Document order of rows: a property ranks where the schema first declares a translatable field under
 * it, an array child by its index, so a page's title and text stay together and pages follow in order.
 */
function documentRank(patterns: readonly SchemaPath[]): (row: TranslatorRow) => number[] {
  const first = (prefix: readonly string[]) => patterns.findIndex((p) => prefix.every((seg, i) => p[i] === seg));
  return (row) => row.at.map((seg, depth) => (typeof seg === 'number' ? seg : first(row.at.slice(0, depth + 1).map((s) => (typeof s === 'number' ? '*' : s)))));
}

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

const STATUS_ORDER: Record<RowStatus, number> = { missing: 0, stale: 1, translated: 2 };

/** The order rows are shown in: untranslated first, then those whose base text changed, then the rest (each in document order). */
export function workOrder(rows: readonly TranslatorRow[]): string[] {
  return rows.map((r, i) => ({ r, i })).sort((a, b) => STATUS_ORDER[a.r.status] - STATUS_ORDER[b.r.status] || a.i - b.i).map(({ r }) => r.path);
}

/** Rows in a fixed order (paths it does not know go last, in document order). */
export function inOrder(rows: readonly TranslatorRow[], order: readonly string[]): TranslatorRow[] {
  const place = new Map(order.map((p, i) => [p, i]));
  return rows.map((r, i) => ({ r, i })).sort((a, b) => (place.get(a.r.path) ?? order.length + a.i) - (place.get(b.r.path) ?? order.length + b.i)).map(({ r }) => r);
}
