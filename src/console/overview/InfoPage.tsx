import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { KindCounts } from './KindCounts.tsx';
import { OverviewFrame } from './OverviewFrame.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { ReadinessList } from './ReadinessList.tsx';
import { RecentEdits } from './RecentEdits.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';

/** The landing tab (`/info`): an editor's review queue, the client's content at a glance, what would trip a visitor up, and the latest edits. */
export function InfoPage() {
  const t = useT();
  const company = useAtomValue(userWebAtom)?.company.name;
  return (
    <OverviewFrame title={company || t('route.info')} intro={t('overview.info.intro')} grid="info">
      {(o, kinds) => (
        <>
          <ReviewQueue kinds={kinds} />
          <OverviewSection id="ov-content" title={t('overview.counts.title')}>
            <KindCounts counts={o.counts} kinds={kinds} />
          </OverviewSection>
          <OverviewSection id="ov-recent" title={t('overview.recent.title')}>
            <RecentEdits recent={o.recent} kinds={kinds} />
          </OverviewSection>
          <ReadinessList faults={o.faults} total={o.faultCount} kinds={kinds} />
        </>
      )}
    </OverviewFrame>
  );
}
