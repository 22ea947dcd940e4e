import type { Release } from '../../core/releaseWire.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { releaseTiming } from './releaseTiming.ts';
import { useCompanyTime } from './useCompanyTime.ts';

/** A release's heading: its name and state, who made it, when it goes live or went live and by whom, and why a scheduled publish failed. */
export function ReleaseSummary({ release: r }: { release: Release }) {
  const t = useT();
  const time = useCompanyTime();
  const name = (u: Release['created_by']) => u?.name?.trim() || t('overview.reviews.nobody');
  const lines = [
    t('releases.createdBy', { when: time.format(r.created_at), name: name(r.created_by) }),
    releaseTiming(r, t, time.format),
  ].filter((l): l is string => !!l);
  return (
    <header className="ov__header rel-summary" data-state={r.state}>
      <div className="rel-summary__title">
        <h1 className="ov__title">{r.name}</h1>
        <span className={`rel-state rel-state--${r.state}`}>{t(`releases.state.${r.state}`)}</span>
      </div>
      {lines.map((l) => <p key={l} className="ov__intro">{l}</p>)}
      {r.error && <p className="rel-row__error" role="alert">{t('releases.failedBecause', { reason: r.error })}</p>}
      <p className="ov__intro rel-summary__zone">{t('overview.schedule.zone', { zone: time.named(r.publish_at ?? undefined) })}</p>
    </header>
  );
}
