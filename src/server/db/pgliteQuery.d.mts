import type { PGlite } from '@electric-sql/pglite';

/** The rows of `sql` with `params` on `pg`, in one call into PGlite's backend (pgliteQuery.mjs). */
export function pgliteRows<T>(pg: PGlite, sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]>;
