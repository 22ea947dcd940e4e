import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { ROLES, type Role } from '../../../core/roles.ts';
import { clientLanguageCodes } from '../../session/userWeb.ts';
import { userWebAtom } from '../../session/session.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { useLanguageName } from '../../i18n/languageName.ts';
import { useRegistry } from '../../registry/RegistryContext.tsx';
import { LimitChoice } from './LimitChoice.tsx';
import { useKindLabel } from '../../registry/useKindLabel.ts';
import type { GrantDraft } from './usersApi.ts';

/** Props of the role fields: the draft, its setter, and the server's words by field (`role`, `kinds`, `languages`). */
export interface GrantFieldsProps {
  value: GrantDraft;
  onChange(next: GrantDraft): void;
  errors: Record<string, string | undefined>;
}

/** The content languages a translator may be limited to: the client's, but the base. */
export function useTranslatableLanguages(): string[] {
  return clientLanguageCodes(useAtomValue(userWebAtom)).slice(1);
}

/**
 * A user's role (with what it may do), the kinds they may change and, for a translator, their
 * languages. Leaving the translator role drops the languages, as the server does.
 */
export function GrantFields({ value, onChange, errors }: GrantFieldsProps) {
  const t = useT();
  const registry = useRegistry();
  const kindLabel = useKindLabel('tab');
  const languageName = useLanguageName();
  const languages = useTranslatableLanguages();
  const roleId = useId();
  const roleHelpId = useId();
  const roleErrorId = useId();
  const setRole = (role: Role) => onChange({ ...value, role, languages: role === 'translator' ? value.languages : null });
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={roleId}>{t('users.role')}</label>
        <select id={roleId} className="input users-role" name="role" value={value.role} onChange={(e) => setRole(e.target.value as Role)}
          aria-invalid={errors.role ? true : undefined} aria-describedby={errors.role ? `${roleErrorId} ${roleHelpId}` : roleHelpId}>
          {ROLES.map((role) => <option key={role} value={role}>{t(`users.roles.${role}`)}</option>)}
        </select>
        <span id={roleHelpId} className="users-hint">{t(`users.roleHelp.${value.role}`)}</span>
        {errors.role && <span id={roleErrorId} className="users-error" role="alert">{errors.role}</span>}
      </div>
      {value.role !== 'viewer' && (
        <LimitChoice legend={t('users.kinds')} help={t('users.kindsHelp')} error={errors.kinds}
          options={registry.kinds.map((k) => ({ value: k.id, label: kindLabel(k.id) }))}
          value={value.kinds} onChange={(kinds) => onChange({ ...value, kinds })} />
      )}
      {value.role === 'translator' && (languages.length
        ? <LimitChoice legend={t('users.languages')} help={t('users.languagesHelp')} error={errors.languages}
            options={languages.map((code) => ({ value: code, label: languageName(code) }))}
            value={value.languages} onChange={(next) => onChange({ ...value, languages: next })} />
        : <p className="users-hint">{t('users.languagesNone')}</p>)}
    </>
  );
}
