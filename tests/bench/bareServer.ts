import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One answer the bare server repeats: the exact bytes and content-type the real server sent. */
export interface BareAnswer {
  body: Buffer;
  contentType: string;
}

/** A running bare server process. */
export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

const SELF = fileURLToPath(import.meta.url);

/**
 * Baseline of the API bench: a bare `node:http` server in its own process answering fixed bytes per
 * path — no auth, no database, no framework — so the ratio shows what everything else costs.
 */
export async function startBareServer(answers: Record<string, BareAnswer>): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-bare-'));
  const spec: Record<string, { file: string; contentType: string }> = {};
  Object.entries(answers).forEach(([path, a], i) => {
    const file = join(dir, `answer-${i}`);
    writeFileSync(file, a.body);
    spec[path] = { file, contentType: a.contentType };
  });
  writeFileSync(join(dir, 'spec.json'), JSON.stringify(spec));
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, join(dir, 'spec.json')], { cwd: resolve(SELF, '../../..'), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((ok, fail) => {
    child.stdout!.on('data', (b: Buffer) => { const m = /listening on http:\/\/[^:]+:(\d+)/.exec(b.toString()); if (m) ok(Number(m[1])); });
    child.once('exit', (code) => fail(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((ok) => { child.once('exit', () => { rmSync(dir, { recursive: true, force: true }); ok(); }); child.kill('SIGTERM'); }),
  };
}

if (process.argv[1] === SELF) {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, { file: string; contentType: string }>;
  const routes = new Map(Object.entries(spec).map(([path, s]) => [path, { body: readFileSync(s.file), contentType: s.contentType }]));
  const server = createServer((req, res) => {
    const answer = routes.get(req.url ?? '');
    if (!answer) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`bare server listening on http://127.0.0.1:${(server.address() as { port: number }).port}`));
}
