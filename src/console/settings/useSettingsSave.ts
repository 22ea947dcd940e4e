import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { fieldErrorsOf } from './fieldErrors.ts';
import type { FieldErrors, StoredSettings } from './settingsTypes.ts';

/** One section's save: whether it runs, the server's field errors of the last attempt, and the call. */
export interface SettingsSave {
  saving: boolean;
  errors: FieldErrors;
  /**
   * Sends `changes` (whole top-level keys) to `POST /api/settings`; on success hands the stored
   * settings to `onSaved`, runs `after` (follow-up calls), reloads `POST /api/user/web` into the
   * session so the tab bar, colours and languages follow at once, and shows a notice. Resolves
   * whether it saved; on failure the caller's draft is left as it is.
   */
  save(changes: StoredSettings, after?: (saved: StoredSettings) => Promise<void>): Promise<boolean>;
}

/** Saves one settings section and makes the whole console follow without a reload. */
export function useSettingsSave(onSaved: (saved: StoredSettings) => void): SettingsSave {
  const { http, notify } = useServices();
  const t = useT();
  const setUser = useSetAtom(userWebAtom);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useCallback(async (changes: StoredSettings, after?: (saved: StoredSettings) => Promise<void>) => {
    setSaving(true);
    setErrors({});
    try {
      let saved: StoredSettings;
      try {
        saved = (await http<{ data: StoredSettings }>('/settings', { method: 'POST', body: changes })).data;
      } catch (err) {
        // The http client already toasted the message; the field shows it too.
        setErrors(fieldErrorsOf(err));
        return false;
      }
      onSaved(saved);
      // Saved: what follows may fail (and toasts), but the draft is now the stored settings.
      try {
        await after?.(saved);
        setUser((await http<{ data: UserWeb }>('/user/web', { method: 'POST' })).data);
        notify('success', t('settings.saved'));
      } catch {
        notify('warning', t('settings.savedNotApplied'));
      }
      return true;
    } finally {
      setSaving(false);
    }
  }, [http, notify, t, setUser, onSaved]);

  return { saving, errors, save };
}
