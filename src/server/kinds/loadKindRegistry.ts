import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createKindRegistry, type KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord } from '../../core/defineKind.ts';
import { createSchemaCheck } from './createSchemaCheck.ts';
import { createAjv } from './createAjv.ts';
import { builtPluginsFor } from './builtPlugins.ts';
import { pluginFolders } from './pluginFolders.ts';

/**
 * Discovers `plugins/*\/index.ts` (and each kind's `server.ts`) under the root (and under each extra root, e.g. the test-only kinds
 * of `tests/kinds`), imports them and builds the checked, frozen registry.
 */
export async function loadKindRegistry(rootDir: string, extraRoots: readonly string[] = []): Promise<KindRegistry> {
  const modules: Record<string, unknown> = {};
  const serverModules: Record<string, unknown> = {};
  for (const root of [rootDir, ...extraRoots]) {
    const built = builtPluginsFor(root);
    for (const folder of built ? Object.keys(built).sort() : pluginFolders(root)) {
      const file = join(relative(rootDir, root), 'plugins', folder, 'index.ts').replace(/\\/g, '/');
      if (built) {
        // The server build compiled this root's kinds in (it is rebuilt whenever plugins/ changes).
        modules[file] = built[folder].index;
        if (built[folder].server) serverModules[file.replace(/index\.ts$/, 'server.ts')] = built[folder].server;
        continue;
      }
      modules[file] = await import(pathToFileURL(join(root, 'plugins', folder, 'index.ts')).href);
      // The kind's server-only parts (endpoints, multipart decoding): never in the console's bundle.
      if (existsSync(join(root, 'plugins', folder, 'server.ts'))) {
        serverModules[file.replace(/index\.ts$/, 'server.ts')] = await import(pathToFileURL(join(root, 'plugins', folder, 'server.ts')).href);
      }
    }
  }
  const check = createSchemaCheck(rootDir, createAjv);
  const registry = createKindRegistry(modules, { compileSchema: (schema) => check.compile(schema) }, serverModules);
  check.save();
  return registry;
}

/**
 * Each kind's sample records from `plugins/<id>/fixtures.ts` (absent file: none), under the kind id;
 * a variant's own (`variantFixtures: { legacy: [...] }`) under `<id>:<variant>`; a demo client's own
 * content (`clientFixtures: { fjord: [...] }`) under `<id>@<client>`.
 */
export async function loadFixtures(rootDir: string): Promise<Record<string, KindRecord[]>> {
  const out: Record<string, KindRecord[]> = {};
  const built = builtPluginsFor(rootDir);
  for (const folder of built ? Object.keys(built).sort() : pluginFolders(rootDir)) {
    const file = join(rootDir, 'plugins', folder, 'fixtures.ts');
    const load = built ? built[folder].fixtures : existsSync(file) ? () => import(pathToFileURL(file).href) : undefined;
    if (!load) continue;
    const mod = (await load()) as { fixtures?: KindRecord[]; variantFixtures?: Record<string, KindRecord[]>; clientFixtures?: Record<string, KindRecord[]> };
    out[folder] = mod.fixtures ?? [];
    for (const [variant, records] of Object.entries(mod.variantFixtures ?? {})) out[`${folder}:${variant}`] = records;
    for (const [client, records] of Object.entries(mod.clientFixtures ?? {})) out[`${folder}@${client}`] = records;
  }
  return out;
}
