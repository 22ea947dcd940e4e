import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Bench } from 'tinybench';
import { startServer } from '../support/startServer.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** One row of the bench table: a measurement next to its same-run baseline. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  note?: string;
}

async function spawnUntilListening(args: string[], env: Record<string, string>): Promise<{ port: number; ms: number; kill(): Promise<void> }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => { out += b; const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out); if (m) ok(Number(m[1])); });
    child.stderr!.on('data', (b: Buffer) => { out += b; });
    child.on('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
  });
  // "First answered request": the server must answer, not just bind.
  await fetch(`http://127.0.0.1:${port}/api/web_page`).then((r) => r.arrayBuffer());
  const ms = performance.now() - t0;
  return { port, ms, kill: () => new Promise((ok) => { child.once('exit', () => ok()); child.kill('SIGTERM'); }) };
}

/** API throughput against a bare Hono baseline, and cold start to first answer with PGlite. */
export async function serverBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = await startServer();
  const token = await server.login();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const existing = ((await (await fetch(`${server.url}/api/web_page`, { headers })).json()) as { data: { items: unknown[] } }).data.items.length;
  for (let i = existing; i < 1000; i++) {
    await fetch(`${server.url}/api/web_page`, { method: 'POST', headers, body: JSON.stringify({ title: `Page ${i}`, url: `https://example.org/p/${i}` }) });
  }
  const listBody = await (await fetch(`${server.url}/api/web_page`, { headers })).text();
  // Every page translated into es (issue 15): the worst case of a list in a non-base language.
  const esHeaders = { ...headers, 'x-language-code': 'es' };
  for (const page of (JSON.parse(listBody) as { data: { items: { id: number; version: number; title: string }[] } }).data.items) {
    await fetch(`${server.url}/api/web_page/update/${page.id}`, { method: 'POST', headers: esHeaders, body: JSON.stringify({ version: page.version, title: `Página ${page.title}` }) });
  }
  const firstId = (JSON.parse(listBody) as { data: { items: { id: number }[] } }).data.items[500].id;
  const itemBody = await (await fetch(`${server.url}/api/web_page/${firstId}`, { headers })).text();
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-bench-'));
  writeFileSync(join(dir, 'list.json'), listBody);
  writeFileSync(join(dir, 'item.json'), itemBody);
  const bare = await spawnUntilListening(['tests/bench/bareServer.ts', join(dir, 'list.json'), join(dir, 'item.json')], {});
  const bareUrl = `http://127.0.0.1:${bare.port}`;

  const bench = new Bench({ time: 3000, warmup: true });
  const get = (url: string, auth: boolean) => async () => { await (await fetch(url, auth ? { headers } : {})).arrayBuffer(); };
  bench
    .add('tourbench GET list (1000)', get(`${server.url}/api/web_page`, true))
    .add('bare hono GET list (1000)', get(`${bareUrl}/api/web_page`, false))
    .add('tourbench GET list (1000) in es', async () => { await (await fetch(`${server.url}/api/web_page`, { headers: esHeaders })).arrayBuffer(); })
    .add('tourbench GET one', get(`${server.url}/api/web_page/${firstId}`, true))
    .add('bare hono GET one', get(`${bareUrl}/api/web_page/${firstId}`, false));
  await bench.run();
  const hz = (name: string) => {
    const result = bench.tasks.find((t) => t.name === name)!.result;
    if (!('throughput' in result)) throw new Error(`${name}: ${result.state}`);
    return result.throughput.mean;
  };
  for (const what of ['list (1000)', 'one']) {
    const ours = hz(`tourbench GET ${what}`);
    const base = hz(`bare hono GET ${what}`);
    rows.push({ name: `GET ${what} through the real server`, value: ours, unit: 'req/s', baseline: base, ratio: ours / base, note: 'baseline: bare Hono route, same JSON' });
  }
  const es = hz('tourbench GET list (1000) in es');
  const baseList = hz('tourbench GET list (1000)');
  rows.push({ name: 'GET list (1000) in a non-base language (es, all translated)', value: es, unit: 'req/s', baseline: baseList, ratio: es / baseList, note: 'baseline: the same list in the base language; budget ≥ 0.7' });
  await bare.kill();
  await server.stop();

  // Cold start: a fresh data dir pays initdb + migrations + seed; an existing one only opens.
  const coldBare = await spawnUntilListening(['tests/bench/bareServer.ts', join(dir, 'list.json'), join(dir, 'item.json')], {});
  await coldBare.kill();
  const freshDir = mkdtempSync(join(tmpdir(), 'tourbench-cold-'));
  const env = { PORT: '0', DATA_DIR: freshDir, ADMIN_EMAIL: 'admin@demo.test', ADMIN_PASSWORD: 'Bench-password-1' };
  const fresh = await spawnUntilListening(['src/server/main.ts'], env);
  await fresh.kill();
  const warm = await spawnUntilListening(['src/server/main.ts'], env);
  await warm.kill();
  rows.push({ name: 'cold start, new PGlite data dir → first answer', value: fresh.ms, unit: 'ms', baseline: coldBare.ms, ratio: fresh.ms / coldBare.ms, note: 'baseline: bare Hono process start' });
  rows.push({ name: 'cold start, existing PGlite data dir → first answer', value: warm.ms, unit: 'ms', baseline: coldBare.ms, ratio: warm.ms / coldBare.ms, note: 'baseline: bare Hono process start' });
  return rows;
}
