import { envelope, type JsonObject, type Parameter, type Response } from './openApiTypes.ts';

/** `If-None-Match`: the ETag of an earlier answer, for a 304 while nothing changed. */
export const IF_NONE_MATCH: Parameter = { name: 'If-None-Match', in: 'header', description: 'The ETag of an earlier answer: 304 while nothing changed.', schema: { type: 'string' } };

const ETAG = { description: 'Send it back as `If-None-Match` to get a 304 while nothing changed.', schema: { type: 'string' } };

/** The 304 of a read served through the answer cache (serveAnswer): no body, the same ETag. */
export const NOT_MODIFIED: Response = { description: 'Not modified since the ETag sent in `If-None-Match` (no body).', headers: { ETag: ETAG } };

/**
 * The answers of a staff read served through the answer cache (serveAnswer): 200 with the envelope
 * around `data`, its ETag and private revalidation, or 304 for a matching `If-None-Match`.
 */
export function cachedAnswer(description: string, data: JsonObject): Record<string, Response> {
  return {
    '200': {
      description,
      headers: { ETag: ETAG, 'Cache-Control': { description: '`private, no-cache`: keep it, revalidate each time.', schema: { type: 'string' } } },
      content: { 'application/json': { schema: envelope(data) } },
    },
    '304': NOT_MODIFIED,
  };
}

/** The delivery API's answers: 200 with `schema` as it is and the given headers, or 304. */
export function deliveredAnswer(description: string, schema: JsonObject, headers: JsonObject): Record<string, Response> {
  return {
    '200': { description, headers: { ETag: ETAG, ...headers }, content: { 'application/json': { schema } } },
    '304': NOT_MODIFIED,
  };
}
