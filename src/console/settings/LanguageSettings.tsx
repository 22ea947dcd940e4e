import { useId, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { FieldError } from './FieldError.tsx';
import { unclaimedErrors } from './fieldErrors.ts';
import { RemoveLanguageDialog } from './RemoveLanguageDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { KNOWN_LANGUAGES, type StoredSettings } from './settingsTypes.ts';
import { useSettingsSave } from './useSettingsSave.ts';

const languagesOf = (s: StoredSettings) => (s.languages?.length ? [...s.languages] : ['en']);

/**
 * The client's content languages: the base first and fixed, others added from the languages the
 * server knows or removed (translations kept unless the author asks to delete them, which happens
 * after the save, once the language is no longer offered).
 */
export function LanguageSettings({ stored, onSaved }: { stored: StoredSettings; onSaved(s: StoredSettings): void }) {
  const t = useT();
  const { http } = useServices();
  const name = useLanguageName();
  const addId = useId();
  const [draft, setDraft] = useState(() => languagesOf(stored));
  const [purge, setPurge] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const { saving, errors, save } = useSettingsSave(onSaved);
  const addable = KNOWN_LANGUAGES.filter((l) => !draft.includes(l));
  const [adding, setAdding] = useState('');
  const base = draft[0];
  const dirty = draft.join() !== languagesOf(stored).join() || purge.length > 0;

  const add = () => {
    const code = adding || addable[0];
    if (!code || draft.includes(code)) return;
    setDraft((d) => [...d, code]);
    setPurge((p) => p.filter((c) => c !== code));
    setAdding('');
  };
  const remove = (code: string, alsoPurge: boolean) => {
    setDraft((d) => d.filter((c) => c !== code));
    // Only a language the client offers now has translations to purge.
    if (alsoPurge && languagesOf(stored).includes(code)) setPurge((p) => [...p.filter((c) => c !== code), code]);
    setRemoving(null);
  };
  const submit = async () => {
    const languages = draft;
    const toPurge = purge.filter((c) => !languages.includes(c));
    const ok = await save({ languages }, async () => {
      for (const language of toPurge) await http('/translations/purge', { method: 'POST', body: { language, confirm: true } });
    });
    if (ok) setPurge([]);
  };

  return (
    <SettingsSection title={t('settings.languages.title')} intro={t('settings.languages.intro')} onSave={submit} dirty={dirty} saving={saving}
      problems={unclaimedErrors(errors, (f) => f === 'languages' || f.startsWith('languages.'))}>
      <ul className="settings-languages" aria-label={t('settings.languages.list')}>
        {draft.map((code) => (
          <li key={code} className="settings-languages__row">
            <span className="settings-languages__name">{name(code)}</span>
            <code className="settings-table__key">{code}</code>
            {code === base
              ? <span className="badge badge--active">{t('settings.languages.base')}</span>
              : <button type="button" className="btn btn--sm btn--danger-ghost" onClick={() => setRemoving(code)}
                aria-label={t('settings.languages.remove', { language: name(code) })}>{t('settings.languages.removeShort')}</button>}
          </li>
        ))}
      </ul>
      <FieldError id="settings-languages-error" message={errors.languages} />
      {purge.length > 0 && (
        <p className="settings-warning">{t('settings.languages.purgePending', { languages: purge.map(name).join(', ') })}</p>
      )}
      <p className="settings-note">{t('settings.languages.baseNote', { language: name(base) })}</p>
      {addable.length > 0 && (
        <div className="settings-languages__add">
          <label className="field__label" htmlFor={addId}>{t('settings.languages.add')}</label>
          <select id={addId} className="input settings-languages__select" value={adding || addable[0]} onChange={(e) => setAdding(e.target.value)}>
            {addable.map((code) => <option key={code} value={code}>{`${name(code)} (${code})`}</option>)}
          </select>
          <button type="button" className="btn btn--sm" onClick={add}>{t('settings.languages.addButton')}</button>
        </div>
      )}
      {removing && <RemoveLanguageDialog name={name(removing)} onCancel={() => setRemoving(null)} onConfirm={(p) => remove(removing, p)} />}
    </SettingsSection>
  );
}
