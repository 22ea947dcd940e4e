/** A tab of the console's own (no kind owns it), placed among the kinds' tabs by its `order` (KindTab.order). */
export interface ConsoleTab {
  /** Tab key: the `tab_types.name` clients hide and name the tab by. */
  key: string;
  order: number;
  /** SPEC §2 route name. */
  name: string;
  /** Message id of the title in src/locales. */
  title: string;
  /** Roles that may open it; absent: every signed-in user. */
  roles?: readonly string[];
}

/**
 * The console's own tabs, shared by the console's route table and the server's `tab_types`: Info
 * first, Settings between the kinds ordered below 110 and those above.
 */
export const CONSOLE_TABS: readonly ConsoleTab[] = [
  { key: 'info', order: 0, name: 'Info', title: 'route.info' },
  // Every role opens Settings: an admin changes the client's settings, the others see their own account.
  { key: 'settings', order: 110, name: 'Settings', title: 'route.settings' },
];
