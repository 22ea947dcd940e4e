import { CONSOLE_TABS, type ConsoleTab } from './consoleTabs.ts';
import type { ResolvedKind } from './defineKind.ts';

/** One tab of the tab bar: the console's own (`own`) or a kind's (`kind`), under its tab key. */
export type TabSlot = { key: string; own: ConsoleTab; kind?: undefined } | { key: string; kind: ResolvedKind; own?: undefined };

/** Kinds in tab-bar order: by `tab.order`, those without a tab after every ordered one, then by id. */
export function byTabOrder(a: Pick<ResolvedKind, 'id' | 'tab'>, b: Pick<ResolvedKind, 'id' | 'tab'>): number {
  const order = (k: Pick<ResolvedKind, 'tab'>) => k.tab?.order ?? Number.POSITIVE_INFINITY;
  return order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every tab in the tab bar's order (SPEC §2): the console's own tabs and the kinds' with a `tab`, by
 * `order` (on a tie the console's first, then by kind id), then the kinds without one, by id.
 */
export function tabSlots(kinds: readonly ResolvedKind[]): TabSlot[] {
  const ordered = kinds.filter((k) => k.tab).sort(byTabOrder);
  const out: TabSlot[] = [];
  let own = 0;
  const owns = [...CONSOLE_TABS].sort((a, b) => a.order - b.order);
  for (const kind of ordered) {
    while (own < owns.length && owns[own].order <= kind.tab!.order) out.push({ key: owns[own].key, own: owns[own++] });
    out.push({ key: kind.route, kind });
  }
  for (; own < owns.length; own++) out.push({ key: owns[own].key, own: owns[own] });
  for (const kind of kinds.filter((k) => !k.tab).sort(byTabOrder)) out.push({ key: kind.route, kind });
  return out;
}

/** The tab keys in tab order: what the server's `tab_types` hold (new keys get their ids in this order). */
export function tabKeys(kinds: readonly ResolvedKind[]): string[] {
  return tabSlots(kinds).map((slot) => slot.key);
}
