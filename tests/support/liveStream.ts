/** One server-sent event as a client sees it. */
export interface LiveEvent {
  id?: string;
  event: string;
  data: any;
}

/** An open GET /api/live stream: every event so far, waiting for the next matching one, and whether it ended. */
export interface LiveStream {
  status: number;
  events: LiveEvent[];
  /** Resolves with the first event (from `from` on) that `match` accepts; rejects after `ms` or when the stream ended without one. */
  next(match: (e: LiveEvent) => boolean, ms?: number, from?: number): Promise<LiveEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/live on `url` with these headers (a bearer token, a cookie, Last-Event-ID) and reads it as it comes. */
export async function openLive(url: string, headers: Record<string, string>): Promise<LiveStream> {
  const ac = new AbortController();
  const res = await fetch(`${url}/api/live`, { headers, signal: ac.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const wake = () => { for (const w of [...waiters]) w(); };
  const ended = (async () => {
    if (!res.ok || !res.body) { done = true; return; }
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const e: LiveEvent = { event: 'message', data: undefined };
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data === undefined) continue; // a comment or `retry:`
          e.data = JSON.parse(data);
          events.push(e);
          wake();
        }
      }
    } catch { /* aborted by close() */ }
    done = true;
    wake();
  })();
  return {
    status: res.status,
    events,
    ended,
    next(match, ms = 5000, from = 0) {
      return new Promise((ok, fail) => {
        const check = () => {
          const hit = events.slice(from).find(match);
          if (hit) { cleanup(); ok(hit); } else if (done) { cleanup(); fail(new Error(`stream ended without the event; got ${JSON.stringify(events)}`)); }
        };
        const timer = setTimeout(() => { cleanup(); fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`)); }, ms);
        const cleanup = () => { clearTimeout(timer); waiters.delete(check); };
        waiters.add(check);
        check();
      });
    },
    close: () => ac.abort(),
  };
}
