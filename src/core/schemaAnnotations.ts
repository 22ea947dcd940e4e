import type { JsonSchema } from './jsonSchema.ts';

/**
 * `x-ref`: a reference to an item of another kind of the same company. `kind` may list several kinds
 * (an activity slot holding a game, a story or a web page): then `kindField` names the sibling
 * property that says which kind the value is.
 */
export interface RefAnnotation {
  kind: string | readonly string[];
  /** With a list of kinds: the sibling property holding the chosen kind's id. */
  kindField?: string;
  /**
   * What destroying the target does: refuse (409 naming the users), clear this reference, or remove the
   * list entry holding it (`removeEntry`: a listing's `{ kind, id }` entry, which means nothing without its item).
   */
  onDestroy: 'restrict' | 'remove' | 'removeEntry';
}

/** `x-sibling`: a select among the keys of the children of one array of the same document. */
export interface SiblingAnnotation {
  /** JSON pointer to the array, from the document root (`/pages`). */
  array: string;
  /** The child holding the field may not point at itself. */
  notSelf?: boolean;
}

/** The annotation keywords the kinds' schemas may carry, and the shape each must have. */
export const ANNOTATION_KEYWORDS: Record<string, Record<string, unknown>> = {
  'x-ref': {
    type: 'object',
    required: ['kind', 'onDestroy'],
    properties: {
      kind: {
        oneOf: [
          { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
          // Every kind of the registry but the owner (anyKindRefs.ts), expanded when the registry is built.
          { const: '*' },
          { type: 'array', minItems: 2, uniqueItems: true, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } },
        ],
      },
      kindField: { type: 'string', minLength: 1 },
      onDestroy: { enum: ['restrict', 'remove', 'removeEntry'] },
      except: { type: 'array', items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } },
    },
    // A list of kinds needs the sibling that says which one a value is.
    if: { properties: { kind: { anyOf: [{ type: 'array' }, { const: '*' }] } } },
    then: { required: ['kindField'] },
    additionalProperties: false,
  },
  'x-key': { type: 'string', minLength: 1 },
  // CSV column headers people use for this property besides its name (the person import).
  'x-csv-headers': { type: 'array', items: { type: 'string', minLength: 1 } },
  'x-sibling': {
    type: 'object',
    required: ['array'],
    properties: { array: { type: 'string', pattern: '^(/[^/]+)+$' }, notSelf: { type: 'boolean' } },
    additionalProperties: false,
  },
  'x-localized': { type: 'boolean' },
  // The console's words for a keyword's failure on this field, in the UI language (localizeSchema
  // writes them from `field.<kind>.<path>.<keyword>` messages): SPEC §5's "Name is required".
  'x-messages': { type: 'object', additionalProperties: { type: 'string' } },
};

/** The part of ajv's API the vocabulary needs (ajv itself, or the one RJSF's validator builds). */
export interface KeywordHost {
  // `any`: ajv's overloads differ between its builds.
  addKeyword(def: any): unknown;
  getKeyword?(keyword: string): unknown;
}

/**
 * Registers the annotation vocabulary with an ajv (annotations only: they validate nothing by
 * themselves), so a strict ajv refuses a typo such as `x-refs` and a malformed annotation is a
 * schema error at start-up.
 */
export function addAnnotationKeywords<T extends KeywordHost>(ajv: T): T {
  for (const [keyword, metaSchema] of Object.entries(ANNOTATION_KEYWORDS)) {
    if (ajv.getKeyword?.(keyword)) continue;
    ajv.addKeyword({ keyword, metaSchema });
  }
  return ajv;
}

/** A path in a document: property names, `*` for every element of an array. */
export type SchemaPath = readonly string[];

/** One reference property found in a schema. */
export interface RefSpec extends RefAnnotation {
  /** Where the value(s) sit; a list of references ends in `*`. */
  path: SchemaPath;
  /** True when the annotated schema is the `items` of an array (a list of references). */
  many: boolean;
}

