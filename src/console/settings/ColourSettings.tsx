import { useState } from 'react';
import { sameJson } from '../../core/stableJson.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { ColourField } from './ColourField.tsx';
import { ColourPreview } from './ColourPreview.tsx';
import { detailTextColour, isHexColour, LIST_ITEM_TEXT_COLOURS } from './contrast.ts';
import { unclaimedErrors } from './fieldErrors.ts';
import { SettingsSection } from './SettingsSection.tsx';
import type { StoredSettings } from './settingsTypes.ts';
import { useSettingsSave } from './useSettingsSave.ts';

// What the emulator shows when a client has no colour of its own (PhoneEmulator's fallbacks).
const DEFAULT_DETAIL = '#b7e4c7';
const DEFAULT_LIST_ITEM = '#ffffff';

const fromStored = (s: StoredSettings) => ({
  detail_view_color: s.detail_view_color ?? DEFAULT_DETAIL,
  list_item_color: s.list_item_color ?? DEFAULT_LIST_ITEM,
});
const FIELDS = ['detail_view_color', 'list_item_color'];

/** The client's two colours with a live phone preview and a contrast warning; saves both together. */
export function ColourSettings({ stored, onSaved }: { stored: StoredSettings; onSaved(s: StoredSettings): void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => fromStored(stored));
  const { saving, errors, save } = useSettingsSave(onSaved);
  const dirty = !sameJson(draft, fromStored(stored));
  const valid = isHexColour(draft.detail_view_color) && isHexColour(draft.list_item_color);
  const submit = async () => {
    if (!valid) return;
    // Stored in lower case, as the colour picker gives it.
    const changes = { detail_view_color: draft.detail_view_color.toLowerCase(), list_item_color: draft.list_item_color.toLowerCase() };
    if (await save(changes)) setDraft(changes);
  };
  const detailText = isHexColour(draft.detail_view_color) ? [detailTextColour(draft.detail_view_color)] : [];
  return (
    <SettingsSection title={t('settings.colours.title')} intro={t('settings.colours.intro')} onSave={submit} dirty={dirty && valid}
      saving={saving} problems={unclaimedErrors(errors, (f) => FIELDS.includes(f))} className="settings-colours">
      <div className="settings-colours__fields">
        <ColourField label={t('settings.colours.detail')} value={draft.detail_view_color} textColours={detailText}
          error={errors.detail_view_color} onChange={(v) => setDraft((d) => ({ ...d, detail_view_color: v }))} />
        <ColourField label={t('settings.colours.listItem')} value={draft.list_item_color} textColours={LIST_ITEM_TEXT_COLOURS}
          error={errors.list_item_color} onChange={(v) => setDraft((d) => ({ ...d, list_item_color: v }))} />
        <p className="settings-note">{t('settings.colours.previewNote')}</p>
      </div>
      <ColourPreview detail={draft.detail_view_color} listItem={draft.list_item_color} />
    </SettingsSection>
  );
}
