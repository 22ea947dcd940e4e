import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUES } from './catalogues.ts';
import { pickSignInMessages } from './signInMessages.ts';

const CONSOLE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every console module that renders with the sign-in intl: reachable from main.tsx through static or
 * dynamic imports without entering SignedInApp.tsx (which brings the full catalogues).
 */
function signInModules(): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || file.endsWith('SignedInApp.tsx')) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.tsx?)'/g)) {
      const next = resolve(dirname(file), m[1]);
      if (existsSync(next) && next.startsWith(CONSOLE)) walk(next);
    }
  };
  walk(resolve(CONSOLE, 'main.tsx'));
  return [...seen];
}

describe('the sign-in messages', () => {
  it('hold every message the sign-in routes use, so the login page never shows a bare id', () => {
    const modules = signInModules();
    // The walk must reach the screens it guards, or the check below would pass on nothing.
    expect(modules.map((f) => f.slice(CONSOLE.length + 1))).toEqual(expect.arrayContaining(['auth/LoginPage.tsx', 'auth/SetPasswordPage.tsx', 'notices/Toaster.tsx', 'SignedInGate.tsx']));
    const subset = pickSignInMessages(CATALOGUES.en);
    // Comments carry examples (`t('list.count', …)`), not calls.
    const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const used = modules.flatMap((file) => [...code(file).matchAll(/\b(?:t\(|id: )'([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)'/g)].map((m) => `${file.slice(CONSOLE.length + 1)}: ${m[1]}`));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((u) => !(u.split(': ')[1] in subset))).toEqual([]);
  });

  it('are cut from the catalogues, not the whole of them', () => {
    const subset = pickSignInMessages(CATALOGUES.en);
    expect(subset['login.title']).toBe(CATALOGUES.en['login.title']);
    expect(Object.keys(subset).length).toBeLessThan(Object.keys(CATALOGUES.en).length / 10);
  });
});
