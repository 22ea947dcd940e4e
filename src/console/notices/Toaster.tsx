import { useAtomValue } from 'jotai';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { noticesAtom, type Notice } from './notices.ts';

const ICON: Record<Notice['tone'], string> = { success: '✓', warning: '!', error: '!' };

/**
 * The toast stack. Two live regions exist from the start (a live region inserted together with its
 * text is often not read out): successes and warnings are announced politely, errors assertively.
 * The explicit aria-live also keeps them out of a modal dialog's aria-hidden sweep (Radix hideOthers),
 * so a toast raised from inside a dialog is still seen and heard.
 */
export function Toaster() {
  const t = useT();
  const notices = useAtomValue(noticesAtom);
  const { dismiss } = useServices();
  const toast = (n: Notice) => (
    <div key={n.id} className={`toast toast--${n.tone}`}>
      <span className="toast__icon" aria-hidden="true">{ICON[n.tone]}</span>
      <span className="toast__text">{n.text}</span>
      <button type="button" className="toast__close" aria-label={t('notice.dismiss')} onClick={() => dismiss(n.id)}>×</button>
    </div>
  );
  return (
    <section className="toaster" aria-label={t('notice.region')}>
      <div className="toaster__stack" role="status" aria-live="polite">{notices.filter((n) => n.tone !== 'error').map(toast)}</div>
      <div className="toaster__stack" role="alert" aria-live="assertive">{notices.filter((n) => n.tone === 'error').map(toast)}</div>
    </section>
  );
}
