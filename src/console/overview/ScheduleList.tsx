import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { hasPublishStep } from '../../core/visitorState.ts';
import { canonicalTimeZone } from '../../core/zonedTime.ts';
import { userWebAtom } from '../session/session.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { itemHref, type ScheduledItem } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';

/** "Schedule": dated items (events, tour runs) from a week back to two months ahead, on the company's clock, soonest first. */
export function ScheduleList({ scheduled, kinds }: { scheduled: readonly ScheduledItem[]; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  const zone = canonicalTimeZone(useAtomValue(userWebAtom)?.user_setting.time_zone) ?? 'UTC';
  if (scheduled.length === 0) return <p className="ov-empty">{t('overview.schedule.empty')}</p>;
  const now = Date.now();
  const sorted = [...scheduled].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const when = (iso: string) => intl.formatDate(iso, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <>
      <div className="ov-scroll">
        <table className="ov-table ov-schedule">
          <thead>
            <tr>
              <th scope="col" className="ov-col--date">{t('overview.schedule.when')}</th>
              <th scope="col">{t('overview.schedule.item')}</th>
              <th scope="col" className="ov-col--state">{t('overview.schedule.state')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((s) => {
              const kind = kinds.find(s.kind);
              const title = s.title || t('overview.untitled');
              const past = Date.parse(s.at) < now;
              return (
                <tr key={`${s.kind}/${s.id}/${s.at}`} className={past ? 'ov-schedule--past' : undefined} data-item={`${s.kind}/${s.id}`}>
                  <td className="ov-schedule__when"><time dateTime={s.at}>{when(s.at)}</time>{past && <span className="visually-hidden"> {t('overview.schedule.past')}</span>}</td>
                  <td><div className="ov-recent__item">
                    {kind ? <Link className="ov-recent__title" href={itemHref(kind.route, s.id)}>{title}</Link> : <span className="ov-recent__title">{title}</span>}
                    <span className="ov-kind">{kinds.label(s.kind)}</span>
                  </div></td>
                  <td><StateBadge state={s.state} publishable={!kind || hasPublishStep(kind)} /></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="ov-note">{t('overview.schedule.zone', { zone })}</p>
    </>
  );
}
