import { API_BASE, API_HEADERS } from '../../core/apiConventions.ts';

/** Loads `GET /api{path}` and resolves the JSON body; rejects with the server's `message` on a failure. */
export type EmulatorLoad = (path: string) => Promise<unknown>;

/**
 * A quiet GET client for the preview: unlike the console's main client it shows no toast, because a
 * preview failure (Vimeo offline, a deleted item) is shown in place, inside the phone. `getAuth` gives
 * the headers that authenticate a call at call time (the console's: sessionHeaders), null when signed
 * out. Items come in `language` (the content language) when given.
 */
export function createEmulatorLoader(getAuth: () => Record<string, string> | null, fetchImpl: typeof fetch = fetch, language?: string): EmulatorLoad {
  return async (path) => {
    const auth = getAuth();
    const headers: Record<string, string> = { ...auth };
    if (auth && language) headers[API_HEADERS.language] = language;
    const res = await fetchImpl(`${API_BASE}${path}`, { headers });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new Error(typeof message === 'string' && message ? message : `HTTP ${res.status}`);
    }
    return body;
  };
}

// The answers each cached loader already holds, so a screen shown again renders them without waiting.
const answered = new WeakMap<EmulatorLoad, ReadonlyMap<string, unknown>>();

/** Wraps a loader so each path is fetched once (hover detail is cached per id); failures are forgotten so a later look retries. */
export function cachedLoader(load: EmulatorLoad): EmulatorLoad {
  const cache = new Map<string, Promise<unknown>>();
  const done = new Map<string, unknown>();
  const cached: EmulatorLoad = (path) => {
    let hit = cache.get(path);
    if (!hit) {
      hit = load(path);
      cache.set(path, hit);
      hit.then((body) => { done.set(path, body); }, () => cache.delete(path));
    }
    return hit;
  };
  answered.set(cached, done);
  return cached;
}

/**
 * The answer a cached loader already has for `path`, at once (undefined: not loaded yet, or not a
 * cached loader): going Back to an opened item, or hovering an item again, shows it without a
 * loading flash.
 */
export function cachedAnswer(load: EmulatorLoad, path: string): { body: unknown } | undefined {
  const done = answered.get(load);
  return done?.has(path) ? { body: done.get(path) } : undefined;
}
