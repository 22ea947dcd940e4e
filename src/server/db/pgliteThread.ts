import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from './Db.ts';
import { asUnavailable } from './databaseUnavailable.ts';
import { pgliteStartParams } from './openPglite.ts';

/** What every PGlite thread of this process shares: PostgreSQL's compiled WASM and its file bundle. */
interface PgliteAssets { wasmModule: WebAssembly.Module; fsBundle: Blob }
let assets: Promise<PgliteAssets> | undefined;

// Read and compiled once per process and handed to each thread (modules and blobs cross threads): a new
// thread would otherwise compile 9 MB of WASM again, ~0.5 s of CPU for every database opened.
function pgliteAssets(): Promise<PgliteAssets> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  assets ??= Promise.all([
    readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dist, 'pglite.data')).then((bytes) => new Blob([bytes])),
  ]).then(([wasmModule, fsBundle]) => ({ wasmModule, fsBundle }));
  return assets;
}

type Op = { type: 'open' | 'close' } | { type: 'query'; sql: string; params: unknown[] } | { type: 'exec'; sql: string } | { type: 'begin' } | { type: 'end'; rollback: boolean };

/**
 * Opens the embedded database in `dir` on a worker thread (pgliteWorker.mjs): PGlite's WASM runs
 * synchronously, so on the main thread every statement stops every HTTP answer until it is done — under
 * authors saving continuously, readers served from memory mostly waited for that. Statements and
 * transactions run in the order sent, as PGlite runs them (one at a time): a transaction's statements go to
 * it alone, others queue behind it. Errors come back with their fields (`code`, `detail`, …).
 */
export async function openPgliteThread(dir: string, settings: readonly string[]): Promise<Db> {
  const { wasmModule, fsBundle } = await pgliteAssets();
  // import.meta.dirname, not a URL of import.meta.url: the compiled server (src/build/buildServer.ts) rewrites it to this folder.
  const worker = new Worker(join(import.meta.dirname, 'pgliteWorker.mjs'), { workerData: { dir, startParams: pgliteStartParams(settings), wasmModule, fsBundle }, execArgv: [] });
  const waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: unknown) => void }>();
  let ids = 0;
  let txs = 0;
  let gone: Error | undefined;
  worker.on('message', (m: { id: number; value?: unknown; error?: { message: string; fields: Record<string, unknown> } }) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.fail(asUnavailable(Object.assign(new Error(m.error.message), m.error.fields)));
    else w.ok(m.value);
  });
  const fail = (err: Error) => {
    gone = err;
    for (const w of waiting.values()) w.fail(asUnavailable(err));
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('PGlite is closed')));
  const send = (op: Op, tx?: number) => new Promise<unknown>((ok, failed) => {
    if (gone) { failed(asUnavailable(gone)); return; }
    const id = ++ids;
    waiting.set(id, { ok, fail: failed });
    worker.postMessage({ ...op, id, tx });
  });

  const handle = (tx: number | undefined, started?: Promise<unknown>): Db => ({
    engine: 'pglite',
    ...(started ? { began: () => started.then(() => undefined) } : {}),
    query: async <T>(sql: string, params: unknown[] = []) => (await send({ type: 'query', sql, params }, tx)) as T[],
    exec: async (sql: string) => { await send({ type: 'exec', sql }, tx); },
    // PGlite runs one statement at a time, so a nested transaction simply reuses the open one.
    // BEGIN is not waited for: the thread queues the transaction's statements behind it, so the first one runs the
    // moment the transaction starts, not a round trip later (a trip the one connection would spend idle, holding the transaction).
    async transaction(fn) {
      if (tx !== undefined) return fn(handle(tx, started));
      const id = ++txs;
      const begun = send({ type: 'begin' }, id);
      begun.catch(() => undefined);
      let result;
      try {
        result = await fn(handle(id, begun));
        await begun;
      } catch (err) {
        await send({ type: 'end', rollback: true }, id).catch(() => undefined);
        // When BEGIN itself failed, its error is the one that explains the statements' failures.
        throw await begun.then(() => err, (beginError: unknown) => beginError);
      }
      await send({ type: 'end', rollback: false }, id);
      return result;
    },
    // Closing shuts PostgreSQL down cleanly (a checkpoint), so the next open needs no WAL replay.
    async close() {
      if (gone) return;
      await send({ type: 'close' });
      await worker.terminate();
    },
  });
  try {
    await send({ type: 'open' });
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return handle(undefined);
}
