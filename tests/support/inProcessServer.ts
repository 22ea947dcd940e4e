import { format } from 'node:util';
import { DatabaseUnavailableError } from '../../src/server/errors/databaseUnavailableError.ts';

/** One boot of the server inside this test worker: where it listens and how to stop it. */
export interface InProcessBoot {
  port: number;
  stop(): Promise<void>;
}

// What the server prints while it runs in this worker goes to the output of every server running here, as
// a spawned server's stdout would (tests read it for failures logged); it is not echoed, as a child's is not.
const listeners = new Set<(line: string) => void>();
let consolePatched = false;

function patchConsole() {
  if (consolePatched) return;
  consolePatched = true;
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      if (!listeners.size) { original(...args); return; }
      const line = `${format(...args)}\n`;
      for (const listen of listeners) listen(line);
    };
  }
  // The server's own entry point (src/server/main.ts) lets a database outage pass unhandled work; so does a worker hosting it.
  process.on('unhandledRejection', (err) => {
    if (err instanceof DatabaseUnavailableError || (err as { cause?: unknown } | undefined)?.cause instanceof DatabaseUnavailableError) return;
    throw err;
  });
}

/**
 * Starts the real server (src/server/startServer.ts: kinds, migrations, seed, Hono on node:http) inside this
 * worker on `port` (0: a free one), configured from `env` exactly as the process reads its environment.
 */
export async function bootInProcess(env: Record<string, string | undefined>, port: number, onOutput: (text: string) => void): Promise<InProcessBoot> {
  patchConsole();
  const [{ readConfig }, { startServer }] = await Promise.all([import('../../src/server/config.ts'), import('../../src/server/startServer.ts')]);
  listeners.add(onOutput);
  try {
    const config = readConfig({ ...env, PORT: String(port) });
    const running = await startServer(config);
    const bound = Number(new URL(running.url).port);
    onOutput(`Tourbench listening on ${running.url}\n`);
    return {
      port: bound,
      async stop() {
        try { await running.stop(); } finally { listeners.delete(onOutput); }
      },
    };
  } catch (err) {
    listeners.delete(onOutput);
    throw err;
  }
}
