import { useState } from 'react';
import { sameJson } from '../../core/stableJson.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageNameInUi } from '../i18n/languageName.ts';
import { FieldError } from './FieldError.tsx';
import { unclaimedErrors } from './fieldErrors.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { TAB_NAME_MAX, type StoredSettings } from './settingsTypes.ts';
import { tabChanges, tabDraftOf, type TabDraft } from './tabDraft.ts';
import { useSettingsSave } from './useSettingsSave.ts';
import { ALWAYS_SHOWN_TAB, useSettingsTabs } from './useSettingsTabs.ts';

/** Which tabs the client shows and what each is called in each of its languages. */
export function TabSettings({ stored, onSaved }: { stored: StoredSettings; onSaved(s: StoredSettings): void }) {
  const t = useT();
  // "Name in English" / "Nombre en inglés": the header speaks of the language, in the UI's own words.
  const languageName = useLanguageNameInUi();
  const tabs = useSettingsTabs();
  const languages = stored.languages?.length ? stored.languages : ['en'];
  const [draft, setDraft] = useState<TabDraft>(() => tabDraftOf(stored));
  const { saving, errors, save } = useSettingsSave(onSaved);
  const dirty = !sameJson(tabChanges(stored, draft), tabChanges(stored, tabDraftOf(stored)));

  const submit = async () => {
    const changes = tabChanges(stored, draft);
    if (await save(changes)) setDraft(tabDraftOf({ ...stored, ...changes }));
  };
  const setShown = (key: string, shown: boolean) => setDraft((d) => ({
    ...d, hidden: shown ? d.hidden.filter((k) => k !== key) : [...d.hidden, key].sort(),
  }));
  const setName = (language: string, key: string, name: string) => setDraft((d) => ({
    ...d, names: { ...d.names, [language]: { ...d.names[language], [key]: name } },
  }));
  const claimed = (f: string) => tabs.some((tab) => languages.some((l) => f === `tab_names.${l}.${tab.key}`));

  return (
    <SettingsSection title={t('settings.tabs.title')} intro={t('settings.tabs.intro')} onSave={submit} dirty={dirty} saving={saving}
      problems={unclaimedErrors(errors, claimed)}>
      <div className="settings-table__scroll">
        <table className="settings-table settings-table--tabs">
          <thead>
            <tr>
              <th scope="col">{t('settings.tabs.tab')}</th>
              <th scope="col" className="settings-table__shown">{t('settings.tabs.shown')}</th>
              {languages.map((l) => <th key={l} scope="col">{t('settings.tabs.nameIn', { language: languageName(l) })}</th>)}
            </tr>
          </thead>
          <tbody>
            {tabs.map((tab) => {
              const fixed = tab.key === ALWAYS_SHOWN_TAB;
              const shownId = `settings-tab-${tab.key}-shown`;
              return (
                <tr key={tab.key} data-tab={tab.key}>
                  <th scope="row">
                    <span className="settings-table__tab">{tab.defaultTitle}</span>
                    <code className="settings-table__key">{tab.key}</code>
                    {fixed && <span id="settings-tab-fixed" className="settings-table__fixed">{t('settings.tabs.alwaysShown')}</span>}
                  </th>
                  <td className="settings-table__shown" data-label={t('settings.tabs.shown')}>
                    <input id={shownId} type="checkbox" checked={fixed || !draft.hidden.includes(tab.key)} disabled={fixed}
                      aria-describedby={fixed ? 'settings-tab-fixed' : undefined}
                      onChange={(e) => setShown(tab.key, e.target.checked)} />
                    <label className="visually-hidden" htmlFor={shownId}>{t('settings.tabs.showTab', { tab: tab.defaultTitle })}</label>
                  </td>
                  {languages.map((l) => {
                    const id = `settings-tab-${tab.key}-${l}`;
                    const error = errors[`tab_names.${l}.${tab.key}`];
                    return (
                      <td key={l} data-label={t('settings.tabs.nameIn', { language: languageName(l) })}>
                        <label className="visually-hidden" htmlFor={id}>{t('settings.tabs.nameOf', { tab: tab.defaultTitle, language: languageName(l) })}</label>
                        <input id={id} className="input settings-table__input" value={draft.names[l]?.[tab.key] ?? ''} placeholder={tab.defaultTitle}
                          maxLength={TAB_NAME_MAX} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(e) => setName(l, tab.key, e.target.value)} />
                        <FieldError id={`${id}-error`} message={error} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SettingsSection>
  );
}
