/** The console's main tab keys in route-table order (SPEC §2); content kinds add theirs from the registry. */
export const TAB_KEYS = [
  'info', 'event', 'trip', 'station', 'story', 'game', 'web_pages', 'form', 'qa', 'achievement',
  'research_card', 'settings', 'listings', 'share', 'counter',
] as const;
