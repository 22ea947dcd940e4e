import { useState } from 'react';
import type { Release, ReleaseRefusedItem } from '../../core/releaseWire.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { refusedItems } from './releaseCalls.ts';
import { useReleaseCalls } from './useReleases.ts';

/**
 * "Publish now": asks first, naming the release and how many items go live together. A refusal (409)
 * turns the dialog into its answer: nothing was published, and each item that cannot go live is named
 * with why. `onDone` after a publish or after the refusal is read (the release is loaded again either way).
 */
export function PublishReleaseDialog({ release, kinds, onDone, onCancel }: {
  release: Release;
  kinds: OverviewKinds;
  onDone(): void;
  onCancel(): void;
}) {
  const t = useT();
  const calls = useReleaseCalls();
  const notice = useServerNotice();
  const { ref, titleId, bodyId } = useModalDialog();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ReleaseRefusedItem[] | null>(null);
  const publish = async () => {
    setBusy(true);
    try {
      notice((await calls.publish(release.id)).message);
      onDone();
    } catch (err) {
      // A refusal naming items is shown here; any other failure was told by the http client.
      const items = refusedItems(err);
      if (items.length) setRefused(items);
      else onCancel();
    } finally {
      setBusy(false);
    }
  };
  const close = refused ? onDone : onCancel;
  return (
    <dialog ref={ref} className="dialog rel-publish" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={(e) => { e.preventDefault(); close(); }}>
      <h2 id={titleId} className="dialog__title">
        {refused ? t('releases.refusedTitle', { name: release.name }) : t('releases.publishTitle', { name: release.name })}
      </h2>
      <div id={bodyId}>
        {refused ? (
          <>
            <p className="dialog__body" role="alert">{t('releases.refusedBody', { count: refused.length })}</p>
            <ul className="dialog__items rel-refused">
              {refused.map((i) => (
                <li key={`${i.kind}/${i.id}`} data-item={`${i.kind}/${i.id}`}>
                  <strong>{i.title || t('overview.untitled')}</strong> <span className="ov-kind">{kinds.label(i.kind)}</span>
                  <span className="rel-refused__reason">{i.reason}</span>
                </li>
              ))}
            </ul>
          </>
        ) : <p className="dialog__body">{t('releases.publishBody', { count: release.item_count })}</p>}
      </div>
      <div className="dialog__actions">
        {refused ? <button type="button" className="btn" autoFocus onClick={onDone}>{t('releases.close')}</button> : (
          <>
            <button type="button" className="btn" autoFocus onClick={onCancel}>{t('confirm.cancel')}</button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void publish()}>{t('releases.publishNow')}</button>
          </>
        )}
      </div>
    </dialog>
  );
}
