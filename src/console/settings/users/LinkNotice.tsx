import { useId, useRef } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { useServices } from '../../http/ServicesContext.tsx';
import { absoluteLink } from './usersApi.ts';

/** Props of the link notice: whose link and the console path the server gave. */
export interface LinkNoticeProps {
  email: string;
  url: string;
  onDismiss(): void;
}

/** A freshly made one-time link, shown this once with a copy button: the admin passes it on themselves. */
export function LinkNotice({ email, url, onDismiss }: LinkNoticeProps) {
  const t = useT();
  const { notify } = useServices();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const link = absoluteLink(url);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('users.link.copied'));
    } catch {
      // No clipboard (plain http, a denied permission): leave the link selected to copy by hand.
      input.current?.select();
      notify('warning', t('users.link.copyFailed'));
    }
  }

  return (
    <section className="users-link" role="status" aria-labelledby={headingId}>
      <h3 id={headingId} className="users-add__title">{t('users.link.title', { email })}</h3>
      <p className="users-hint">{t('users.link.help')}</p>
      <div className="users-link__row">
        <input ref={input} className="input" readOnly value={link} aria-label={t('users.link.label')} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn--primary" onClick={copy}>{t('users.link.copy')}</button>
        <button type="button" className="btn" onClick={onDismiss}>{t('users.link.dismiss')}</button>
      </div>
    </section>
  );
}
