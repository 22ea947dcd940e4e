import { useT } from '../i18n/IntlContext.tsx';
import { ActivityChart } from './ActivityChart.tsx';
import { OverviewNotice } from './OverviewNotice.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { useOverviewKinds } from './overviewKinds.ts';
import { ReadinessList } from './ReadinessList.tsx';
import { ScheduleList } from './ScheduleList.tsx';
import { useOverview } from './useOverview.ts';
import './overview.css';

/** The dashboard (`/dashboard`): the last 30 days of work, what is on the schedule, and what is not ready to publish. */
export function DashboardPage() {
  const t = useT();
  const load = useOverview();
  const kinds = useOverviewKinds();
  const o = load.overview;
  return (
    <div className="ov">
      <div className="ov__inner">
        <header className="ov__header">
          <h1 className="ov__title">{t('route.dashboard')}</h1>
        </header>
        {!o ? <OverviewNotice load={load} /> : (
          <div className="ov__grid ov__grid--dashboard">
            <OverviewSection id="ov-activity" title={t('overview.activity.title')} className="ov-card--wide">
              <ActivityChart days={o.activity} />
            </OverviewSection>
            <OverviewSection id="ov-schedule" title={t('overview.schedule.title')}>
              <ScheduleList scheduled={o.scheduled} kinds={kinds} />
            </OverviewSection>
            <ReadinessList faults={o.faults} total={o.faultCount} kinds={kinds} />
          </div>
        )}
      </div>
    </div>
  );
}
