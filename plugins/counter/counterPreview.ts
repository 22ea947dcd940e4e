import type { PreviewContext, ResolvedRef } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import { countedItems } from './counterRules.ts';
import type { Counter } from './index.ts';

/** The progress the ring shows (the value of the counter's `progress` field record). */
export interface CounterProgress {
  count: number;
  target: number;
  unit?: string;
}

/**
 * The counter in the phone as a visitor starting out sees it: the title, a progress ring at 0 of the
 * target, and the counted items as list items in the author's order (references the host has not
 * resolved yet are left out until it has).
 */
export function counterPreview(r: Counter, ctx: PreviewContext): PreviewField[] {
  const items = countedItems(r.counts).flatMap((c): ResolvedRef[] => {
    const item = ctx.ref?.(c.kind, c.id);
    return item ? [item] : [];
  });
  const target = typeof r.target === 'number' && Number.isInteger(r.target) && r.target > 0 ? r.target : undefined;
  return previewFields([
    ['title', r.title],
    ['progress', target ? ({ count: 0, target, unit: r.unit?.trim() || undefined } satisfies CounterProgress) : undefined],
    // One list keeps the author's order; each item keeps its own kind (a station, a question).
    ['items', items.length ? items : undefined],
  ]);
}
