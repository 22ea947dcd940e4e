import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './discoverKinds.ts';

/** A ticket number where the reason should be: "issue 34", "(Issue #32)". */
const TICKET = /\bissue #?\d+/i;

/** Every file under `dir` (code, styles, SQL, JSON), skipping installed packages. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** `file:line: text` of each line in `text` that names a ticket. */
function ticketLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (TICKET.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('comments give the reason, not a ticket number', () => {
  it('finds no "issue N" in src/ or plugins/', () => {
    const files = ['src', 'plugins'].flatMap((dir) => filesUnder(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => ticketLines(relative(ROOT, f), readFileSync(f, 'utf8')));
    // Each hit names its file and line: write the rule the ticket stood for instead.
    expect(found, found.join('\n')).toEqual([]);
  });

  it('tells a ticket reference from ordinary words', () => {
    expect(ticketLines('a.ts', '// Roles and rights (issue 32).\nconst x = 1;\n/* Issue #7: x */')).toEqual(['a.ts:1: // Roles and rights (issue 32).', 'a.ts:3: /* Issue #7: x */']);
    expect(ticketLines('a.ts', '// tokens issued before 2024; an issue with 3 parts; tissue 4')).toEqual([]);
  });
});
