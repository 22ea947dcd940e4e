import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ReleaseDetail, ReleaseItem } from '../../core/releaseWire.ts';
import { mayDo } from '../../core/roles.ts';
import { ScheduleDialog } from '../editor/ScheduleDialog.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useOverviewKinds } from '../routes/overviewKinds.ts';
import { OverviewSection } from '../overview/OverviewSection.tsx';
import { useGrant } from '../session/useGrant.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PublishReleaseDialog } from './PublishReleaseDialog.tsx';
import { releaseHref } from '../model/releaseHref.ts';
import { ReleaseItemCard } from './ReleaseItemCard.tsx';
import { ReleaseSummary } from './ReleaseSummary.tsx';
import { useReleaseCalls, useReleaseDetail } from './useReleases.ts';

type Asking = 'publish' | 'schedule' | 'delete' | null;

/**
 * One release on the Releases page: what it is and when it goes (or went) live, every item with what
 * the release does to it, its state, changes and readiness. For the lifecycle roles, while it is open:
 * Publish now, Schedule…, Delete release, and Remove on each item of a kind they may publish.
 */
export function ReleaseDetailView({ rid }: { rid: number }) {
  const t = useT();
  const grant = useGrant();
  const kinds = useOverviewKinds();
  const calls = useReleaseCalls();
  const notice = useServerNotice();
  const [, navigate] = useLocation();
  const { value: detail, setValue, failed, reload } = useReleaseDetail(rid);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const back = <Link className="rel-back" href={releaseHref()}>{t('releases.back')}</Link>;
  if (!detail) {
    return (
      <>
        {back}
        {failed ? <p className="ov-empty" role="alert">{t('releases.detailFailed')}</p> : <p className="ov-empty">{t('app.loading')}</p>}
      </>
    );
  }
  const { release, items } = detail;
  const open = release.state === 'open';
  const may = open && mayDo(grant, 'lifecycle', {});
  const mayItem = (i: ReleaseItem) => may && mayDo(grant, 'lifecycle', { kind: i.kind });
  const run = async <T,>(call: () => Promise<{ message?: string; value: T }>, after: (value: T) => void) => {
    setBusy(true);
    try {
      const answer = await call();
      notice(answer.message);
      after(answer.value);
    } catch { /* told by the http client */ } finally {
      setBusy(false);
    }
  };
  const remove = (i: ReleaseItem) => void run(() => calls.removeItem(rid, i.kind, i.id), (d: ReleaseDetail) => setValue(d));
  const blocked = items.filter((i) => !i.can_publish).length;
  return (
    <>
      {back}
      <ReleaseSummary release={release} />
      {may && (
        <div className="rel-toolbar" role="group" aria-label={t('releases.actions')}>
          <button type="button" className="btn btn--primary" disabled={busy || items.length === 0} onClick={() => setAsking('publish')}>{t('releases.publishNow')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => setAsking('schedule')}>{t('lifecycle.schedule')}</button>
          <button type="button" className="btn btn--danger-ghost" disabled={busy} onClick={() => setAsking('delete')}>{t('releases.delete')}</button>
        </div>
      )}
      <OverviewSection id="rel-items" title={t('releases.itemsTitle')} aside={t('releases.items', { count: items.length })}>
        {open && blocked > 0 && <p className="rel-blocked" role="status">{t('releases.blocked', { count: blocked })}</p>}
        {items.length === 0 ? <p className="ov-empty">{t(open ? 'releases.empty' : 'releases.emptyPast')}</p> : (
          <ul className="rel-items">
            {items.map((i) => (
              <ReleaseItemCard key={`${i.kind}/${i.id}`} item={i} kinds={kinds} busy={busy} onRemove={mayItem(i) ? () => remove(i) : undefined} />
            ))}
          </ul>
        )}
      </OverviewSection>
      {asking === 'publish' && (
        <PublishReleaseDialog release={{ ...release, item_count: items.length }} kinds={kinds}
          onCancel={() => setAsking(null)} onDone={() => { setAsking(null); void reload(); }} />
      )}
      {asking === 'schedule' && (
        <ScheduleDialog title={release.name} fields={['publish_at']} body={t('releases.scheduleBody')}
          schedule={{ publish_at: release.publish_at }} onCancel={() => setAsking(null)}
          onSave={async (body) => {
            const answer = await calls.schedule(rid, body.publish_at ?? null);
            notice(answer.message);
            setAsking(null);
            void reload();
          }} />
      )}
      {asking === 'delete' && (
        <ConfirmDialog title={t('releases.deleteTitle', { name: release.name })} body={t('releases.deleteBody', { count: items.length })}
          confirmLabel={t('releases.delete')} cancelLabel={t('confirm.cancel')} onCancel={() => setAsking(null)}
          onConfirm={() => { setAsking(null); void run(() => calls.remove(rid), () => navigate(releaseHref())); }} />
      )}
    </>
  );
}
