// One statement with parameters on PGlite in a single call into its WASM backend. PGlite's own `query`
// makes six (parse, describe the statement, bind, describe the portal, execute, sync) to type its
// parameters first: per statement that cost more than running most of ours. Here the parameters become
// text by node-postgres's rules (pg's prepareValue), so a statement means the same on the embedded
// database as on PostgreSQL, and Parse/Bind/Describe/Execute/Sync go in as one buffer, as a socket client
// sends them. Plain JavaScript: the worker thread (pgliteWorker.mjs) loads it without a TypeScript loader.
import { parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

const { serialize } = protocol;

/** The rows of `sql` with `params` on `pg` (a PGlite), inside the transaction that is open on it when `inTransaction`. */
export function pgliteRows(pg, sql, params, inTransaction) {
  const run = () => pg._runExclusiveQuery(async () => {
    const values = params.map((p) => pgUtils.prepareValue(p));
    const message = Buffer.concat([serialize.parse({ text: sql }), serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    const messages = await pg.execProtocolStream(message, { syncToFs: false });
    // As PGlite's own query: the file system is brought up to date after a statement outside a transaction.
    if (!inTransaction) await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
  });
  // Outside a transaction it waits for an open one to end, as PGlite's own `query` does.
  return inTransaction ? run() : pg._runExclusiveTransaction(run);
}
