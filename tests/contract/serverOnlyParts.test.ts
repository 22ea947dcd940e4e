import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { ROOT } from './discoverKinds.ts';

/** Every JavaScript file of the built console (`npm test` builds before it runs the tests). */
function builtScripts(): { file: string; text: string }[] {
  const dir = join(ROOT, 'dist', 'assets');
  if (!existsSync(dir)) throw new Error('dist/assets is missing: run `npm run build` first');
  return readdirSync(dir).filter((f) => f.endsWith('.js')).map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

describe("a kind's server-only parts (plugins/<id>/server.ts)", () => {
  it('are mounted by the server and absent from the browser bundle', async () => {
    const registry = await loadKindRegistry(ROOT);
    const withServer = registry.kinds.filter((k) => k.server);
    // Today: the story (multipart save, page removal), the game (challenge removal), the station (older multipart).
    expect(withServer.length).toBeGreaterThanOrEqual(3);
    const paths = withServer.flatMap((k) => (k.server!.endpoints ?? []).map((ep) => ep.path.replace(/:\w+$/, '')));
    expect(paths.length).toBeGreaterThan(0);
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const { file, text } of scripts) {
      for (const path of paths) expect(text.includes(path), `${file} carries ${path}`).toBe(false);
    }
  });

  it('keep a kind whose index has no server module working without one', async () => {
    const registry = await loadKindRegistry(ROOT);
    for (const kind of registry.kinds) {
      const hasModule = existsSync(join(ROOT, 'plugins', kind.id, 'server.ts'));
      expect(Boolean(kind.server), kind.id).toBe(hasModule);
    }
  });
});
