import { useId, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { FieldError } from './FieldError.tsx';
import { unclaimedErrors } from './fieldErrors.ts';
import { SettingsSection } from './SettingsSection.tsx';
import type { StoredSettings } from './settingsTypes.ts';
import { useSettingsSave } from './useSettingsSave.ts';

/** Whether the client allows sharing (content offers its "shared" switch only then). */
export function SharingSetting({ stored, onSaved }: { stored: StoredSettings; onSaved(s: StoredSettings): void }) {
  const t = useT();
  const id = useId();
  const [allow, setAllow] = useState(stored.allow_sharing === true);
  const { saving, errors, save } = useSettingsSave(onSaved);
  return (
    <SettingsSection title={t('settings.sharing.title')} onSave={() => void save({ allow_sharing: allow })}
      dirty={allow !== (stored.allow_sharing === true)} saving={saving} problems={unclaimedErrors(errors, (f) => f === 'allow_sharing')}>
      <div className="settings-check">
        <input id={id} type="checkbox" checked={allow} aria-describedby={`${id}-note`} onChange={(e) => setAllow(e.target.checked)} />
        <label htmlFor={id}>{t('settings.sharing.allow')}</label>
      </div>
      <p id={`${id}-note`} className="settings-note">{t('settings.sharing.note')}</p>
      <FieldError id={`${id}-error`} message={errors.allow_sharing} />
    </SettingsSection>
  );
}