/** One keyed array found in a schema. */
export interface KeyedSpec {
  path: SchemaPath;
  key: string;
}

/** One sibling pointer found in a schema. */
export interface SiblingSpec extends SiblingAnnotation {
  /** Path of the pointer field: the array's path, `*`, then the property. */
  path: SchemaPath;
  /** The array as a path (`/pages` → `['pages']`). */
  arrayPath: SchemaPath;
}

/** Every annotation of a schema, found once per schema. */
export interface SchemaAnnotations {
  refs: RefSpec[];
  keyed: KeyedSpec[];
  siblings: SiblingSpec[];
  localized: SchemaPath[];
}

/** `/pages/items` → `['pages']`: a pointer as a path of property names. */
export function pointerPath(pointer: string): SchemaPath {
  return pointer.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Walks `properties` and `items` (not combinators: annotations live on plain properties) collecting every annotation. */
export function schemaAnnotations(schema: JsonSchema): SchemaAnnotations {
  const out: SchemaAnnotations = { refs: [], keyed: [], siblings: [], localized: [] };
  const walk = (s: JsonSchema | undefined, path: string[], inItems: boolean) => {
    if (!s || typeof s !== 'object') return;
    const ref = s['x-ref'] as RefAnnotation | undefined;
    if (ref) out.refs.push({ kind: ref.kind, kindField: ref.kindField, onDestroy: ref.onDestroy, path, many: inItems });
    if (typeof s['x-key'] === 'string') out.keyed.push({ path, key: s['x-key'] as string });
    const sib = s['x-sibling'] as SiblingAnnotation | undefined;
    if (sib) out.siblings.push({ ...sib, path, arrayPath: pointerPath(sib.array) });
    if (s['x-localized'] === true) out.localized.push(path);
    for (const [k, child] of Object.entries(s.properties ?? {})) walk(child, [...path, k], false);
    if (s.items && !Array.isArray(s.items)) walk(s.items, [...path, '*'], true);
  };
  walk(schema, [], false);
  return out;
}

/** Every kind a reference may point at. */
export const refKinds = (ref: Pick<RefAnnotation, 'kind'>): readonly string[] => (typeof ref.kind === 'string' ? [ref.kind] : ref.kind);

/**
 * The kind one reference value points at: the annotation's kind, or for a reference to several kinds
 * the value of its `kindField` sibling (undefined when that is missing or not one of the kinds).
 */
export function refKindOf(ref: Pick<RefAnnotation, 'kind' | 'kindField'>, doc: unknown, at: readonly (string | number)[]): string | undefined {
  if (typeof ref.kind === 'string') return ref.kind;
  let parent: unknown = doc;
  for (const part of at.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
  const kind = parent && typeof parent === 'object' && ref.kindField ? (parent as Record<string, unknown>)[ref.kindField] : undefined;
  return typeof kind === 'string' && ref.kind.includes(kind) ? kind : undefined;
}

/** One value found at a schema path in a document, with its concrete location (`['pages', 2, 'next']`). */
export interface FoundValue {
  at: (string | number)[];
  value: unknown;
}

/** Every value a path reaches in a document (missing values are skipped). */
export function valuesAt(doc: unknown, path: SchemaPath): FoundValue[] {
  let found: FoundValue[] = [{ at: [], value: doc }];
  for (const part of path) {
    const next: FoundValue[] = [];
    for (const f of found) {
      if (part === '*') {
        if (Array.isArray(f.value)) f.value.forEach((v, i) => next.push({ at: [...f.at, i], value: v }));
      } else if (f.value && typeof f.value === 'object' && !Array.isArray(f.value) && Object.hasOwn(f.value, part)) {
        next.push({ at: [...f.at, part], value: (f.value as Record<string, unknown>)[part] });
      }
    }
    found = next;
  }
  return found.filter((f) => f.value !== undefined && f.value !== null);
}

/** A concrete location as the dotted field name errors use (`pages.2.next`). */
export const fieldName = (at: readonly (string | number)[]): string => at.join('.');
