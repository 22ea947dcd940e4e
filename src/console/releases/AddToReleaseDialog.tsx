import { useEffect, useId, useState } from 'react';
import type { Release, ReleaseAction } from '../../core/releaseWire.ts';
import { serverMessage } from '../http/createHttp.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useReleaseCalls } from './useReleases.ts';
import '../ui/schedule.css';
import './releases.css';

const NEW = 'new';

/**
 * "Add to release…" of the editor's More menu: one of the company's open releases, or a new one named
 * here, and what the release does to the item when it goes live (publish; unpublish too for a live
 * item). A refusal (the item is in another open release) shows the server's words, naming that release.
 */
export function AddToReleaseDialog({ kind, id, title, live, onClose }: {
  kind: string;
  id: number;
  title: string;
  /** The item is published: the release may take it down. */
  live: boolean;
  onClose(): void;
}) {
  const t = useT();
  const calls = useReleaseCalls();
  const notice = useServerNotice();
  const { ref, titleId, bodyId } = useModalDialog();
  const nameId = useId();
  const [releases, setReleases] = useState<Release[] | null>(null);
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [action, setAction] = useState<ReleaseAction>('publish');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    calls.list().then((all) => {
      if (!current) return;
      const open = all.filter((r) => r.state === 'open');
      setReleases(open);
      if (open.length) setChoice(String(open[0].id));
    }, () => { if (current) setReleases([]); });
    return () => { current = false; };
  }, [calls]);
  const save = async () => {
    if (choice === NEW && !name.trim()) { setError(t('releases.nameRequired')); return; }
    setSaving(true);
    setError(null);
    let made: Release | undefined;
    try {
      made = choice === NEW ? (await calls.create(name.trim())).value : undefined;
      const answer = await calls.addItem(made ? made.id : Number(choice), kind, id, action);
      notice(answer.message);
      onClose();
    } catch (err) {
      // The release made here for this item alone goes again when the item could not join it.
      if (made) await calls.remove(made.id).catch(() => undefined);
      setError(serverMessage(err) ?? t('error.generic'));
    } finally {
      setSaving(false);
    }
  };
  const radio = (group: string, value: string, checked: boolean, onChange: () => void, label: string) => (
    <label key={value} className="rel-choice">
      <input type="radio" name={group} value={value} checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
  return (
    <dialog ref={ref} className="dialog rel-add" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <form method="dialog" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <h2 id={titleId} className="dialog__title">{t('releases.addTitle', { title })}</h2>
        <p id={bodyId} className="dialog__body">{t('releases.addBody')}</p>
        <fieldset className="rel-fieldset">
          <legend className="field__label">{t('releases.release')}</legend>
          {!releases ? <p className="rel-item__note">{t('app.loading')}</p> : releases.map((r) => radio('release', String(r.id), choice === String(r.id),
            () => setChoice(String(r.id)), t('releases.choice', { name: r.name, count: r.item_count })))}
          {radio('release', NEW, choice === NEW, () => setChoice(NEW), t('releases.newNamed'))}
          {choice === NEW && (
            <div className="field rel-add__name">
              <label className="field__label" htmlFor={nameId}>{t('releases.name')}</label>
              <input id={nameId} className="input" value={name} maxLength={200} autoComplete="off" onChange={(e) => setName(e.target.value)} />
            </div>
          )}
        </fieldset>
        <fieldset className="rel-fieldset">
          <legend className="field__label">{t('releases.whenLive')}</legend>
          {radio('action', 'publish', action === 'publish', () => setAction('publish'), t(live ? 'releases.doPublishChanges' : 'releases.doPublish'))}
          {live && radio('action', 'unpublish', action === 'unpublish', () => setAction('unpublish'), t('releases.doUnpublish'))}
        </fieldset>
        {error && <p className="schedule-dialog__error" role="alert">{error}</p>}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>{t('confirm.cancel')}</button>
          <button type="submit" className="btn btn--primary" disabled={saving || !releases}>{t('releases.add')}</button>
        </div>
      </form>
    </dialog>
  );
}
