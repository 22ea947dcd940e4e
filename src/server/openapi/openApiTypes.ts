import type { Right } from '../../core/roles.ts';

/** A JSON Schema or any other plain JSON object of the document. */
export type JsonObject = Record<string, unknown>;

/** The HTTP methods the server answers on its API. */
export type HttpMethod = 'get' | 'post' | 'delete';

/**
 * An OpenAPI parameter. `x-kind` names the kind whose item id a path parameter carries and
 * `x-relation` (`<owner kind>/<relation>`) the relation whose link id it carries: the reference page
 * links them to the kind's schema, and a client can tell which id goes where.
 */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonObject;
  'x-kind'?: string;
  'x-relation'?: string;
}

/** One response: a description and, usually, a JSON body; or a reference to a reusable one. */
export type Response = { description: string; headers?: JsonObject; content?: Record<string, { schema: JsonObject }> } | { $ref: string };

/** An OpenAPI operation as the builders write it (path parameters may be left out: the table adds them). */
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, Response>;
  /** Absent: the document's default (a staff session). `[]`: public. */
  security?: Record<string, string[]>[];
  /**
   * The right the caller's role needs; absent: any signed-in user may call it. The document's
   * post-pass (operationRoles) adds `x-roles`, the roles holding it, and the 403 answer.
   */
  'x-right'?: Right;
  /** The roles that may call it, from `x-right` (set by the post-pass, not by the builders). */
  'x-roles'?: string[];
}

/** The document's `paths`: a path template's operations by method. */
export type Paths = Record<string, Partial<Record<HttpMethod, Operation>>>;

/** A tag with its description. */
export interface Tag {
  name: string;
  description?: string;
}

/** What one area of the API contributes: its tags and its operations. */
export interface PathSection {
  tags: Tag[];
  add(table: PathTable): void;
}

/** Collects operations by path template and method. */
export interface PathTable {
  /** Adds an operation at an Express/Hono-style path (`/api/story/:id`) or a template (`/api/story/{id}`). */
  add(method: HttpMethod, path: string, op: Operation): void;
  readonly paths: Paths;
}

/** `/x/:id{[0-9]+}/y` → `/x/{id}/y`: a Hono path as an OpenAPI path template. */
export function toTemplate(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^/]*\})?/g, '{$1}');
}

/** The names of a template's path parameters, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/**
 * A path table. An operation added at a path and method already taken is the same server route
 * answered by the first mounted handler (a relation's reorder alias on a kind's own list sync): the
 * first stays and the second's summary joins its description. Every path parameter is declared
 * (a string unless the operation says more), every operation behind a session or key can answer 401, and any can fail otherwise (`default`: a 503 while
 * the database is away) with `{ message }`.
 */
export function createPathTable(): PathTable {
  const paths: Paths = {};
  return {
    paths,
    add(method, path, op) {
      const template = toTemplate(path);
      const item = (paths[template] ??= {});
      const taken = item[method];
      if (taken) {
        taken.description = [taken.description, `The same path also answers: ${op.summary}.`].filter(Boolean).join(' ');
        return;
      }
      const given = op.parameters ?? [];
      const pathParams = templateParams(template).map((name): Parameter =>
        given.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
      const parameters = [...pathParams, ...given.filter((p) => p.in !== 'path')];
      const responses = { ...op.responses };
      const isPublic = op.security !== undefined && op.security.length === 0;
      if (!isPublic && !responses['401']) responses['401'] = ref('Unauthorized');
      responses.default ??= ref('Error');
      item[method] = { ...op, ...(parameters.length ? { parameters } : {}), responses };
    },
  };
}

/** A reference to a reusable response of the document (`Error`, `NotFound`, …). */
export function ref(response: string): Response {
  return { $ref: `#/components/responses/${response}` };
}

/** A reference to a schema of the document's components. */
export function schemaRef(name: string): JsonObject {
  return { $ref: `#/components/schemas/${name}` };
}

/** The refusals an operation can answer, each the reusable `{ message }` response of its status. */
export function refusals(...statuses: (400 | 403 | 404 | 409 | 413 | 415 | 429 | 502)[]): Record<string, Response> {
  const names: Record<number, string> = { 400: 'BadRequest', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict', 413: 'TooLarge', 415: 'UnsupportedMediaType', 429: 'TooManyRequests', 502: 'UpstreamFailed' };
  return Object.fromEntries(statuses.map((s) => [String(s), ref(names[s])]));
}

/** SPEC §7's answer envelope `{ code, status: 'success', message?, data? }` around `data`. */
export function envelope(data?: JsonObject): JsonObject {
  return {
    type: 'object',
    required: ['code', 'status'],
    properties: {
      code: { type: 'integer' },
      status: { const: 'success' },
      message: { type: 'string' },
      ...(data ? { data } : {}),
    },
  };
}

/** A JSON answer of `status` with the envelope around `data`. */
export function answer(description: string, data?: JsonObject, status = 200): Record<string, Response> {
  return { [String(status)]: { description, content: { 'application/json': { schema: envelope(data) } } } };
}

/** A JSON answer of `status` whose body is `schema` as it is (no envelope). */
export function plainAnswer(description: string, schema: JsonObject, status = 200): Record<string, Response> {
  return { [String(status)]: { description, content: { 'application/json': { schema } } } };
}

/** An object schema with these properties (all optional unless listed in `required`). */
export function object(properties: Record<string, JsonObject>, required: string[] = []): JsonObject {
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A JSON request body. */
export function jsonBody(schema: JsonObject, required = true): NonNullable<Operation['requestBody']> {
  return { required, content: { 'application/json': { schema } } };
}

/** A path parameter holding a whole number (an id). */
export function idParam(name: string, description: string, extra: Partial<Parameter> = {}): Parameter {
  return { name, in: 'path', required: true, description, schema: { type: 'integer', minimum: 1 }, ...extra };
}

/** An optional query parameter. */
export function queryParam(name: string, description: string, schema: JsonObject = { type: 'string' }, required = false): Parameter {
  return { name, in: 'query', required, description, schema };
}
