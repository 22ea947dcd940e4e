import type { LintFault } from '../../src/core/index.ts';
import { pointersOf, type Story } from './storyPage.ts';

/**
 * The story's publish-readiness faults: pages pointing at removed pages, dead ends (no way on and not
 * marked as an ending), pages the first page cannot reach, "when in range" pages without a beacon id
 * or without a page to go to. Pure and linear in the pages, so the console runs it on every change.
 */
export function lintStory(story: Story): LintFault[] {
  const pages = Array.isArray(story.pages) ? story.pages : [];
  const index = new Map<number, number>();
  pages.forEach((p, i) => { if (typeof p?.id === 'number') index.set(p.id, i); });
  const name = (i: number) => pages[i]?.page_title?.trim() || `#${i + 1}`;
  const faults: LintFault[] = [];
  const ways: number[][] = pages.map(() => []);

  pages.forEach((page, i) => {
    if (!page || typeof page !== 'object') return;
    for (const { field, to } of pointersOf(page)) {
      const target = index.get(to);
      if (target === undefined) faults.push({ at: `/pages/${i}/${field}`, message: 'rule.story.lint.dangling', values: { page: name(i) } });
      else ways[i].push(target);
    }
    if (page.in_range === true && !page.beacon_id?.trim()) faults.push({ at: `/pages/${i}/beacon_id`, message: 'rule.story.lint.beaconWithoutId', values: { page: name(i) } });
    if (page.in_range === true && typeof page.range_next_page !== 'number') faults.push({ at: `/pages/${i}/range_next_page`, message: 'rule.story.lint.rangeWithoutPage', values: { page: name(i) } });
    if (ways[i].length === 0 && page.is_end !== true) faults.push({ at: `/pages/${i}`, message: 'rule.story.lint.deadEnd', values: { page: name(i) } });
  });

  // Reachable from the first page, the one the app opens.
  const seen = new Set<number>(pages.length ? [0] : []);
  const queue = pages.length ? [0] : [];
  while (queue.length) {
    for (const next of ways[queue.shift()!]) if (!seen.has(next)) { seen.add(next); queue.push(next); }
  }
  pages.forEach((_, i) => { if (!seen.has(i)) faults.push({ at: `/pages/${i}`, message: 'rule.story.lint.unreachable', values: { page: name(i) } }); });
  return faults;
}
