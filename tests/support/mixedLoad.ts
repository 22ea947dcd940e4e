import { Agent, request } from 'node:http';

/** The calls a mixed-load client makes. */
export type CallType = 'list' | 'get' | 'update';

/** What the clients do: whose server, which kind and items, how many clients for how long. */
export interface MixedLoadOptions {
  url: string;
  token: string;
  /** The kind's API path segment, e.g. `web_page`. */
  entity: string;
  /** Items the clients read. */
  ids: number[];
  /** Items the clients update (few, so that clients collide and meet 409s). */
  hotIds: number[];
  clients: number;
  durationMs: number;
  /** The document an update sends (its version is added); `tag` is unique to this update. */
  doc(id: number, tag: string): Record<string, unknown>;
}

/** What the clients saw. */
export interface MixedLoadResult {
  seconds: number;
  /** Milliseconds of every answered call, per call type. */
  latencies: Record<CallType, number[]>;
  /** Answers per HTTP status. */
  statuses: Record<number, number>;
  /** Calls that got no HTTP answer at all (connection refused or reset, timeout). */
  networkErrors: string[];
  /** Answers the clients did not expect, e.g. a 5xx or a 409 without `{ message }`. */
  surprises: string[];
  /** Per item, the newest update answered 2xx: its version and tag. */
  acknowledged: Map<number, { version: number; tag: string }>;
}

interface Answer { status: number; body: any; ms: number }

/** Latency percentile (0..100) of a list of milliseconds; NaN for none. */
export function percentile(ms: number[], p: number): number {
  if (!ms.length) return NaN;
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `clients` independent clients against the real server for `durationMs`: each picks a list
 * (1 in 5), a get (2 in 5) or an update (2 in 5) at random. An update sends the version the client
 * last saw of that item (a get first when it saw none); a 409 makes it get the item again and go on.
 */
export async function mixedLoad(o: MixedLoadOptions): Promise<MixedLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.clients });
  const result: MixedLoadResult = { seconds: 0, latencies: { list: [], get: [], update: [] }, statuses: {}, networkErrors: [], surprises: [], acknowledged: new Map() };
  const base = new URL(o.url);
  const call = (type: CallType, method: string, path: string, body?: unknown) => new Promise<Answer | undefined>((ok) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const t0 = performance.now();
    const req = request({ host: base.hostname, port: base.port, method, path, agent, timeout: 60_000, headers: { authorization: `Bearer ${o.token}`, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - t0;
        const status = res.statusCode ?? 0;
        result.latencies[type].push(ms);
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        let parsed: any;
        try { parsed = type === 'list' && status < 400 ? undefined : JSON.parse(Buffer.concat(chunks).toString()); } catch { /* judged below */ }
        if (status >= 500 || (status >= 400 && typeof parsed?.message !== 'string')) result.surprises.push(`${method} ${path} → ${status} ${Buffer.concat(chunks).toString().slice(0, 200)}`);
        ok({ status, body: parsed, ms });
      });
      res.on('error', (err) => { result.networkErrors.push(`${method} ${path}: ${err.message}`); ok(undefined); });
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (err) => { result.networkErrors.push(`${method} ${path}: ${err.message}`); ok(undefined); });
    req.end(payload);
  });
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const started = performance.now();
  const until = started + o.durationMs;

  const client = async (n: number) => {
    const seen = new Map<number, number>();
    const get = async (id: number) => {
      const a = await call('get', 'GET', `/api/${o.entity}/${id}`);
      if (a?.status === 200) seen.set(id, a.body.data.items.version);
    };
    for (let seq = 0; performance.now() < until; seq++) {
      const dice = Math.random() * 5;
      if (dice < 1) { await call('list', 'GET', `/api/${o.entity}`); continue; }
      if (dice < 3) { await get(pick(o.ids)); continue; }
      const id = pick(o.hotIds);
      if (!seen.has(id)) await get(id);
      const version = seen.get(id);
      if (version === undefined) continue;
      const tag = `c${n}-${seq}`;
      const a = await call('update', 'POST', `/api/${o.entity}/update/${id}`, { ...o.doc(id, tag), version });
      if (a?.status === 200) {
        seen.set(id, a.body.data.version);
        const known = result.acknowledged.get(id);
        if (!known || known.version < a.body.data.version) result.acknowledged.set(id, { version: a.body.data.version, tag });
      } else if (a?.status === 409) await get(id);
    }
  };
  await Promise.all(Array.from({ length: o.clients }, (_, n) => client(n)));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}
