// The embedded database on a thread of its own (see pgliteThread.ts, which speaks to it). Plain JavaScript:
// a worker needs no TypeScript loader then (under tsx, vitest or a build alike), and its isolate holds none.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteRows } from './pgliteQuery.mjs';

// Start parameters as openPglite's pgliteStartParams makes them (the sending side computes them).
const { dir, startParams, wasmModule, fsBundle } = workerData;

// What a failed query becomes across the thread boundary: its message and its plain own fields (code, detail, …).
function errorOf(err) {
  const out = { message: err instanceof Error ? err.message : String(err), fields: {} };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out.fields[k] = v;
    }
  }
  return out;
}

const reply = (id, run) => run.then(
  (value) => parentPort.postMessage({ id, value }),
  (err) => parentPort.postMessage({ id, error: errorOf(err) }),
);

let pg;

// The statements of one open transaction, in the order sent, taken one at a time.
class Queue {
  items = [];
  waiters = [];
  push(op) { const w = this.waiters.shift(); if (w) w(op); else this.items.push(op); }
  next() { return this.items.length ? Promise.resolve(this.items.shift()) : new Promise((resolve) => this.waiters.push(resolve)); }
}
const open = new Map();

// BEGIN answers the `begin` message; COMMIT (or ROLLBACK) answers the `end` message.
function begin(id, tx) {
  const queue = new Queue();
  open.set(tx, queue);
  let endId;
  pg.transaction(async (t) => {
    parentPort.postMessage({ id, value: 'started' });
    for (;;) {
      const op = await queue.next();
      if (op.type === 'end') {
        endId = op.id;
        if (op.rollback) await t.rollback();
        return;
      }
      await reply(op.id, op.type === 'query' ? pgliteRows(pg, op.sql, op.params, true) : t.exec(op.sql).then(() => undefined));
    }
  }).then(
    () => parentPort.postMessage({ id: endId, value: undefined }),
    (err) => {
      const error = errorOf(err);
      // Statements sent before the transaction could start (the sender does not wait for BEGIN) get its failure too.
      for (const op of queue.items.splice(0)) parentPort.postMessage({ id: op.id, error });
      parentPort.postMessage({ id: endId ?? id, error });
    },
  ).finally(() => open.delete(tx));
}

parentPort.on('message', (op) => {
  if (op.tx !== undefined && op.type !== 'begin') {
    const queue = open.get(op.tx);
    // A statement sent after its transaction ended is refused, as PGlite refuses it; it must not end this thread.
    if (queue) queue.push(op);
    else parentPort.postMessage({ id: op.id, error: { message: 'Transaction is closed', fields: {} } });
    return;
  }
  switch (op.type) {
    case 'open':
      reply(op.id, PGlite.create(dir, { startParams, pgliteWasmModule: wasmModule, fsBundle }).then((db) => { pg = db; }));
      return;
    case 'query':
      reply(op.id, pgliteRows(pg, op.sql, op.params, false));
      return;
    case 'exec':
      reply(op.id, pg.exec(op.sql).then(() => undefined));
      return;
    case 'begin':
      begin(op.id, op.tx);
      return;
    case 'close':
      reply(op.id, pg && !pg.closed ? pg.close() : Promise.resolve());
      return;
  }
});
