import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** An earlier commit's server tree, extracted beside this one, to measure against in the same run. */
export interface CommitTree {
  /** Pass as startServer's `root`: its server then runs from this tree's sources (tsx). */
  dir: string;
  remove(): void;
}

/**
 * Extracts what the server runs from (src, plugins, schemas, package.json, tsconfig.json) at `commit`
 * into a temporary folder with this tree's node_modules linked: a baseline that is the same code path
 * as it was, measured on the same machine in the same run (a figure from another day is not comparable).
 */
export function commitTree(commit: string): CommitTree {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-commit-'));
  const archive = spawnSync('git', ['archive', '--format=tar', commit, 'src', 'plugins', 'schemas', 'package.json', 'tsconfig.json'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
