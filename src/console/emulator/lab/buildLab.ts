import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Base path the lab is served under in the browser (intercepted by playwright, never by the server). */
export const LAB_BASE = '/emulator-lab/';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.wav': 'audio/wav' };

/** Builds the emulator lab page with Vite (production React, no dev overhead) into a temp dir. Node only. */
export async function buildLab(): Promise<{ dir: string; dispose(): void }> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const dir = mkdtempSync(join(tmpdir(), 'emulator-lab-'));
  await build({
    configFile: false,
    root: resolve(import.meta.dirname),
    base: LAB_BASE,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Serves the built lab under `{origin}/emulator-lab/` in this page, plus extra in-memory files (e.g. test audio). */
export async function routeLab(page: Page, origin: string, dir: string, extra: Record<string, Buffer> = {}): Promise<void> {
  await page.route(`${origin}${LAB_BASE}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(LAB_BASE.length) || 'index.html';
    const body = extra[path] ?? (() => { try { return readFileSync(join(dir, path.replace(/\.\.+/g, ''))); } catch { return null; } })();
    if (!body) return route.fulfill({ status: 404, body: 'not found' });
    // Cross-origin isolation gives performance.now() its fine (5 µs) resolution instead of 100 µs.
    return route.fulfill({ status: 200, body, headers: {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-resource-policy': 'same-origin',
    } });
  });
}
