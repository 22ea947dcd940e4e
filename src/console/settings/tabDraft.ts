import type { StoredInactiveTab, StoredSettings } from './settingsTypes.ts';
import { ALWAYS_SHOWN_TAB } from './useSettingsTabs.ts';

/** What the tabs section edits: the hidden tab keys and the names per language and tab (as typed). */
export interface TabDraft {
  hidden: string[];
  names: Record<string, Record<string, string>>;
}

/** The draft of the stored settings. */
export function tabDraftOf(stored: StoredSettings): TabDraft {
  return {
    hidden: (stored.inactive_tabs ?? []).filter((t) => t.is_visible === false && t.tab !== ALWAYS_SHOWN_TAB).map((t) => t.tab).sort(),
    names: structuredClone(stored.tab_names ?? {}),
  };
}

/**
 * The draft as `POST /api/settings` keys: every stored entry kept (its autoplay too) with its
 * visibility set, newly hidden tabs added; names trimmed and empty ones dropped (empty means the
 * default name), names of languages or tabs not on screen kept as they were.
 */
export function tabChanges(stored: StoredSettings, draft: TabDraft): Pick<StoredSettings, 'inactive_tabs' | 'tab_names'> {
  const hidden = new Set(draft.hidden);
  hidden.delete(ALWAYS_SHOWN_TAB);
  const kept: StoredInactiveTab[] = (stored.inactive_tabs ?? []).map((t) => ({ ...t, is_visible: !hidden.has(t.tab) }));
  const known = new Set(kept.map((t) => t.tab));
  const added = [...hidden].filter((tab) => !known.has(tab)).map((tab) => ({ tab, is_visible: false }));
  const tab_names: Record<string, Record<string, string>> = {};
  for (const [language, names] of Object.entries(draft.names)) {
    const clean = Object.fromEntries(Object.entries(names).map(([tab, name]) => [tab, name.trim()]).filter(([, name]) => name));
    if (Object.keys(clean).length) tab_names[language] = clean;
  }
  return { inactive_tabs: [...kept, ...added], tab_names };
}
