import { useT } from '../i18n/IntlContext.tsx';
import { ActivityChart } from './ActivityChart.tsx';
import { OverviewFrame } from './OverviewFrame.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { PublishingSchedule } from './PublishingSchedule.tsx';
import { ReadinessList } from './ReadinessList.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { ScheduleList } from './ScheduleList.tsx';

/** The dashboard (`/dashboard`): an editor's review queue, the last 30 days of work, what is on the schedule, what will be published or un-published when, and what is not ready to publish. */
export function DashboardPage() {
  const t = useT();
  return (
    <OverviewFrame title={t('route.dashboard')} grid="dashboard">
      {(o, kinds) => (
        <>
          <ReviewQueue kinds={kinds} />
          <OverviewSection id="ov-activity" title={t('overview.activity.title')} className="ov-card--wide">
            <ActivityChart days={o.activity} />
          </OverviewSection>
          <OverviewSection id="ov-schedule" title={t('overview.schedule.title')}>
            <ScheduleList scheduled={o.scheduled} kinds={kinds} />
          </OverviewSection>
          <PublishingSchedule kinds={kinds} />
          <ReadinessList faults={o.faults} total={o.faultCount} kinds={kinds} />
        </>
      )}
    </OverviewFrame>
  );
}
