import { Agent, request } from 'node:http';

/** One author saving items of the company: a session token and the web pages only this author writes. */
export interface StaleWriter {
  token: string;
  ids: number[];
  /** Publish each save right after it (an editor's token): what visitors' reads (`published` reads) get to see. */
  publish?: boolean;
}

/** What a mixed load reads and writes. */
export interface StaleLoadOptions {
  /** The server the readers read from. */
  readUrl: string;
  /** The server the authors write through (another process on the same database, or the same server). */
  writeUrl: string;
  /**
   * The paths each reader reads in turn, with their Authorization header (e.g. the delivery list with an API key).
   * `published`: it shows published versions only (the delivery API), so it is checked against acknowledged publishes, not saves.
   */
  reads: { path: string; authorization: string; published?: boolean }[];
  readers: number;
  writers: StaleWriter[];
  seconds: number;
}

/** What a mixed load did, and every stale answer it met. */
export interface StaleLoadResult {
  reads: number;
  writes: number;
  /** Item values checked against a write acknowledged before the read was sent. */
  checked: number;
  /** One line per stale answer: which read, which item, what it showed and what had been acknowledged. */
  stale: string[];
  seconds: number;
  /** Each save's time from sending to its answer, in ms, in the order they ended. */
  saveMs: number[];
}

interface Ack {
  at: number;
  seq: number;
}

/** One GET on a keep-alive agent: status and body. */
function get(agent: Agent, url: string, authorization: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((ok, fail) => {
    request(url, { agent, headers: { authorization } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

function post(agent: Agent, url: string, authorization: string, body: unknown): Promise<{ status: number; json: any }> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((ok, fail) => {
    request(url, { agent, method: 'POST', headers: { authorization, 'content-type': 'application/json', 'content-length': data.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        try { ok({ status: res.statusCode ?? 0, json: JSON.parse(text) }); } catch { fail(new Error(`POST ${url}: ${res.statusCode} ${text.slice(0, 200)}`)); }
      });
    }).on('error', fail).end(data);
  });
}

/** The title a list answer shows for item `id` (compact or jsonb-spaced JSON), without parsing the whole answer. */
export function titleIn(body: string, id: number): string | undefined {
  let at = body.indexOf(`{"id":${id},`);
  if (at < 0) at = body.indexOf(`{"id": ${id},`);
  if (at < 0) return undefined;
  const next = body.indexOf('{"id":', at + 6);
  const m = /"title": ?"((?:[^"\\]|\\.)*)"/.exec(body.slice(at, next < 0 ? undefined : next));
  return m ? (JSON.parse(`"${m[1]}"`) as string) : undefined;
}

const MARK = /^Mixed (\d+)-(\d+)$/;

/**
 * Readers read the lists as fast as they are answered while each author saves their items in turn
 * (title `Mixed <writer>-<seq>`), every save awaited before the next. Each answer is checked: every
 * item saved and acknowledged before the read was sent must show that save or a later one of it.
 */
export async function runStaleReadLoad(opts: StaleLoadOptions): Promise<StaleLoadResult> {
  const acks = new Map<number, Ack[]>();
  const publishes = new Map<number, Ack[]>();
  const result: StaleLoadResult = { reads: 0, writes: 0, checked: 0, stale: [], seconds: opts.seconds, saveMs: [] };
  const start = performance.now();
  const end = start + opts.seconds * 1000;
  const agents: Agent[] = [];
  const agent = () => { const a = new Agent({ keepAlive: true, maxSockets: 1 }); agents.push(a); return a; };

  const writer = async (w: StaleWriter, index: number) => {
    const a = agent();
    const auth = `Bearer ${w.token}`;
    const versions = new Map<number, number>();
    const urls = new Map<number, string>();
    // The items' versions and urls, read once.
    for (const id of w.ids) {
      const res = await get(a, `${opts.writeUrl}/api/web_page/${id}`, auth);
      const { data } = JSON.parse(res.body.toString());
      // The one-item answer keeps its item under `items` (SPEC §7's envelope).
      const item = data.items ?? data;
      versions.set(id, item.version);
      urls.set(id, item.url);
    }
    for (let seq = 1; performance.now() < end; seq++) {
      const id = w.ids[seq % w.ids.length];
      const sentAt = performance.now();
      const { status, json } = await post(a, `${opts.writeUrl}/api/web_page/update/${id}`, auth, { version: versions.get(id), title: `Mixed ${index}-${seq}`, url: urls.get(id) });
      if (status !== 200) throw new Error(`save of ${id} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
      const at = performance.now();
      result.saveMs.push(at - sentAt);
      versions.set(id, (json.data.items ?? json.data).version);
      (acks.get(id) ?? acks.set(id, []).get(id)!).push({ at, seq });
      result.writes++;
      if (w.publish) {
        const published = await get(a, `${opts.writeUrl}/api/web_page/publish/${id}`, auth);
        if (published.status !== 200) throw new Error(`publish of ${id} answered ${published.status}: ${published.body.toString().slice(0, 200)}`);
        versions.set(id, JSON.parse(published.body.toString()).data.version);
        (publishes.get(id) ?? publishes.set(id, []).get(id)!).push({ at: performance.now(), seq });
        result.writes++;
      }
    }
  };

  const reader = async (index: number) => {
    const a = agent();
    for (let n = index; performance.now() < end; n++) {
      const read = opts.reads[n % opts.reads.length];
      const sentAt = performance.now();
      const res = await get(a, opts.readUrl + read.path, read.authorization);
      if (res.status !== 200) throw new Error(`GET ${read.path} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
      result.reads++;
      const body = res.body.toString();
      for (const [id, list] of read.published ? publishes : acks) {
        // The last save of this item acknowledged before the read was sent.
        let last: Ack | undefined;
        for (let i = list.length - 1; i >= 0; i--) if (list[i].at < sentAt) { last = list[i]; break; }
        if (!last) continue;
        result.checked++;
        const shown = titleIn(body, id);
        const m = shown === undefined ? null : MARK.exec(shown);
        if (!m || Number(m[2]) < last.seq) {
          result.stale.push(`${read.path} sent ${(sentAt - start).toFixed(1)} ms in: item ${id} showed ${JSON.stringify(shown)}, save ${last.seq} acknowledged at ${(last.at - start).toFixed(1)} ms`);
        }
      }
    }
  };

  try {
    await Promise.all([...opts.writers.map(writer), ...Array.from({ length: opts.readers }, (_, i) => reader(i))]);
  } finally {
    for (const a of agents) a.destroy();
  }
  result.seconds = (performance.now() - start) / 1000;
  return result;
}
