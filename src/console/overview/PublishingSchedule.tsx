import { Link } from 'wouter';
import { useCompanyTimeZone } from '../rjsf/DateTimeWidget.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { releaseHref } from '../model/releaseHref.ts';
import { itemHref } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { OverviewSection } from './OverviewSection.tsx';
import type { ScheduleEntry } from './scheduleApi.ts';
import { useCompanySchedule } from './useCompanySchedule.ts';

/**
 * "Scheduled publishing", on the Dashboard for everyone signed in (reading is never limited): what will
 * be published or un-published when, on the company's clock, who set it, and for those that ran whether
 * they did (a failed one with its reason). A week back to two months ahead, soonest first.
 */
export function PublishingSchedule({ kinds }: { kinds: OverviewKinds }) {
  const t = useT();
  const zone = useCompanyTimeZone();
  const load = useCompanySchedule();
  const pending = load.entries?.filter((e) => e.state === 'pending').length ?? 0;
  return (
    <OverviewSection id="ov-publishing" title={t('overview.publishing.title')} className="ov-card--wide"
      aside={pending ? t('overview.publishing.count', { count: pending }) : undefined}>
      {load.failed ? <p className="ov-empty" role="alert">{t('overview.publishing.failed')}</p>
        : !load.entries ? <p className="ov-empty">{t('app.loading')}</p>
        : load.entries.length === 0 ? <p className="ov-empty">{t('overview.publishing.empty')}</p>
        : (
          <>
            <div className="ov-scroll">
              <table className="ov-table ov-publishing">
                <thead>
                  <tr>
                    <th scope="col" className="ov-col--date">{t('overview.schedule.when')}</th>
                    <th scope="col">{t('overview.schedule.item')}</th>
                    <th scope="col" className="ov-col--action">{t('overview.publishing.action')}</th>
                    <th scope="col" className="ov-publishing__outcome">{t('overview.schedule.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.entries.map((e) => <ScheduleRow key={`${e.kind}/${e.id}/${e.action}/${e.at}`} entry={e} kinds={kinds} zone={zone} />)}
                </tbody>
              </table>
            </div>
            <p className="ov-note">{t('overview.schedule.zone', { zone })}</p>
          </>
        )}
      <p className="ov-note"><Link href={releaseHref()}>{t('releases.all')}</Link></p>
    </OverviewSection>
  );
}

function ScheduleRow({ entry: e, kinds, zone }: { entry: ScheduleEntry; kinds: OverviewKinds; zone: string }) {
  const t = useT();
  const intl = useIntl();
  const kind = e.kind ? kinds.find(e.kind) : undefined;
  const title = e.title || t('overview.untitled');
  const when = intl.formatDate(e.at, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const by = e.set_by?.name?.trim() || t('overview.reviews.nobody');
  return (
    <tr className={e.state === 'pending' ? undefined : 'ov-schedule--past'} data-item={`${e.kind}/${e.id}`} data-state={e.state}>
      <td className="ov-schedule__when"><time dateTime={e.at}>{when}</time></td>
      <td><div className="ov-recent__item">
        {kind ? <Link className="ov-recent__title" href={itemHref(kind.route, e.id)}>{title}</Link>
          : e.target === 'release' ? <Link className="ov-recent__title" href={releaseHref(e.id)}>{title}</Link>
          : <span className="ov-recent__title">{title}</span>}
        <span className="ov-kind">{e.kind ? kinds.label(e.kind) : e.target === 'release' ? t('releases.release') : ''}</span>
      </div></td>
      <td>{t(e.action === 'publish' ? 'overview.publishing.publish' : 'overview.publishing.unpublish')}</td>
      <td className="ov-publishing__outcome">
        <span className={`ov-publishing__state ov-publishing__state--${e.state}`}>{t(`overview.publishing.state.${e.state}`)}</span>
        <span className="ov-publishing__by">{t('overview.publishing.by', { name: by })}</span>
        {e.error && <span className="ov-publishing__error">{e.error}</span>}
      </td>
    </tr>
  );
}
