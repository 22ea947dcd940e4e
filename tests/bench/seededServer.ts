import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/startServer.ts';
import { callJson } from './benchHttp.ts';

/** How many web pages the API benches list. */
export const LIST_SIZE = 1000;

/** The real server on its own copy of the seeded data folder, signed in, with the web page ids in list order. */
export interface SeededServer {
  server: TestServer;
  token: string;
  ids: number[];
  /** Stops the server and removes its copy of the folder. */
  close(): Promise<void>;
}

/** Runs `work` over `items` with at most `width` calls in flight (PGlite queues them anyway; HTTP overlaps). */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => { while (next < items.length) await work(items[next++]); }));
}


async function seed(root?: string): Promise<string> {
  const server = await startServer({ root });
  try {
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = async () => (await callJson(`${server.url}/api/web_page`, { headers })).data.items as { id: number; version: number; title: string }[];
    const missing = Array.from({ length: Math.max(0, LIST_SIZE - (await list()).length) }, (_, i) => i);
    await inParallel(missing, 4, (i) => callJson(`${server.url}/api/web_page`, { method: 'POST', headers, body: JSON.stringify({ title: `Page ${i}`, url: `https://example.org/p/${i}` }) }));
    // Every page translated into es: the worst case of a list in a non-base language.
    const esHeaders = { ...headers, 'x-language-code': 'es' };
    await inParallel(await list(), 4, (page) => callJson(`${server.url}/api/web_page/update/${page.id}`, { method: 'POST', headers: esHeaders, body: JSON.stringify({ version: page.version, title: `Página ${page.title}` }) }));
  } finally {
    await server.stop();
  }
  return server.dataDir;
}

const seeded = new Map<string | undefined, Promise<string>>();

/**
 * A PGlite data folder holding LIST_SIZE web pages, each also in es; made once per bench process and
 * tree — `root`, another tree's server (an earlier commit's, tests/bench/commitTree.ts), seeds its own.
 */
export function seededDataDir(root?: string): Promise<string> {
  if (!seeded.has(root)) seeded.set(root, seed(root));
  return seeded.get(root)!;
}

/** A fresh copy of the seeded folder (an "existing data folder"); the caller removes it. */
export async function copyOfSeededDataDir(root?: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-bench-data-'));
  cpSync(await seededDataDir(root), dir, { recursive: true });
  return dir;
}

/** Starts the real server (tsx src/server/main.ts, PGlite) on a copy of the seeded folder, with `env` added to its environment. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<SeededServer> {
  const dataDir = await copyOfSeededDataDir();
  const server = await startServer({ dataDir, env });
  const token = await server.login();
  const ids = ((await callJson(`${server.url}/api/web_page`, { headers: { authorization: `Bearer ${token}` } })).data.items as { id: number }[]).map((x) => x.id);
  return {
    server, token, ids,
    async close() { await server.stop(); rmSync(dataDir, { recursive: true, force: true }); },
  };
}
