import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** Props of one settings card. */
export interface SettingsSectionProps {
  title: string;
  intro?: ReactNode;
  /** Absent: a read-only section without a Save button. */
  onSave?(): void;
  dirty?: boolean;
  saving?: boolean;
  /** Messages no input of the section shows (a failure naming no field). */
  problems?: readonly string[];
  /** Extra class for the card's layout. */
  className?: string;
  children: ReactNode;
}

/**
 * One card of the settings screen: a heading, an explanation, its inputs and its own Save (each
 * section saves its own top-level keys, so a refused save elsewhere never blocks or loses this one).
 */
export function SettingsSection({ title, intro, onSave, dirty = false, saving = false, problems = [], className, children }: SettingsSectionProps) {
  const t = useT();
  const headingId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && !saving) onSave?.();
  };
  const body = (
    <>
      <header className="settings-card__header">
        <h2 id={headingId} className="settings-card__title">{title}</h2>
        {intro && <p className="settings-card__intro">{intro}</p>}
      </header>
      <div className={`settings-card__body ${className ?? ''}`}>{children}</div>
    </>
  );
  if (!onSave) return <section className="settings-card" aria-labelledby={headingId}>{body}</section>;
  return (
    <form className="settings-card" aria-labelledby={headingId} onSubmit={submit} noValidate>
      {body}
      <footer className="settings-card__footer">
        {problems.map((p, i) => <p key={i} className="settings-error" role="alert">{p}</p>)}
        <span className="settings-card__state" aria-live="polite">{dirty ? t('settings.unsaved') : ''}</span>
        <button type="submit" className="btn btn--primary btn--sm" disabled={!dirty || saving}>
          {saving ? t('settings.saving') : t('settings.save')}
        </button>
      </footer>
    </form>
  );
}
