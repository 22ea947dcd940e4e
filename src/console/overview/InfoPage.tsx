import { useAtomValue } from 'jotai';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { KindCounts } from './KindCounts.tsx';
import { OverviewNotice } from './OverviewNotice.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { useOverviewKinds } from './overviewKinds.ts';
import { ReadinessList } from './ReadinessList.tsx';
import { RecentEdits } from './RecentEdits.tsx';
import { useOverview } from './useOverview.ts';
import './overview.css';

/** The landing tab (`/info`): the client's content at a glance, what would trip a visitor up, and the latest edits. */
export function InfoPage() {
  const t = useT();
  const company = useAtomValue(userWebAtom)?.company.name;
  const load = useOverview();
  const kinds = useOverviewKinds();
  const o = load.overview;
  return (
    <div className="ov">
      <div className="ov__inner">
        <header className="ov__header">
          <h1 className="ov__title">{company || t('route.info')}</h1>
          <p className="ov__intro">{t('overview.info.intro')}</p>
        </header>
        {!o ? <OverviewNotice load={load} /> : (
          <div className="ov__grid ov__grid--info">
            <OverviewSection id="ov-content" title={t('overview.counts.title')}>
              <KindCounts counts={o.counts} kinds={kinds} />
            </OverviewSection>
            <OverviewSection id="ov-recent" title={t('overview.recent.title')}>
              <RecentEdits recent={o.recent} kinds={kinds} />
            </OverviewSection>
            <ReadinessList faults={o.faults} total={o.faultCount} kinds={kinds} />
          </div>
        )}
      </div>
    </div>
  );
}
