import type { Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import { createAnswerCache, type AnswerCache, type StoredAnswer } from './answerCache.ts';
import { createListModels, type ListSource } from './listModels.ts';
import type { Caches } from './withCaches.ts';

/** Answers at least this large are compressed when the client accepts gzip; smaller ones gain nothing. */
export const GZIP_MIN_BYTES = 1024;

// The request headers an answer depends on: the caller's company (token), the coding, the content
// language and the include-archived switch. Staff data: browsers revalidate, shared caches keep nothing.
const COMMON_HEADERS: AnswerHeaders = {
  'content-type': 'application/json',
  'cache-control': 'private, no-cache',
  vary: `Authorization, Accept-Encoding, ${API_HEADERS.language}, ${API_HEADERS.includeArchived}`,
};

// Without caches attached (a database not wrapped by withCaches): nothing kept, answers still tagged.
const uncached = createAnswerCache(0);
const unmodelled = createListModels(0);

/** The gzip coding is acceptable (listed, and not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const m = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q\s*=\s*([\d.]+))?\s*(?=,|$)/i.exec(header);
  return m !== null && (m[2] === undefined || Number(m[2]) > 0);
}

// The gzip representation is another representation: its own strong tag.
const gzipTag = (etag: string) => `${etag.slice(0, -1)}.gz"`;

function matches(ifNoneMatch: string, answer: StoredAnswer): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match compares weakly: a W/ prefix (a proxy's) still matches.
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === answer.etag || tag === gzipTag(answer.etag);
  });
}

/**
 * Serves a GET answer of the company from the cache when it was made at the company's current
 * revision, else computes it once (concurrent requests share) — then `304` for a matching
 * `If-None-Match`, gzip when accepted and large, the exact bytes otherwise. `key` must hold every
 * property of the request the answer depends on besides the company. `headers`: see AnswerHeaders.
 */
export function serveAnswer(c: Context, caches: Caches | undefined, companyId: number, key: string, compute: () => Promise<string>, headers: AnswerHeaders = COMMON_HEADERS): Response | Promise<Response> {
  const answers: AnswerCache = caches?.answers ?? uncached;
  const fullKey = `${companyId}\u0000${key}`;
  // Read before computing: an answer is tagged with a revision no newer than the data it shows.
  const revision = caches?.revisions.current(companyId);
  if (revision instanceof Promise) return revision.then((r) => answerFor(c, answers, fullKey, r, compute, headers));
  return answerFor(c, answers, fullKey, revision, compute, headers);
}

/**
 * Serves a list answer of the company from its read model (listModels.ts): at the company's current
 * revision without a query, else after re-reading the list's stamps and re-rendering only what moved —
 * then as `serveAnswer` does (304, gzip). `key`: as for `serveAnswer`.
 */
export function serveList(c: Context, caches: Caches | undefined, companyId: number, key: string, source: ListSource, headers: AnswerHeaders = COMMON_HEADERS): Response | Promise<Response> {
  const answers: AnswerCache = caches?.answers ?? uncached;
  const lists = caches?.lists ?? unmodelled;
  const fullKey = `${companyId}\u0000${key}`;
  // Read before the stamps: a model is tagged with a revision no newer than the data it shows.
  const revision = caches?.revisions.current(companyId);
  // PGlite: a model including every write already answered stands (writers caught it up before answering: acknowledgeWrites.ts).
  const acknowledged = caches?.revisions.acknowledged?.();
  const answer = (r: string | undefined) => {
    const a = lists.answer(fullKey, r, source, acknowledged);
    return a instanceof Promise ? a.then((stored) => respond(c, answers, stored, headers)) : respond(c, answers, a, headers);
  };
  return revision instanceof Promise ? revision.then(answer) : answer(revision);
}

/**
 * The headers of a 200 besides `etag` and `content-encoding` (content-type, cache-control, vary, …);
 * a 304 repeats all but content-type. Pass one object per kind of answer (it is remembered per answer
 * by identity, so the hot path builds none). Default: the staff API's private, revalidated answers.
 */
export type AnswerHeaders = Readonly<Record<string, string>> & { 'cache-control': string; vary: string };

// A hit is answered without a single await: on the hot path every promise hop shows.
function answerFor(c: Context, answers: AnswerCache, key: string, revision: string | undefined, compute: () => Promise<string>, headers: AnswerHeaders): Response | Promise<Response> {
  const stored = revision !== undefined ? answers.get(key, revision) : undefined;
  if (stored) return respond(c, answers, stored, headers);
  return answers.fill(key, revision, compute).then((answer) => respond(c, answers, answer, headers));
}

/** Answers with a stored answer: 304 for a matching If-None-Match, gzip when accepted and large, else its bytes. */
export function respond(c: Context, answers: AnswerCache, answer: StoredAnswer, headers: AnswerHeaders = COMMON_HEADERS): Response | Promise<Response> {
  const zip = answer.body.length >= GZIP_MIN_BYTES && acceptsGzip(c.req.header('accept-encoding'));
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && matches(ifNoneMatch, answer)) {
    return new Response(null, { status: 304, headers: notModifiedHeaders(zip ? gzipTag(answer.etag) : answer.etag, headers) });
  }
  if (!zip) return new Response(answer.body as Uint8Array<ArrayBuffer>, { status: 200, headers: headersOf(answer, headers).plain });
  return answers.gzipOf(answer).then((zipped) => new Response(zipped as Uint8Array<ArrayBuffer>, { status: 200, headers: headersOf(answer, headers).gzip }));
}

function notModifiedHeaders(etag: string, headers: AnswerHeaders): Record<string, string> {
  if (headers === COMMON_HEADERS) return { etag, 'cache-control': COMMON_HEADERS['cache-control'], vary: COMMON_HEADERS.vary };
  const out: Record<string, string> = { etag };
  for (const [name, value] of Object.entries(headers)) if (name !== 'content-type') out[name] = value;
  return out;
}

// Built once per answer: the hot path then allocates no header object (node-server copies before changing one).
const built = new WeakMap<StoredAnswer, { from: AnswerHeaders; plain: Record<string, string>; gzip: Record<string, string> }>();
function headersOf(answer: StoredAnswer, headers: AnswerHeaders) {
  let h = built.get(answer);
  if (!h || h.from !== headers) {
    h = { from: headers, plain: { ...headers, etag: answer.etag }, gzip: { ...headers, etag: gzipTag(answer.etag), 'content-encoding': 'gzip' } };
    built.set(answer, h);
  }
  return h;
}
