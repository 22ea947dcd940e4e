import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Release } from '../../core/releaseWire.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useMay } from '../session/useGrant.ts';
import { OverviewSection } from '../overview/OverviewSection.tsx';
import { CreateReleaseDialog } from './CreateReleaseDialog.tsx';
import { useCompanyTime } from './useCompanyTime.ts';
import { releaseHref } from '../model/releaseHref.ts';
import { releaseTiming } from './releaseTiming.ts';
import { useReleases } from './useReleases.ts';

/**
 * The list of the Releases page: open releases (name, item count, when each goes live) and the record
 * of past ones (when and by whom they went live; a failed one with its reason). "New release" for the
 * lifecycle roles, which opens the new release.
 */
export function ReleaseList() {
  const t = useT();
  const may = useMay('lifecycle');
  const { value: releases, failed, reload } = useReleases();
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const { zone } = useCompanyTime();
  const open = releases?.filter((r) => r.state === 'open') ?? [];
  const past = releases?.filter((r) => r.state !== 'open') ?? [];
  const body = (list: Release[], empty: string) => (failed ? <p className="ov-empty" role="alert">{t('releases.failed')}</p>
    : !releases ? <p className="ov-empty">{t('app.loading')}</p>
    : list.length === 0 ? <p className="ov-empty">{empty}</p>
    : <ul className="rel-list">{list.map((r) => <ReleaseRow key={r.id} release={r} />)}</ul>);
  return (
    <>
      {may && (
        <div className="rel-toolbar">
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>{t('releases.new')}</button>
        </div>
      )}
      <OverviewSection id="rel-open" title={t('releases.open')} aside={open.length ? t('releases.count', { count: open.length }) : undefined}>
        {body(open, t('releases.openEmpty'))}
        {open.some((r) => r.publish_at) && <p className="ov-note">{t('overview.schedule.zone', { zone })}</p>}
      </OverviewSection>
      <OverviewSection id="rel-past" title={t('releases.past')}>
        {body(past, t('releases.pastEmpty'))}
        {past.length > 0 && <p className="ov-note">{t('overview.schedule.zone', { zone })}</p>}
      </OverviewSection>
      {creating && (
        <CreateReleaseDialog onCancel={() => setCreating(false)}
          onCreated={(r) => { setCreating(false); void reload(); navigate(releaseHref(r.id)); }} />
      )}
    </>
  );
}

/** One release of the list: its name opening it, its size, and when it goes or went live. */
function ReleaseRow({ release: r }: { release: Release }) {
  const t = useT();
  const time = useCompanyTime();
  return (
    <li className="rel-row" data-release={r.id} data-state={r.state}>
      <div className="rel-row__head">
        <Link className="rel-row__name" href={releaseHref(r.id)}>{r.name}</Link>
        <span className="rel-row__count">{t('releases.items', { count: r.item_count })}</span>
        {r.state !== 'open' && <span className={`rel-state rel-state--${r.state}`}>{t(`releases.state.${r.state}`)}</span>}
      </div>
      <p className="rel-row__meta">{releaseTiming(r, t, time.format)}</p>
      {r.error && <p className="rel-row__error">{t('releases.failedBecause', { reason: r.error })}</p>}
    </li>
  );
}
