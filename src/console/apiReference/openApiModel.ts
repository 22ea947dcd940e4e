/** The parts of an OpenAPI 3.1 document the reference page reads; everything else is passed over. */
export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem | undefined>;
  components?: {
    schemas?: Record<string, JsonSchemaLike>;
    securitySchemes?: Record<string, SecurityScheme>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
  };
  security?: SecurityRequirement[];
}

/** A JSON Schema as the document carries it (any keyword may be there). */
export type JsonSchemaLike = Record<string, unknown>;
/** `{ scheme: [] }` pairs: any one requirement of the list satisfies the operation. */
export type SecurityRequirement = Record<string, string[]>;

/** One security scheme (`components.securitySchemes.x`). */
export interface SecurityScheme { type?: string; scheme?: string; bearerFormat?: string; description?: string; name?: string; in?: string }
/** One parameter, or a `$ref` to `components.parameters`. */
export interface ParameterObject { name?: string; in?: string; required?: boolean; description?: string; schema?: JsonSchemaLike; deprecated?: boolean; $ref?: string }
/** A request body, or a `$ref` to `components.requestBodies`. */
export interface RequestBodyObject { description?: string; required?: boolean; content?: Record<string, { schema?: JsonSchemaLike }>; $ref?: string }
/** A response, or a `$ref` to `components.responses`. */
export interface ResponseObject { description?: string; content?: Record<string, { schema?: JsonSchemaLike }>; $ref?: string }
/** One operation under a path and method. */
export interface OperationObject {
  tags?: string[]; summary?: string; description?: string; operationId?: string; deprecated?: boolean;
  parameters?: ParameterObject[]; requestBody?: RequestBodyObject; responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  /** The roles that may make the call, when it needs more than reading (the server's `x-roles`). */
  'x-roles'?: string[];
}
/** The operations of one path, by method, and the parameters they share. */
export type PathItem = Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[]; summary?: string };

/** The methods an OpenAPI path item can hold, in the order the page lists them. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
/** One of HTTP_METHODS. */
export type HttpMethod = typeof HTTP_METHODS[number];

/** One operation as the page lists it: where it is, what it says, and its parameters merged with its path's. */
export interface OperationEntry {
  /** `get /api/x/{id}`: unique in a document, used for keys and anchors. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: [status: string, response: ResponseObject][];
  /** The operation's own security, else the document's. */
  security: SecurityRequirement[];
  /** The roles that may make the call; undefined when every signed-in role may. */
  roles?: string[];
}

/** Operations under one tag, in document order. */
export interface TagGroup {
  /** The tag's name; '' for operations without a tag. */
  tag: string;
  description?: string;
  operations: OperationEntry[];
}

/** A `#/components/<section>/<name>` reference's target in the document, or the object itself when it is no such reference. */
function follow<T extends { $ref?: string }>(doc: OpenApiDocument, section: 'parameters' | 'requestBodies' | 'responses', value: T): T {
  const ref = value.$ref;
  const prefix = `#/components/${section}/`;
  if (typeof ref !== 'string' || !ref.startsWith(prefix)) return value;
  const target = (doc.components?.[section] as Record<string, T> | undefined)?.[decodeURIComponent(ref.slice(prefix.length))];
  return target ?? value;
}

/** Path-level parameters, overridden by the operation's own of the same name and place (OpenAPI's rule). */
function mergeParameters(doc: OpenApiDocument, shared: ParameterObject[] = [], own: ParameterObject[] = []): ParameterObject[] {
  const key = (p: ParameterObject) => `${p.in}:${p.name}`;
  const mine = own.map((p) => follow(doc, 'parameters', p));
  const taken = new Set(mine.map(key));
  return [...shared.map((p) => follow(doc, 'parameters', p)).filter((p) => !taken.has(key(p))), ...mine];
}

/** Every operation of the document, path by path in document order, methods in HTTP_METHODS order. */
export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!item) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      out.push({
        id: `${method} ${path}`,
        method,
        path,
        summary: op.summary ?? item.summary ?? '',
        description: op.description,
        tags: op.tags?.length ? op.tags : [],
        deprecated: op.deprecated === true,
        parameters: mergeParameters(doc, item.parameters, op.parameters),
        requestBody: op.requestBody ? follow(doc, 'requestBodies', op.requestBody) : undefined,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => [status, follow(doc, 'responses', r)]),
        security: op.security ?? doc.security ?? [],
        roles: Array.isArray(op['x-roles']) ? op['x-roles'] : undefined,
      });
    }
  }
  return out;
}

/**
 * The operations grouped by their first tag: the document's `tags` order first (with their
 * descriptions), then tags it does not declare in first-seen order, then the untagged ('').
 */
export function groupByTag(operations: readonly OperationEntry[], declared: OpenApiDocument['tags'] = []): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const t of declared) groups.set(t.name, { tag: t.name, description: t.description, operations: [] });
  const untagged: TagGroup = { tag: '', operations: [] };
  for (const op of operations) {
    const tag = op.tags[0];
    if (tag === undefined) { untagged.operations.push(op); continue; }
    if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
    groups.get(tag)!.operations.push(op);
  }
  return [...groups.values(), untagged].filter((g) => g.operations.length > 0);
}

/**
 * The operations a search matches: every word of the query (case-insensitive) appears in the
 * method, path, summary or a tag. An empty query matches all.
 */
export function filterOperations(operations: readonly OperationEntry[], query: string): OperationEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...operations];
  return operations.filter((op) => {
    const text = [op.method, op.path, op.summary, ...op.tags].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The first JSON-like schema of a body's content (`application/json` first) with its media type. */
export function bodySchema(content: RequestBodyObject['content']): { mediaType: string; schema?: JsonSchemaLike } | undefined {
  const entries = Object.entries(content ?? {});
  if (!entries.length) return undefined;
  const [mediaType, media] = entries.find(([type]) => type.includes('json')) ?? entries[0];
  return { mediaType, schema: media.schema };
}

/** The names of the security schemes an operation accepts ([] = no sign-in). */
export function schemesOf(security: readonly SecurityRequirement[]): string[] {
  return [...new Set(security.flatMap((req) => Object.keys(req)))];
}
