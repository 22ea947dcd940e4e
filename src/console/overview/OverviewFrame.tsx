import type { ReactNode } from 'react';
import type { Overview } from './overviewApi.ts';
import { OverviewNotice } from './OverviewNotice.tsx';
import { useOverviewKinds, type OverviewKinds } from '../routes/overviewKinds.ts';
import { useOverview } from './useOverview.ts';
import './overview.css';

/**
 * The frame Info and the Dashboard share: heading, one `GET /api/overview` with its loading and error
 * notice, then the page's own cards in a grid (`ov__grid--<grid>`) once the overview is there.
 */
export function OverviewFrame({ title, intro, grid, children }: {
  title: string;
  intro?: string;
  grid: string;
  children: (overview: Overview, kinds: OverviewKinds) => ReactNode;
}) {
  const load = useOverview();
  const kinds = useOverviewKinds();
  const o = load.overview;
  return (
    <div className="ov">
      <div className="ov__inner">
        <header className="ov__header">
          <h1 className="ov__title">{title}</h1>
          {intro && <p className="ov__intro">{intro}</p>}
        </header>
        {!o ? <OverviewNotice load={load} /> : <div className={`ov__grid ov__grid--${grid}`}>{children(o, kinds)}</div>}
      </div>
    </div>
  );
}
