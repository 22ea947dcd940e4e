import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindEditPath, kindPages, kindTabName, kindTabNamePath } from '../../core/kindRouteClaims.ts';
import { tabSlots } from '../../core/tabSlots.ts';
import { CONSOLE_TAB_ROUTES, type RouteDef } from '../model/routeTable.ts';

/** The routes that follow the registry: the tab bar's tabs with the kinds' edit routes, and the kinds' pages. */
export interface KindRoutes {
  /** Every tab in the tab bar's order (the console's Info and Settings among the kinds'), a kind's edit route after its tab. */
  tabs: readonly RouteDef[];
  /** The kinds' hidden pages (`console.pages`), each titled by the kind's own message. */
  pages: readonly RouteDef[];
  /** Addresses that open a kind's tab: its SPEC name where that is not its key (`/Q&A` → `/qa`). */
  aliases: readonly { from: string; to: string }[];
}

/**
 * The console's routes built from the kinds' declarations (SPEC §2): each kind's tab (`/<route>`,
 * named by `tab.name`, titled by its `labels.tab`), its edit route (`/Events/:id`, hidden, the tab
 * highlighted) and its pages; the console's own tabs take their places by order (core/tabSlots.ts).
 */
export function kindRoutes(kinds: readonly ResolvedKind[]): KindRoutes {
  const tabs: RouteDef[] = [];
  for (const slot of tabSlots(kinds)) {
    if (slot.own) {
      tabs.push(CONSOLE_TAB_ROUTES.find((r) => r.tab === slot.key)!);
      continue;
    }
    const { kind } = slot;
    tabs.push({ path: `/${kind.route}`, name: kindTabName(kind), title: kind.labels.tab, tab: kind.route, kind: kind.id });
    const edit = kindEditPath(kind);
    if (edit) tabs.push({ path: edit, name: kind.tab!.edit!.name, title: kind.labels.tab, hidden: true, parent: kind.route, kind: kind.id });
  }
  const pages = kinds.flatMap((kind) => kindPages(kind).map((page): RouteDef => ({ ...page, hidden: true, kind: kind.id })));
  const aliases = kinds.flatMap((kind) => {
    const from = kindTabNamePath(kind);
    return from ? [{ from, to: `/${kind.route}` }] : [];
  });
  return { tabs, pages, aliases };
}
