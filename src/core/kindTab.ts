/**
 * A kind's tab in the console's tab bar (SPEC §2), e.g.
 * `{ order: 10, name: 'Events', edit: { path: 'Events', name: 'EventEdit' } }`. The tab key (the
 * `tab_types.name` clients hide and name tabs by) stays the kind's `route`.
 */
export interface KindTab {
  /**
   * Position in the tab bar, lower first: the console's own Info is 0 and Settings 110 (see
   * consoleTabs.ts). Equal orders are allowed and go by kind id; a kind without `tab` comes after
   * every ordered tab.
   */
  order: number;
  /** The SPEC §2 route name of the tab (`Events`); default: the route key. Its address also opens the tab (`/Q&A` → `/qa`). */
  name?: string;
  /** The SPEC §2 edit route: `{ path: 'Events', name: 'EventEdit' }` is `/Events/:id`, hidden, the kind's tab highlighted. */
  edit?: { path: string; name: string };
}
