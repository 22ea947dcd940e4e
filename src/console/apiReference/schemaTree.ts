import type { JsonSchemaLike, OpenApiDocument } from './openApiModel.ts';

/** Where a node sits under its parent: a named property, an array's items, one option of oneOf/anyOf, or any other key. */
export type SchemaNodeRole = 'root' | 'property' | 'option' | 'additional';

/** One row of a schema as a readable tree: a property (or the root) with what a reader needs to fill it in. */
export interface SchemaNode {
  role: SchemaNodeRole;
  /** The property name (role 'property'); the option's number (role 'option'). */
  name?: string;
  /** `string`, `integer | null`, `array of object`, `object`, `const "x"`, or the referenced component's name. */
  type: string;
  required: boolean;
  title?: string;
  description?: string;
  /** Allowed values, as JSON text. */
  enumValues?: string[];
  format?: string;
  /** Limits and defaults as `keyword value` (`maxLength 200`, `default false`). */
  constraints: string[];
  /** The `#/components/schemas/<name>` this node (or its items) came from: the reader may open it. */
  component?: string;
  /** The kinds an `x-ref` says the value is an item of. */
  refersTo?: string[];
  /** A `$ref` already being expanded higher up: shown, not expanded again. */
  cycle?: boolean;
  /** A `$ref` the document does not resolve: shown as written. */
  unresolved?: string;
  children: SchemaNode[];
}

const COMPONENT_PREFIX = '#/components/schemas/';
/** Past this depth the tree stops (a guard for deep, ref-free nesting; cycles are caught earlier). */
const MAX_DEPTH = 12;
const CONSTRAINT_KEYWORDS = [
  'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'default',
] as const;

const isObject = (v: unknown): v is JsonSchemaLike => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value a JSON pointer (`#/a/b~1c`) names inside `root`, or undefined. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const parts = ref.slice(1).split('/').slice(1).map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let at: unknown = root;
  for (const part of parts) {
    if (Array.isArray(at)) at = at[Number(part)];
    else if (isObject(at)) at = at[part];
    else return undefined;
  }
  return at;
}

/** The component name of a `#/components/schemas/<name>` reference, else undefined. */
export function componentOf(ref: string): string | undefined {
  return ref.startsWith(COMPONENT_PREFIX) && !ref.slice(COMPONENT_PREFIX.length).includes('/')
    ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length)) : undefined;
}

/** What the walk carries down: the document, the schema local refs resolve in, and the refs being expanded. */
interface Walk {
  doc: OpenApiDocument;
  /** The schema a ref that the document does not resolve is tried against (a component's own `#/definitions`). */
  local: unknown;
  open: ReadonlySet<string>;
  depth: number;
}

/** A node's own fields from its schema (no children). */
function describe(schema: JsonSchemaLike): Pick<SchemaNode, 'title' | 'description' | 'enumValues' | 'format' | 'constraints' | 'refersTo'> {
  const constraints = CONSTRAINT_KEYWORDS.filter((k) => schema[k] !== undefined).map((k) => `${k} ${JSON.stringify(schema[k])}`);
  const enumValues = Array.isArray(schema.enum) ? schema.enum.map((v) => JSON.stringify(v)) : undefined;
  const xref = schema['x-ref'];
  const kinds = isObject(xref) ? xref.kind : undefined;
  return {
    title: typeof schema.title === 'string' ? schema.title : undefined,
    description: typeof schema.description === 'string' ? schema.description : undefined,
    enumValues,
    format: typeof schema.format === 'string' ? schema.format : undefined,
    constraints,
    refersTo: typeof kinds === 'string' ? [kinds] : Array.isArray(kinds) ? kinds.filter((k): k is string => typeof k === 'string') : undefined,
  };
}

/** The schema's type as a reader says it, from `type`, `const`, or the keywords it uses. */
function typeText(schema: JsonSchemaLike): string {
  if (schema.const !== undefined) return `const ${JSON.stringify(schema.const)}`;
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type;
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))].join(' | ');
  if (Array.isArray(schema.oneOf)) return 'one of';
  if (Array.isArray(schema.anyOf)) return 'any of';
  return 'any';
}

