/** The one thin query interface the server uses; PGlite and PostgreSQL both implement it. */
export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Inside a transaction whose statements are sent before it has begun (the embedded database's thread):
   * resolves once it has, i.e. once every statement before it has ended. Absent: the transaction had begun when `fn` was called.
   */
  began?(): Promise<void>;
  /**
   * Runs `fn` once what was written through this handle is committed: at once outside a transaction, after the
   * outermost transaction commits inside one (never when it rolls back). Absent where the layer cannot tell (see watchWrites).
   */
  afterCommit?(fn: () => void): void;
  /** False while a connection failure is the last thing the database layer saw (PostgreSQL); absent when it cannot tell. */
  reachable?(): boolean;
}
