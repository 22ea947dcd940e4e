import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkConsoleBuild } from './checkConsoleBuild.ts';

const roots: string[] = [];
afterEach(() => { for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true }); });

const HOUR_AGO = (Date.now() - 3600_000) / 1000;
const NOW = Date.now() / 1000;

/** Writes a file with the given modification time (seconds), making its folders. */
function put(root: string, rel: string, text: string, mtime: number) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, mtime, mtime);
}

/** A project whose sources are an hour old; folders dated too, since a folder's own date counts. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'tourbench-build-check-'));
  roots.push(root);
  for (const rel of ['src/console/main.tsx', 'src/core/geo.ts', 'src/locales/en.json', 'plugins/some_kind/index.ts', 'schemas/some_kind.schema.json', 'index.html', 'vite.config.ts', 'package-lock.json']) put(root, rel, 'x', HOUR_AGO);
  for (const dir of ['src/console', 'src/core', 'src/locales', 'src', 'plugins/some_kind', 'plugins', 'schemas']) utimesSync(join(root, dir), HOUR_AGO, HOUR_AGO);
  return root;
}

/** A whole build in dist/, dated `mtime`. */
function build(root: string, mtime: number) {
  put(root, 'dist/assets/index-abc.js', 'js', mtime);
  put(root, 'dist/index.html', '<script type="module" crossorigin src="/admin/assets/index-abc.js"></script>', mtime);
}

describe('checkConsoleBuild (does npm start need to build the console?)', () => {
  it('builds when there is no build', () => {
    expect(checkConsoleBuild(project())).toEqual({ stale: true, reason: 'dist has no build yet' });
  });

  it('reuses a build newer than every source', () => {
    const root = project();
    build(root, NOW);
    expect(checkConsoleBuild(root)).toMatchObject({ stale: false });
  });

  it('builds when a source was touched after the build', () => {
    const root = project();
    build(root, NOW - 60);
    put(root, 'plugins/some_kind/index.ts', 'changed', NOW);
    expect(checkConsoleBuild(root)).toEqual({ stale: true, reason: 'plugins/some_kind/index.ts changed after the last build' });
  });

  it('builds when the build settings or the installed packages changed', () => {
    for (const rel of ['vite.config.ts', 'package-lock.json', 'src/locales/en.json']) {
      const root = project();
      build(root, NOW - 60);
      put(root, rel, 'changed', NOW);
      expect(checkConsoleBuild(root)).toMatchObject({ stale: true, reason: `${rel} changed after the last build` });
    }
  });

  it('builds when a source file was added or removed (the folder changed)', () => {
    const root = project();
    build(root, NOW - 60);
    put(root, 'src/console/NewScreen.tsx', 'new', HOUR_AGO);
    expect(checkConsoleBuild(root)).toMatchObject({ stale: true, reason: 'src/console/ changed after the last build' });
  });

  it('ignores the server and test files, which the console build does not read', () => {
    const root = project();
    put(root, 'src/server/main.ts', 'server', HOUR_AGO);
    put(root, 'src/core/geo.test.ts', 'test', HOUR_AGO);
    put(root, 'schemas/clients/fjord/station.patch.json', '{}', HOUR_AGO);
    for (const dir of ['src/server', 'src/core', 'src', 'schemas']) utimesSync(join(root, dir), HOUR_AGO, HOUR_AGO);
    build(root, NOW - 60);
    put(root, 'src/server/main.ts', 'changed', NOW);
    put(root, 'src/core/geo.test.ts', 'changed', NOW);
    // Client patches are applied by the server: a client folder coming and going needs no console build.
    put(root, 'schemas/clients/acme/web_page.patch.json', '{}', NOW);
    expect(checkConsoleBuild(root)).toMatchObject({ stale: false });
  });

  it("ignores a kind's own tests and its server-only module", () => {
    const root = project();
    put(root, 'plugins/some_kind/server.ts', 'server', HOUR_AGO);
    utimesSync(join(root, 'plugins/some_kind'), HOUR_AGO, HOUR_AGO);
    build(root, NOW - 60);
    put(root, 'plugins/some_kind/tests/some.e2e.test.ts', 'a new test', NOW);
    put(root, 'plugins/some_kind/server.ts', 'changed', NOW);
    utimesSync(join(root, 'plugins/some_kind'), HOUR_AGO, HOUR_AGO);
    expect(checkConsoleBuild(root)).toMatchObject({ stale: false });
    put(root, 'plugins/some_kind/index.ts', 'changed', NOW);
    expect(checkConsoleBuild(root)).toMatchObject({ stale: true, reason: 'plugins/some_kind/index.ts changed after the last build' });
  });

  it('builds when the last build stopped half-way (the page names a missing asset)', () => {
    const root = project();
    build(root, NOW);
    rmSync(join(root, 'dist/assets/index-abc.js'));
    expect(checkConsoleBuild(root)).toEqual({ stale: true, reason: 'the build is incomplete (assets/index-abc.js is missing)' });
  });
});