/** The schema with its `allOf` parts merged in, in order (properties and required joined; other keywords: the later wins, the schema's own last). */
function mergeAllOf(schema: JsonSchemaLike, walk: Walk, seen: Set<string>): JsonSchemaLike {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const parts = (allOf as unknown[]).filter(isObject).map((part) => mergeAllOf(resolveSchema(part, walk, seen).schema, walk, seen));
  let merged: JsonSchemaLike = {};
  for (const part of [...parts, rest]) {
    merged = {
      ...merged,
      ...part,
      properties: { ...(isObject(merged.properties) ? merged.properties : {}), ...(isObject(part.properties) ? part.properties : {}) },
      required: [...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(part.required) ? part.required : [])],
    };
  }
  return merged;
}

/**
 * Follows `$ref`s (the document first, then the local schema) until a schema without one; keywords
 * beside a `$ref` (a title, a description) win over the target's. Notes the component passed and the
 * refs followed (`seen`); a ref already open higher up, or one not resolvable, stops the walk.
 */
function resolveSchema(schema: JsonSchemaLike, walk: Walk, seen: Set<string>):
  { schema: JsonSchemaLike; component?: string; cycle?: boolean; unresolved?: string; local: unknown } {
  let current = schema;
  let component: string | undefined;
  let local = walk.local;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 32; hops++) {
    const ref = current.$ref;
    const { $ref: _ignored, ...siblings } = current;
    const name = componentOf(ref);
    component ??= name;
    if (walk.open.has(ref) || seen.has(ref)) return { schema: { ...siblings }, component, cycle: true, local };
    seen.add(ref);
    let target = resolvePointer(walk.doc, ref);
    if (target === undefined) target = resolvePointer(local, ref);
    else if (name) local = target;
    if (!isObject(target)) return { schema: { ...siblings }, component, unresolved: ref, local };
    current = { ...target, ...siblings };
  }
  return { schema: current, component, local };
}

/** The tree of one schema: `name` and `required` describe the node itself under its parent. */
function node(schema: JsonSchemaLike, walk: Walk, role: SchemaNodeRole, name: string | undefined, required: boolean): SchemaNode {
  const seen = new Set<string>();
  const resolved = resolveSchema(schema, walk, seen);
  const inner: Walk = { ...walk, local: resolved.local, open: new Set([...walk.open, ...seen]), depth: walk.depth + 1 };
  const own = mergeAllOf(resolved.schema, inner, new Set());
  const out: SchemaNode = {
    role, name, required,
    type: resolved.cycle || resolved.unresolved ? resolved.component ?? 'object' : typeText(own),
    ...describe(own),
    component: resolved.component,
    cycle: resolved.cycle || undefined,
    unresolved: resolved.unresolved,
    children: [],
  };
  if (resolved.cycle || resolved.unresolved || walk.depth >= MAX_DEPTH) return out;

  const properties = isObject(own.properties) ? own.properties : {};
  const requiredNames = new Set(Array.isArray(own.required) ? own.required.filter((r): r is string => typeof r === 'string') : []);
  for (const [prop, sub] of Object.entries(properties)) {
    if (isObject(sub)) out.children.push(node(sub, inner, 'property', prop, requiredNames.has(prop)));
  }
  if (isObject(own.additionalProperties)) out.children.push(node(own.additionalProperties, inner, 'additional', undefined, false));

  // An array reads as its items: "array of Page" with the page's properties under it.
  if (isObject(own.items)) {
    const items = node(own.items, inner, 'root', undefined, false);
    out.type = `array of ${items.component ?? items.type}`;
    out.component ??= items.component;
    out.enumValues ??= items.enumValues;
    out.refersTo ??= items.refersTo;
    out.cycle ||= items.cycle;
    out.children.push(...items.children);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = own[key];
    if (!Array.isArray(options)) continue;
    options.forEach((option, i) => {
      if (isObject(option)) out.children.push(node(option, inner, 'option', String(i + 1), false));
    });
  }
  return out;
}

/**
 * A schema of the document as a tree a person reads: properties with type, required, title and
 * description, enum values and limits; `$ref`s followed (to `#/components/schemas/x` and within the
 * schema), each ref expanded once per branch so a self-referring schema stays finite.
 */
export function schemaTree(schema: JsonSchemaLike, doc: OpenApiDocument): SchemaNode {
  return node(schema, { doc, local: schema, open: new Set(), depth: 0 }, 'root', undefined, false);
}
