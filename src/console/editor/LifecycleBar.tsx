import { lazy, Suspense, useState } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { actionAllowed, type LifecycleAction } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useMay } from '../session/useGrant.ts';
import { hasPublishStep, hasUnpublishedChanges, reviewStep, visitorState } from '../../core/visitorState.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ChangesActions } from '../changes/ChangesActions.tsx';
import { useDiscardChanges } from '../changes/useDiscardChanges.tsx';
import { ReturnReviewDialog } from './ReturnReviewDialog.tsx';
import { MENU_ACTIONS, MoreActions } from './MoreActions.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { usePublishCheck } from './usePublishCheck.tsx';
import type { KindEditor } from './useKindEditor.ts';

// Loaded when first opened: the editor's first load carries none of the releases' code.
const AddToReleaseDialog = lazy(() => import('../releases/AddToReleaseDialog.tsx').then((m) => ({ default: m.AddToReleaseDialog })));

/** Button look per action: destroy is the only destructive one. */
const TONE: Record<LifecycleAction, string> = {
  publish: 'btn--accent-soft', 'un-publish': '', delete: '', restore: 'btn--accent-soft', destroy: 'btn--danger-ghost',
};

/**
 * The actions the current item's state allows (SPEC §4) and the user's role may take: an
 * editor's lifecycle actions, plus "Return to author" on an item in review; an author's "Submit for
 * review" on a draft not in review; a published item's changes (ChangesActions). Destroy asks first,
 * and so does a publish with doubts.
 */
export function LifecycleBar({ kind, editor }: { kind: ResolvedKind; editor: KindEditor }) {
  const t = useT();
  const [scheduling, setScheduling] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const mayLifecycle = useMay('lifecycle', { kind: kind.id });
  const maySubmit = useMay('submitReview', { kind: kind.id });
  const mayDecide = useMay('decideReview', { kind: kind.id });
  const [returning, setReturning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const check = usePublishCheck(kind, editor);
  const discard = useDiscardChanges(kind, editor);
  const item = editor.current;
  if (!item) return null;
  const onAction = (action: LifecycleAction) => {
    if (action === 'destroy') setConfirming(true);
    else if (action === 'publish') void check.ask();
    else void editor.run(action);
  };
  const actions = mayLifecycle ? kind.api.actions.filter((a) => actionAllowed(a, item.state)) : [];
  const publishable = hasPublishStep(kind);
  const step = reviewStep(item, publishable);
  // An author sends a draft (or a published item's changes) to the editors instead of publishing it; once there, it waits for them.
  const author = maySubmit && !mayLifecycle && publishable && step !== 'submitted';
  const submit = author && visitorState(item, publishable) === 'draft';
  const changes = hasUnpublishedChanges(item, publishable);
  const submitChanges = author && changes;
  const giveBack = mayDecide && step === 'submitted';
  const disabled = editor.busy || check.checking;
  const returnButton = (
    <button key="return-review" type="button" className="btn btn--sm" disabled={disabled} onClick={() => setReturning(true)}>
      {t('lifecycle.return-review')}
    </button>
  );
  // Whoever may publish the kind may also say when: "Schedule…" sets the publish and un-publish times, "Add to release…" plans it with others.
  const schedulable = mayLifecycle && publishable;
  const changesActions = changes && (mayLifecycle || submitChanges);
  if (!actions.length && !submit && !giveBack && !schedulable && !changesActions) return null;
  return (
    <div className="lifecycle" role="group" aria-label={t('lifecycle.label')}>
      {submit && (
        <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={() => void editor.run('submit-review')}>
          {t('lifecycle.submit-review')}
        </button>
      )}
      {changesActions && (
        <ChangesActions editor={editor} lifecycle={mayLifecycle} submit={submitChanges} disabled={disabled}
          publish={() => void check.ask()} after={giveBack && returnButton} />
      )}
      {actions.filter((a) => !MENU_ACTIONS.includes(a)).flatMap((action) => [
        <button key={action} type="button" className={`btn btn--sm ${TONE[action]}`} disabled={disabled}
          onClick={() => onAction(action)}>
          {t(`lifecycle.${action}`)}
        </button>,
        // The editor's two answers to a review side by side: publish it, or give it back.
        ...(action === 'publish' && giveBack ? [returnButton] : []),
      ])}
      {giveBack && !actions.includes('publish') && !(changesActions && mayLifecycle) && returnButton}
      <MoreActions actions={actions.filter((a) => MENU_ACTIONS.includes(a))} schedule={schedulable} disabled={disabled}
        discard={changes && mayLifecycle ? { onSelect: discard.ask, disabled: discard.reading } : undefined}
        onAction={onAction} onSchedule={() => setScheduling(true)} onRelease={schedulable && visitorState(item, publishable) !== 'archived' ? () => setReleasing(true) : undefined} />
      {releasing && (
        <Suspense fallback={null}>
          <AddToReleaseDialog kind={kind.id} id={item.id} title={kind.list.toListItem(item).title || t('list.untitled')}
            live={visitorState(item, publishable) === 'published'} onClose={() => setReleasing(false)} />
        </Suspense>
      )}
      {discard.dialog}
      {scheduling && (
        <ScheduleDialog title={kind.list.toListItem(item).title || t('list.untitled')}
          schedule={{ publish_at: item.publish_at ?? null, unpublish_at: item.unpublish_at ?? null }}
          onCancel={() => setScheduling(false)}
          onSave={async (body) => {
            await editor.schedule(body);
            setScheduling(false);
          }} />
      )}
      {returning && (
        <ReturnReviewDialog title={kind.list.toListItem(item).title || t('list.untitled')} itemLabel={t(kind.labels.item)}
          onCancel={() => setReturning(false)}
          onReturn={(comment) => { setReturning(false); void editor.run('return-review', comment || undefined); }} />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('confirm.destroy.title', { item: t(kind.labels.item) })}
          body={t('confirm.destroy.body', { title: kind.list.toListItem(item).title || t('list.untitled') })}
          confirmLabel={t('confirm.destroy.confirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => { setConfirming(false); void editor.run('destroy'); }} />
      )}
      {check.dialog}
    </div>
  );
}
