import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The kind folders under `rootDir/plugins` (each a folder with an index.ts), sorted: what the registry loads and the server build compiles in. */
export function pluginFolders(rootDir: string): string[] {
  const dir = join(rootDir, 'plugins');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}
