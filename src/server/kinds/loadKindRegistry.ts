import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createKindRegistry, type KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord } from '../../core/defineKind.ts';
import { createAjv } from './createAjv.ts';

function pluginFolders(rootDir: string): string[] {
  const dir = join(rootDir, 'plugins');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** Discovers `plugins/*\/index.ts`, imports them and builds the checked, frozen registry. */
export async function loadKindRegistry(rootDir: string): Promise<KindRegistry> {
  const modules: Record<string, unknown> = {};
  for (const folder of pluginFolders(rootDir)) {
    const file = `plugins/${folder}/index.ts`;
    modules[file] = await import(pathToFileURL(join(rootDir, file)).href);
  }
  const ajv = createAjv();
  return createKindRegistry(modules, { compileSchema: (schema) => void ajv.compile(schema) });
}

/** Each kind's sample records from `plugins/<id>/fixtures.ts` (absent file: none). */
export async function loadFixtures(rootDir: string): Promise<Record<string, KindRecord[]>> {
  const out: Record<string, KindRecord[]> = {};
  for (const folder of pluginFolders(rootDir)) {
    const file = join(rootDir, 'plugins', folder, 'fixtures.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { fixtures?: KindRecord[] };
    out[folder] = mod.fixtures ?? [];
  }
  return out;
}
