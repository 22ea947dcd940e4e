import { HttpError } from '../errors/httpError.ts';

/** A third-party JSON service the server calls on the browser's behalf: fixed base, time-out, bounded cache. */
export interface CachedUpstream {
  /** GETs `path` (appended to the fixed base URL) and returns parsed JSON; failures become 502/504. */
  getJson(path: string): Promise<unknown>;
  /** How many answers came from the cache (for tests and logs). */
  readonly hits: number;
}

/** Why an upstream call failed: no answer in time, no connection, or an answer that is no use. */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'badAnswer';

/** Thrown when the upstream did not answer (in time) or not with a usable answer; `failure` says which, for a caller's own words. */
export class UpstreamError extends HttpError {
  constructor(status: 502 | 504, message: string, readonly failure: UpstreamFailure) {
    super(status, message);
  }
}

/** Creates an upstream client; the cache keeps at most `maxEntries` answers for `ttlMs`, oldest evicted first. */
export function createCachedUpstream(opts: { name: string; baseUrl: string; timeoutMs: number; ttlMs: number; maxEntries: number; fetch?: typeof fetch }): CachedUpstream {
  const cache = new Map<string, { at: number; value: unknown }>();
  const doFetch = opts.fetch ?? fetch;
  let hits = 0;
  return {
    get hits() { return hits; },
    async getJson(path: string) {
      const url = opts.baseUrl.replace(/\/$/, '') + path;
      const cached = cache.get(url);
      if (cached && Date.now() - cached.at < opts.ttlMs) {
        hits++;
        // Re-insert so eviction drops the least recently used entry.
        cache.delete(url);
        cache.set(url, cached);
        return cached.value;
      }
      let res: Response;
      try {
        res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs), headers: { accept: 'application/json' } });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new UpstreamError(timedOut ? 504 : 502, timedOut
          ? `${opts.name} did not answer within ${opts.timeoutMs / 1000} s. Try again later.`
          : `${opts.name} could not be reached. Check the network or try again later.`, timedOut ? 'timeout' : 'unreachable');
      }
      if (!res.ok) throw new UpstreamError(502, `${opts.name} answered with an error (${res.status}). Try again later.`, 'badAnswer');
      let value: unknown;
      try {
        value = await res.json();
      } catch {
        throw new UpstreamError(502, `${opts.name} sent an answer that is not JSON.`, 'badAnswer');
      }
      cache.set(url, { at: Date.now(), value });
      if (cache.size > opts.maxEntries) cache.delete(cache.keys().next().value!);
      return value;
    },
  };
}
