import type { RuleError } from '../../src/core/index.ts';
import type { Counted, Counter } from './index.ts';

/** The rows that name an item (a row whose item was destroyed, or not chosen yet, counts nothing). */
export function countedItems(counts: readonly (Counted | null | undefined)[] | undefined): Counted[] {
  return (counts ?? []).filter((c): c is Counted => !!c && typeof c.kind === 'string' && c.id !== undefined && c.id !== null);
}

/**
 * The counter's cross-field rules (server and form alike): an item counts once, and when items are
 * listed the target may not ask for more of them than there are.
 */
export function counterRules(r: Counter): RuleError[] {
  const errors: RuleError[] = [];
  const seen = new Set<string>();
  (r.counts ?? []).forEach((c, i) => {
    if (!c || c.id === undefined || c.id === null) return;
    const key = `${c.kind}/${c.id}`;
    if (seen.has(key)) errors.push({ field: `counts.${i}.id`, message: 'rule.counter.duplicate' });
    seen.add(key);
  });
  const counted = countedItems(r.counts).length;
  if ((r.counts?.length ?? 0) > 0 && typeof r.target === 'number' && r.target > counted) {
    errors.push({ field: 'target', message: 'rule.counter.targetTooHigh', values: { count: counted, target: r.target } });
  }
  return errors;
}
