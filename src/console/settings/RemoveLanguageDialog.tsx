import { useId, useState } from 'react';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useT } from '../i18n/IntlContext.tsx';

/** Props of the removal question. */
export interface RemoveLanguageDialogProps {
  /** The language's name for people. */
  name: string;
  onConfirm(purge: boolean): void;
  onCancel(): void;
}

/**
 * Asks before a language goes: its translations are kept (and come back when it is added again)
 * unless the author also ticks "Delete its translations". Modal, traps focus, Escape cancels.
 */
export function RemoveLanguageDialog({ name, onConfirm, onCancel }: RemoveLanguageDialogProps) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const [purge, setPurge] = useState(false);
  const purgeId = useId();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id={titleId} className="dialog__title">{t('settings.languages.removeTitle', { language: name })}</h2>
      <p id={bodyId} className="dialog__body">{t('settings.languages.removeBody', { language: name })}</p>
      <div className="settings-dialog__purge">
        <input id={purgeId} type="checkbox" checked={purge} onChange={(e) => setPurge(e.target.checked)} />
        <label htmlFor={purgeId}>
          <span>{t('settings.languages.purge')}</span>
          <span className="settings-note">{t('settings.languages.purgeNote', { language: name })}</span>
        </label>
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn" autoFocus onClick={onCancel}>{t('settings.cancel')}</button>
        <button type="button" className="btn btn--danger" onClick={() => onConfirm(purge)}>{t('settings.languages.removeConfirm', { language: name })}</button>
      </div>
    </dialog>
  );
}
