import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ajv } from 'ajv';

/** Where schemas that compiled are remembered between starts (disposable: deleting it only costs one slower start). */
const CACHE_FILE = ['node_modules', '.cache', 'tourbench', 'compiled-schemas.json'];

/** What the compile outcome depends on besides the schema: ajv's version and our keyword set-up. */
function salt(rootDir: string): string {
  const read = (...p: string[]) => { try { return readFileSync(join(rootDir, ...p), 'utf8'); } catch { return ''; } };
  return read('node_modules', 'ajv', 'package.json') + read('node_modules', 'ajv-formats', 'package.json') + read('src', 'server', 'kinds', 'createAjv.ts') + read('src', 'core', 'schemaAnnotations.ts');
}

/**
 * A start-up check that every schema compiles (so a broken kind stops the server naming its file),
 * remembering the digests of schemas that compiled before: ajv's code generation for every kind costs
 * about half a second, and a restart with unchanged schemas would pay it for nothing. A changed schema,
 * ajv version or keyword set-up is compiled again. `newAjv` (createAjv) is passed in rather than imported, since
 * createAjv's own lazy validators run this check.
 */
export function createSchemaCheck(rootDir: string, newAjv: () => Ajv) {
  const file = join(rootDir, ...CACHE_FILE);
  const seasoning = salt(rootDir);
  let known = new Set<string>();
  try { known = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]); } catch { /* first start or removed: compile all */ }
  const fresh: string[] = [];
  let ajv: Ajv | undefined;
  return {
    /** Throws ajv's error when the schema does not compile. */
    compile(schema: object) {
      const digest = createHash('sha256').update(seasoning).update(JSON.stringify(schema)).digest('base64url');
      if (known.has(digest)) return;
      (ajv ??= newAjv()).compile(schema);
      known.add(digest);
      fresh.push(digest);
    },
    /** Remembers what compiled this time; a read-only install simply compiles again next start. */
    save() {
      if (!fresh.length) return;
      try {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, JSON.stringify([...known].slice(-5000)));
        fresh.length = 0;
      } catch { /* not writable: nothing lost but time */ }
    },
  };
}
