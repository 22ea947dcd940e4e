import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRegistry } from '../../src/core/createKindRegistry.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { ROOT } from './discoverKinds.ts';

/** Kind fields that only one kind has (the form's inline flag, the older station's name). */
const KIND_FIELDS = ['is_show_form', 'map_stations', 'navn'];

/** The source files of src/ that are not tests or test hosts. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.testUtil\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The code of a source without its comments (a `//` inside a string only hides the rest of that line: never a false finding). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Where a source names a kind: a string literal that is one of the names, or a distinctive name anywhere in the code. */
export function kindMentions(code: string, names: readonly string[], distinctive: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(['"`])([A-Za-z_][\w-]*)\1/g)) if (names.includes(m[2])) found.add(m[2]);
  for (const word of distinctive) if (new RegExp(`\\b${word}\\b`).test(code)) found.add(word);
  return [...found];
}

describe('src/ names no kind', () => {
  let registry: KindRegistry;
  beforeAll(async () => { registry = await loadKindRegistry(ROOT); });

  it('no kind id, route, API entity, list key, page or kind field in the code of src/ (comments and tests aside)', () => {
    const names = [...new Set(registry.kinds.flatMap((k) => [k.id, k.route, k.api.entity, ...(k.console?.pages ?? []).flatMap((p) => (typeof p === 'string' ? [p] : [p.name, p.path.slice(1)]))]))];
    expect(names).toContain('station');
    const distinctive = [...new Set([...names.filter((n) => n.includes('_') || /[A-Z]/.test(n)), ...KIND_FIELDS])];
    const findings = sources(join(ROOT, 'src')).flatMap((file) => {
      const hits = kindMentions(withoutComments(readFileSync(file, 'utf8')), names, distinctive);
      return hits.length ? [`${relative(ROOT, file)}: ${hits.join(', ')}`] : [];
    });
    expect(findings).toEqual([]);
  });

  it('no route.<kind> words in the console’s own catalogues', () => {
    for (const lang of ['en', 'es', 'zh']) {
      const keys = Object.keys(JSON.parse(readFileSync(join(ROOT, 'src/locales', `${lang}.json`), 'utf8')));
      const routes = registry.kinds.flatMap((k) => [k.id, k.route]);
      expect(keys.filter((key) => routes.some((r) => key === `route.${r}`)), lang).toEqual([]);
    }
  });

  it('tells a mention from a comment', () => {
    const code = withoutComments("// the station's pin\nconst a = 'station'; /* navn */ const b = x.navn; const c = 'stationary';");
    expect(kindMentions(code, ['station'], ['navn'])).toEqual(['station', 'navn']);
    expect(kindMentions(withoutComments('// station navn\nconst url = "http://x";'), ['station'], ['navn'])).toEqual([]);
  });
});
