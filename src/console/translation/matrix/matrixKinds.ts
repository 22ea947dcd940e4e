import type { ResolvedKind } from '../../../core/defineKind.ts';
import type { KindTranslationRow, StateCounts } from './translationApi.ts';
import { stateCounts } from './translationApi.ts';

/** A matrix row: the console's kind, its name as its tab shows it, and the server's counts for it. */
export interface MatrixRow {
  kind: ResolvedKind;
  title: string;
  row: KindTranslationRow;
}

/** The kind a server row or URL names: by id (the API's `kind`), else by API entity. */
export function kindNamed(kinds: readonly ResolvedKind[], name: string): ResolvedKind | undefined {
  return kinds.find((k) => k.id === name) ?? kinds.find((k) => k.api.entity === name);
}

/**
 * The rows to show, in tab bar order and named as there: only kinds whose tab the user sees (a hidden
 * tab's items cannot be opened) and that the console knows (it could neither name nor edit the others).
 */
export function matrixRows(kinds: readonly ResolvedKind[], tabs: readonly { key: string; title: string }[], rows: readonly KindTranslationRow[]): MatrixRow[] {
  return tabs.flatMap((tab) => {
    const kind = kinds.find((k) => k.route === tab.key);
    const row = kind && rows.find((r) => kindNamed([kind], r.kind));
    return kind && row ? [{ kind, title: tab.title, row }] : [];
  });
}

/** The counts of every row in one language added up (the matrix's "All kinds" line). */
export function sumCounts(rows: readonly MatrixRow[], language: string): StateCounts & { total: number } {
  const sum = { complete: 0, missing: 0, stale: 0, total: 0 };
  for (const { row } of rows) {
    const c = stateCounts(row.languages?.[language]);
    sum.complete += c.complete;
    sum.missing += c.missing;
    sum.stale += c.stale;
    sum.total += row.total;
  }
  return sum;
}
