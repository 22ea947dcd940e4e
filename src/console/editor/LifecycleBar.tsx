import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { actionAllowed, type LifecycleAction } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { baseLanguageAtom } from '../i18n/contentLanguage.ts';
import { useMay } from '../session/useGrant.ts';
import { hasPublishStep, reviewStep, visitorState } from '../../core/visitorState.ts';
import { useMissingTranslations } from '../translator/useMissingTranslations.ts';
import { useZoneFindingsOf } from '../walk/useZoneFindings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { kindLint } from '../model/kindChecks.ts';
import { ReturnReviewDialog } from './ReturnReviewDialog.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import type { KindEditor } from './useKindEditor.ts';

/** Button look per action: destroy is the only destructive one. */
const TONE: Record<LifecycleAction, string> = {
  publish: 'btn--accent-soft', 'un-publish': '', delete: '', restore: 'btn--accent-soft', destroy: 'btn--danger-ghost',
};

/** What a publish asks about first: the kind's lint faults, the zone findings concerning the item and the languages still untranslated. */
interface PublishDoubts { faults: readonly string[]; untranslated: readonly string[] }

/**
 * The actions the current item's state allows (SPEC §4) and the user's role may take: an
 * editor's lifecycle actions, plus "Return to author" on an item in review; an author's "Submit for
 * review" on a draft not in review. Destroy asks first, and so does a publish with doubts.
 */
export function LifecycleBar({ kind, editor }: { kind: ResolvedKind; editor: KindEditor }) {
  const t = useT();
  const [scheduling, setScheduling] = useState(false);
  const mayLifecycle = useMay('lifecycle', { kind: kind.id });
  const maySubmit = useMay('submitReview', { kind: kind.id });
  const mayDecide = useMay('decideReview', { kind: kind.id });
  const [returning, setReturning] = useState(false);
  const languageName = useLanguageName();
  const missingTranslations = useMissingTranslations(kind);
  const zoneFindingsOf = useZoneFindingsOf(kind);
  const base = useAtomValue(baseLanguageAtom);
  const [confirming, setConfirming] = useState(false);
  const [doubts, setDoubts] = useState<PublishDoubts | null>(null);
  const [checking, setChecking] = useState(false);
  const item = editor.current;
  if (!item) return null;
  // Publishing what the kind's lint faults, or an item not yet translated into every language, asks
  // first, naming them (the stored item is what gets published).
  const publish = async () => {
    const found = kindLint(kind)?.(item as Record<string, unknown>) ?? [];
    setChecking(true);
    const [missing, zones] = await Promise.all([
      missingTranslations ? missingTranslations(item.id) : [],
      zoneFindingsOf ? zoneFindingsOf(item.id) : [],
    ]);
    setChecking(false);
    const untranslated = missing.map((m) => t('translator.publishMissing', { language: languageName(m.language), count: m.missing.length }));
    // Zone findings are faults a visitor would hit too: a zone that never fires, two that fire at once.
    const faults = [...found.map((f) => t(f.message, f.values)), ...zones.map((z) => z.text)];
    if (faults.length || untranslated.length) setDoubts({ faults, untranslated });
    else void editor.run('publish');
  };
  const onAction = (action: LifecycleAction) => {
    if (action === 'destroy') setConfirming(true);
    else if (action === 'publish') void publish();
    else void editor.run(action);
  };
  const actions = mayLifecycle ? kind.api.actions.filter((a) => actionAllowed(a, item.state)) : [];
  const publishable = hasPublishStep(kind);
  const step = reviewStep(item, publishable);
  // An author sends a draft to the editors instead of publishing it; once there, it waits for them.
  const submit = maySubmit && !mayLifecycle && publishable && visitorState(item, publishable) === 'draft' && step !== 'submitted';
  const giveBack = mayDecide && step === 'submitted';
  const disabled = editor.busy || checking;
  const returnButton = (
    <button key="return-review" type="button" className="btn btn--sm" disabled={disabled} onClick={() => setReturning(true)}>
      {t('lifecycle.return-review')}
    </button>
  );
  // Whoever may publish the kind may also say when: "Schedule…" sets the publish and un-publish times.
  const schedulable = mayLifecycle && publishable;
  if (!actions.length && !submit && !giveBack && !schedulable) return null;
  return (
    <div className="lifecycle" role="group" aria-label={t('lifecycle.label')}>
      {submit && (
        <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={() => void editor.run('submit-review')}>
          {t('lifecycle.submit-review')}
        </button>
      )}
      {actions.flatMap((action) => [
        <button key={action} type="button" className={`btn btn--sm ${TONE[action]}`} disabled={disabled}
          onClick={() => onAction(action)}>
          {t(`lifecycle.${action}`)}
        </button>,
        // The editor's two answers to a review side by side: publish it, or give it back.
        ...(action === 'publish' && giveBack ? [returnButton] : []),
      ])}
      {giveBack && !actions.includes('publish') && returnButton}
      {schedulable && (
        <button type="button" className="btn btn--sm" disabled={disabled} aria-haspopup="dialog" onClick={() => setScheduling(true)}>
          {t('lifecycle.schedule')}
        </button>
      )}
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
      {doubts && (
        <ConfirmDialog
          title={t(doubts.faults.length ? 'lint.publishTitle' : 'translator.publishTitle')}
          body={doubts.faults.length
            ? t('lint.publishBody', { item: t(kind.labels.item) })
            : t('translator.publishBody', { item: t(kind.labels.item), base: languageName(base ?? '') })}
          items={[...doubts.faults, ...doubts.untranslated]}
          confirmLabel={t(doubts.faults.length ? 'lint.publishConfirm' : 'translator.publishConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setDoubts(null)}
          onConfirm={() => { setDoubts(null); void editor.run('publish'); }} />
      )}
    </div>
  );
}
