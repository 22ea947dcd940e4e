import type { ResolvedKind } from '../../core/defineKind.ts';
import type { LiveDocument, ReadinessFault } from './readinessTypes.ts';

/** The kinds' own lint (as the client runs each kind: its variant's lint) over live documents. */
export function lintFaults(docs: readonly LiveDocument[], kinds: ReadonlyMap<string, ResolvedKind>): ReadinessFault[] {
  const out: ReadinessFault[] = [];
  for (const d of docs) {
    const lint = kinds.get(d.kind)?.rules?.lint;
    if (!lint) continue;
    for (const f of lint(d.doc)) {
      out.push({ kind: d.kind, id: d.id, title: d.title, type: 'lint', at: f.at, message: f.message, ...(f.values ? { values: f.values } : {}) });
    }
  }
  return out;
}
