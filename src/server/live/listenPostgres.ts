import pg from 'pg';

/** A LISTEN connection: `close` ends it for good. */
export interface Listening {
  close(): Promise<void>;
}

/** How long a lost LISTEN connection waits before connecting again. */
export const RELISTEN_MS = 1000;

/**
 * A dedicated connection (not one of the pool's: LISTEN belongs to a session) that LISTENs on
 * `channel` and hands each payload to `heard`. When it is lost (a restart, a failover) it connects
 * again every RELISTEN_MS; `resumed` runs after each reconnect, so the caller can read what it missed.
 */
export function listenPostgres(url: string, channel: string, heard: (payload: string) => void, resumed: () => void, log: (line: string) => void): Listening {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lost = false;

  const again = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => { timer = undefined; void connect(); }, RELISTEN_MS);
    timer.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    client = c;
    const drop = () => {
      if (client !== c) return;
      client = undefined;
      if (!lost && !stopped) log('Live events: the LISTEN connection to PostgreSQL was lost; reconnecting.');
      lost = true;
      c.end().catch(() => {});
      again();
    };
    c.on('error', drop);
    c.on('end', drop);
    c.on('notification', (n) => { if (n.payload) heard(n.payload); });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch {
      drop();
      return;
    }
    if (stopped) { await c.end().catch(() => {}); return; }
    if (lost) {
      lost = false;
      log('Live events: listening to PostgreSQL again.');
      resumed();
    }
  };
  void connect();
  return {
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
