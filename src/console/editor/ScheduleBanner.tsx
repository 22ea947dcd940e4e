import type { ResolvedKind } from '../../core/defineKind.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import type { WireItem } from '../model/wireItem.ts';
import { useCompanyTimeZone } from '../rjsf/DateTimeWidget.tsx';
import '../ui/schedule.css';

/**
 * Above the form, when the open item has a schedule: when it will be published and un-published (on
 * the company's clock, the zone named), and a scheduled action that did not happen, with the reason.
 */
export function ScheduleBanner({ kind, item }: { kind: ResolvedKind; item: WireItem | null }) {
  const t = useT();
  const intl = useIntl();
  const zone = useCompanyTimeZone();
  if (!item || !hasPublishStep(kind)) return null;
  const { publish_at: publishAt, unpublish_at: unpublishAt, schedule_error: failed } = item;
  if (!publishAt && !unpublishAt && !failed) return null;
  const when = (iso: string) => intl.formatDate(iso, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const lines = [
    ...(publishAt ? [t('schedule.publishesAt', { when: when(publishAt) })] : []),
    ...(unpublishAt ? [t('schedule.unpublishesAt', { when: when(unpublishAt) })] : []),
  ];
  return (
    <>
      {failed && (
        <div className="draft-banner schedule-banner schedule-banner--failed" role="alert" data-schedule-error="">
          <span className="draft-banner__text">
            {t(failed.action === 'publish' ? 'schedule.failedPublish' : 'schedule.failedUnpublish', { when: when(failed.at), reason: failed.message })}
          </span>
        </div>
      )}
      {lines.length > 0 && (
        <div className="draft-banner schedule-banner" role="status" data-schedule="">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4v4l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /></svg>
          <ul className="draft-banner__text schedule-banner__lines">
            {lines.map((line) => <li key={line}>{line}</li>)}
            <li className="schedule-banner__zone">{t('schedule.zone', { zone })}</li>
          </ul>
        </div>
      )}
    </>
  );
}
