import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveKind, type KindDefinition, type KindRecord, type ResolvedKind } from '../../src/core/defineKind.ts';

/** Repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** One discovered plugin folder with everything the contract test checks. */
export interface DiscoveredKind {
  folder: string;
  file: string;
  module: Record<string, unknown>;
  definition: KindDefinition;
  kind: ResolvedKind;
  fixturesModule?: Record<string, unknown>;
}

/** Names of every `plugins/<folder>/index.ts`, sorted; read synchronously so tests can be generated per kind. */
export function pluginFolders(): string[] {
  const dir = join(ROOT, 'plugins');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** Imports one plugin (and its fixtures, when present) the way the server discovers it. */
export async function discoverKind(folder: string): Promise<DiscoveredKind> {
  const file = `plugins/${folder}/index.ts`;
  const module = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
  const definition = module.default as KindDefinition;
  const fixturesFile = join(ROOT, 'plugins', folder, 'fixtures.ts');
  const fixturesModule = existsSync(fixturesFile)
    ? ((await import(pathToFileURL(fixturesFile).href)) as Record<string, unknown>)
    : undefined;
  return { folder, file, module, definition, kind: resolveKind(definition), fixturesModule };
}

/** Parses a JSON file under the repository root. */
export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
}

/** The fixtures a plugin exports (`export const fixtures`), or undefined. */
export function fixturesOf(d: DiscoveredKind): KindRecord[] | undefined {
  return d.fixturesModule?.fixtures as KindRecord[] | undefined;
}
