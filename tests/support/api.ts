/** One HTTP answer as tests look at it: status, parsed JSON body (or text), headers. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Something with a base URL: a TestServer. */
export interface HasUrl {
  url: string;
}

/** A small API client bound to one server and (optionally) one bearer token. */
export interface ApiClient {
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
}

/** Builds an ApiClient: JSON bodies out, JSON (or text) bodies back, `Authorization: Bearer token` when given. */
export function api(server: HasUrl, token?: string): ApiClient {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const h: Record<string, string> = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(server.url + path, { method, headers: h, body: payload, redirect: 'manual' });
    // An event stream (GET /api/live) never ends: its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, body: '', headers: res.headers };
    }
    const text = await res.text();
    let parsed: any = text;
    try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON: keep the text */ }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body ?? {}, headers),
  };
}

/** A kind's list as `GET /api/{x}` answers it (`data[listKey]`), failing the test on any other status than 200. */
export async function storedList<T>(client: ApiClient, kind: { entity: string; listKey: string }): Promise<T[]> {
  const res = await client.get(`/api/${kind.entity}`);
  if (res.status !== 200) throw new Error(`GET /api/${kind.entity} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data[kind.listKey] as T[];
}

/** The id of the stored item of a kind with this title (the demo's "Opera house roof"); fails the test when there is none. */
export async function storedIdOf(client: ApiClient, kind: { entity: string; listKey: string }, title: string): Promise<number> {
  const found = (await storedList<{ id: number; title: string }>(client, kind)).find((x) => x.title === title);
  if (!found) throw new Error(`no ${kind.entity} titled “${title}”`);
  return found.id;
}
