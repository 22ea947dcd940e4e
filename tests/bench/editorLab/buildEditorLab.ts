import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Base path the editor lab is served under (intercepted by playwright, nothing listens). */
export const EDITOR_LAB_BASE = '/editor-lab/';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the editor bench page with Vite (production React) into a temp dir. */
export async function buildEditorLab(): Promise<{ dir: string; dispose(): void }> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const dir = mkdtempSync(join(tmpdir(), 'editor-lab-'));
  await build({
    configFile: false, root: resolve(import.meta.dirname), base: EDITOR_LAB_BASE, plugins: [react()], logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Serves the built lab under `{origin}/editor-lab/`, cross-origin isolated for fine performance.now(). */
export async function routeEditorLab(page: Page, origin: string, dir: string): Promise<void> {
  await page.route(`${origin}${EDITOR_LAB_BASE}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(EDITOR_LAB_BASE.length) || 'index.html';
    let body: Buffer | null = null;
    try { body = readFileSync(join(dir, path.replace(/\.\.+/g, ''))); } catch { /* 404 below */ }
    if (!body) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, body, headers: {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-resource-policy': 'same-origin',
    } });
  });
}
