import { useId, useRef } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { ShellDialog } from '../ui/ShellDialog.tsx';

/** Props of the one-time secret: the key's name, its secret and the close. */
export interface ApiKeysSecretDialogProps {
  name: string;
  secret: string;
  onClose(): void;
}

/** A new key's secret, shown this once with a Copy button: the server keeps only its hash. */
export function ApiKeysSecretDialog({ name, secret, onClose }: ApiKeysSecretDialogProps) {
  const t = useT();
  const { notify } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify('success', t('apiKeys.secret.copied'));
    } catch {
      // No clipboard (plain http, a denied permission): leave the key selected to copy by hand.
      input.current?.select();
      notify('warning', t('apiKeys.secret.copyFailed'));
    }
  }

  return (
    <ShellDialog open wide onOpenChange={(open) => { if (!open) onClose(); }} title={t('apiKeys.secret.title', { name })}
      description={t('apiKeys.secret.once')}>
      <div className="sheet__body">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>{t('apiKeys.secret.label')}</label>
          <div className="apikeys-secret__row">
            <input ref={input} id={inputId} className="input apikeys-secret__value" readOnly value={secret}
              spellCheck={false} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn--primary" onClick={() => void copy()}>{t('apiKeys.secret.copy')}</button>
          </div>
        </div>
        <p className="settings-warning">{t('apiKeys.secret.warning')}</p>
        <div className="sheet__actions">
          <button type="button" className="btn" onClick={onClose}>{t('apiKeys.secret.done')}</button>
        </div>
      </div>
    </ShellDialog>
  );
}
