import { useAtomValue } from 'jotai';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { noticesAtom } from './notices.ts';

/** The toast stack: successes politely announced, errors assertively. */
export function Toaster() {
  const t = useT();
  const notices = useAtomValue(noticesAtom);
  const { dismiss } = useServices();
  return (
    <section className="toaster" aria-label={t('notice.region')}>
      {notices.map((n) => (
        <div key={n.id} className={`toast toast--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
          <span className="toast__icon" aria-hidden="true">{n.tone === 'error' ? '!' : '✓'}</span>
          <span className="toast__text">{n.text}</span>
          <button type="button" className="toast__close" aria-label={t('notice.dismiss')} onClick={() => dismiss(n.id)}>×</button>
        </div>
      ))}
    </section>
  );
}
