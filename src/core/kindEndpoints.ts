import type { KindRecord } from './defineKind.ts';
import type { Right } from './roles.ts';

/** An item as a kind endpoint sees it: the document plus id, version and state. */
export type StoredItem = KindRecord & { id: number; version: number; state: string };

/**
 * The only data access a kind endpoint gets: every call is scoped to the caller's company, writes
 * are validated as usual (schema, references, keys, rules). No SQL, no other company.
 */
export interface CompanyStore {
  get(kind: string, id: number): Promise<StoredItem | undefined>;
  list(kind: string): Promise<StoredItem[]>;
  /** Saves a whole document with the version check; throws a 400/404/409 EndpointError as the generic update would. */
  update(kind: string, id: number, doc: KindRecord, version: number): Promise<StoredItem>;
  /** Removes one keyed child (`/pages` + key) from whichever item of the kind holds it; 404 when none, 409 when a sibling points at it. */
  removeChild(kind: string, arrayPointer: string, key: string | number): Promise<StoredItem>;
}

/** What an endpoint answers: SPEC §7's `{ code, status, message?, data? }` is built around it. */
export interface EndpointResult {
  status?: number;
  message?: string;
  data?: unknown;
}

/** The request as an endpoint sees it. */
export interface EndpointRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body of a POST (an object), else undefined. */
  body?: Record<string, unknown>;
}

/** A kind's own call, for the few a declaration cannot express. */
export interface KindEndpoint {
  method: 'GET' | 'POST';
  /**
   * What the call needs of the caller's role, checked before the body is read: `'read'` for a
   * call every signed-in user may make, else a right on this kind (removing a keyed child is a `write`).
   * Required: a server module whose endpoint declares none is refused at start-up.
   */
  right: Right | 'read';
  /** Path relative to the API base, with `:name` parameters (e.g. `/story-pages/remove/:id`). */
  path: string;
  handle(req: EndpointRequest, store: CompanyStore): Promise<EndpointResult>;
}

/** Thrown by an endpoint (or the store) to answer a 4xx `{ message }`. */
export class EndpointError extends Error {
  constructor(readonly status: 400 | 401 | 403 | 404 | 409 | 422, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
  }
}

/** Typing helper for one endpoint. */
export function defineEndpoint(endpoint: KindEndpoint): KindEndpoint {
  return endpoint;
}

/**
 * The SPEC §7 "remove one child by its id" call (`/story-pages/remove/:id`, `/challenges/remove/:id`):
 * removes the keyed child of `arrayPointer` from whichever item of `kind` holds it, answering `message`
 * and the item (409 while siblings point at the child, 404 for an unknown or another company's key).
 */
export function removeChildEndpoint(path: `${string}/:id`, kind: string, arrayPointer: string, message: string): KindEndpoint {
  return defineEndpoint({
    method: 'GET',
    right: 'write',
    path,
    async handle(req, store) {
      return { message, data: await store.removeChild(kind, arrayPointer, req.params.id) };
    },
  });
}
