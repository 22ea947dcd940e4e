import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** tsconfig.json's tsBuildInfoFile (project-relative), or undefined when the typecheck writes none. */
function buildInfoPath(root: string): string | undefined {
  try {
    const file = (JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { tsBuildInfoFile?: string } }).compilerOptions?.tsBuildInfoFile;
    return typeof file === 'string' ? file : undefined;
  } catch {
    return undefined;
  }
}

const inside = (dir: string, path: string) => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * The build info written in `fromDir` of the tree at `root`, said from `toDir` of a copy of that tree:
 * tsc names every file relative to the build info, and a copy reaches the packages through its
 * node_modules link, which tsc resolves to the real files, outside the copy. A tree file keeps its name
 * (it sits at the same place in the copy); any other file is named from the copy's build info.
 */
export function relocateBuildInfo(text: string, root: string, fromDir: string, toDir: string): string {
  const info = JSON.parse(text) as { fileNames?: unknown };
  if (!Array.isArray(info.fileNames)) throw new Error('build info without fileNames');
  const modules = join(root, 'node_modules');
  info.fileNames = info.fileNames.map((name: string) => {
    const abs = resolve(fromDir, name);
    return inside(root, abs) && !inside(modules, abs) ? name : relative(toDir, abs).replace(/\\/g, '/');
  });
  return JSON.stringify(info);
}

/**
 * Gives a copy of the tree (tests/support/treeCopy.ts) the repository's typecheck build info, so that
 * `tsc -p tsconfig.json` in the copy re-checks only the files the copy changed and those that depend on
 * them, instead of all of them (~30 s of CPU). tsc checks every file's hash against the build info, so a
 * stale one costs time, never a missed error; a missing or unreadable one leaves the copy a full check.
 * Returns whether the copy got one.
 */
export function seedTypecheckBuildInfo(treeDir: string): boolean {
  const file = buildInfoPath(ROOT);
  if (!file) return false;
  const from = resolve(ROOT, file);
  const to = resolve(treeDir, file);
  let text: string;
  try {
    text = relocateBuildInfo(readFileSync(from, 'utf8'), ROOT, dirname(from), dirname(to));
  } catch {
    // None yet (the typecheck has not run here), or one being written by a typecheck right now.
    return false;
  }
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, text);
  return true;
}
