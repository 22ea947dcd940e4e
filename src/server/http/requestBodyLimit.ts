import type { Context, MiddlewareHandler } from 'hono';
import type { HttpError } from '../errors/httpError.ts';
import { tooLargeRefusal } from './tooLargeRefusal.ts';

/** Largest request body of every route that raises no limit of its own (JSON documents, multipart item saves, CSV). */
export const BODY_LIMIT = 5 * 1024 * 1024;

/** A route allowed a larger body (an upload), its refusal worded for what it takes. */
export interface RaisedBodyLimit {
  method: string;
  /** The request's whole path, as the client sends it (`/api/media`). */
  path: string;
  maxSize: number;
  refuse?: (c: Context) => HttpError;
}

/**
 * The body limit of the whole app, mounted before any route so that no route, mounted now or later,
 * reads more than its limit: BODY_LIMIT, or the larger one a route in `raised` is allowed. A declared
 * length over the limit is refused at once, before anything else runs (also on GET and HEAD, which read
 * no body: the header alone is looked at). A body of unknown length (chunked) is counted as the route
 * pulls it, never buffered ahead: a route that reads no body costs nothing, a sign-in check runs
 * before the first byte is read, and the pull past the limit fails the read; whatever the route then
 * answers (a catch that says "not JSON"), the client gets the 413.
 */
export function requestBodyLimit(raised: readonly RaisedBodyLimit[] = []): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const route = raised.find((r) => r.method === method && r.path === c.req.path);
    const maxSize = route?.maxSize ?? BODY_LIMIT;
    const refuse = route?.refuse ?? tooLargeRefusal;
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked) {
      if (!/^\d+$/.test(declared) || Number(declared) > maxSize) throw refuse(c);
      return next();
    }
    // GET and HEAD: the Node adapter hands the app no body (and asking for one builds a whole Request per call).
    if (method === 'GET' || method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    let over = false;
    const reader = body.getReader();
    let size = 0;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        // The rest is left unread: the Node adapter discards it once answered, keeping the connection (tooLargeRefusal).
        if (size > maxSize) {
          over = true;
          return controller.error(refuse(c));
        }
        controller.enqueue(value);
      },
    });
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    if (over) throw refuse(c);
  };
}
