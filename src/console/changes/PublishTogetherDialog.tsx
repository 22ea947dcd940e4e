import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { userWebAtom } from '../session/session.ts';
import { visibleKinds } from '../session/visibleKinds.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import type { TargetRow } from './publishTargets.ts';
import type { TogetherOutcome } from './usePublishTogether.ts';
import './publishTogether.css';

/** What the confirmation names besides the targets: the item's lint faults and the languages it is missing. */
export interface OtherDoubts {
  faults: readonly string[];
  untranslated: readonly string[];
  /** The sentence above the untranslated languages (it names the base language). */
  untranslatedBody: string;
}

/**
 * The publish confirmation of an item whose references or links visitors would not get: each such item
 * by kind, title (opening it in its editor) and why, what visitors get when the item goes alone, and
 * "Publish them together" (one release, all or nothing) beside "Publish only this". Archived items and
 * kinds the user may not publish are named but stay out of the release, and the dialog says so. After a
 * refusal it lists each refused item and its reason: nothing went live.
 */
export function PublishTogetherDialog({ itemLabel, rows, doubts, outcome, onCancel, onPublishOnly, onTogether }: {
  /** The item's kind as a word ("Game"). */
  itemLabel: string;
  rows: readonly TargetRow[];
  doubts: OtherDoubts;
  outcome: TogetherOutcome;
  onCancel(): void;
  onPublishOnly(): void;
  onTogether(): void;
}) {
  const t = useT();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const { ref, titleId, bodyId } = useModalDialog();
  const visible = new Set(visibleKinds(registry.kinds, user).map((k) => k.id));
  const missing = rows.filter((r) => r.target.gap !== 'changes').length;
  const older = rows.length - missing;
  const going = rows.filter((r) => !r.leftOut).length;
  const busy = outcome.step === 'publishing';
  const refused = outcome.step === 'refused';
  const leftOut = (why: TargetRow['leftOut']) => rows.filter((r) => r.leftOut === why);
  const kindOf = (r: TargetRow) => (r.kind ? t(r.kind.labels.item) : r.target.kind);
  const body = [
    missing ? t('publishTogether.bodyMissing', { item: itemLabel, count: missing }) : '',
    older ? t('publishTogether.bodyOlder', { count: older }) : '',
  ].filter(Boolean).join(' ');
  return (
    <dialog ref={ref} className="dialog dialog--wide publish-together" aria-labelledby={titleId} aria-describedby={bodyId} aria-busy={busy}
      onCancel={(e) => { e.preventDefault(); if (!busy) onCancel(); }}>
      <h2 id={titleId} className="dialog__title">{t('publishTogether.title', { count: rows.length })}</h2>
      <div id={bodyId}>
        <p className="dialog__body">{body}</p>
      </div>
      <ul className="publish-together__targets" aria-label={t('publishTogether.listLabel')}>
        {rows.map((r) => {
          const title = r.target.title || t('list.untitled');
          const kindLabel = kindOf(r);
          return (
            <li key={`${r.target.kind}/${r.target.id}`} className="publish-together__target" data-gap={r.target.gap} data-item={`${r.target.kind}/${r.target.id}`}>
              <span className="publish-together__kind">{kindLabel}</span>
              {r.kind && visible.has(r.kind.id) ? (
                <Link className="publish-together__title" href={`/${r.kind.route}?id=${encodeURIComponent(String(r.target.id))}`}
                  aria-label={t('usedIn.open', { kind: kindLabel, title })} onClick={onCancel}>{title}</Link>
              ) : <span className="publish-together__title">{title}</span>}
              <span className="publish-together__gap">{t(`publishTogether.gap.${r.target.gap}`)}</span>
            </li>
          );
        })}
      </ul>
      {leftOut('archived').length > 0 && <p className="publish-together__note">{t('publishTogether.archivedNote', { count: leftOut('archived').length })}</p>}
      {leftOut('notAllowed').length > 0 && <p className="publish-together__note">{t('publishTogether.notAllowedNote', { count: leftOut('notAllowed').length })}</p>}
      {leftOut('noPublish').length > 0 && <p className="publish-together__note">{t('publishTogether.noPublishNote', { count: leftOut('noPublish').length })}</p>}
      {going > 0 && !refused && <p className="publish-together__note">{t('publishTogether.explain', { item: itemLabel, count: going })}</p>}
      {doubts.faults.length > 0 && (
        <>
          <p className="publish-together__note">{t('lint.publishBody', { item: itemLabel })}</p>
          <ul className="dialog__items publish-together__doubts">{doubts.faults.map((line, i) => <li key={i}>{line}</li>)}</ul>
        </>
      )}
      {doubts.untranslated.length > 0 && (
        <>
          <p className="publish-together__note">{doubts.untranslatedBody}</p>
          <ul className="dialog__items publish-together__doubts">{doubts.untranslated.map((line, i) => <li key={i}>{line}</li>)}</ul>
        </>
      )}
      <div className="publish-together__outcome">
        {busy && <p role="status">{t('publishTogether.publishing', { count: outcome.count })}</p>}
        {outcome.step === 'refused' && (
          <div role="alert" className="publish-together__refused">
            <p>{t('publishTogether.refused', { count: outcome.items.length })}</p>
            <ul>
              {outcome.items.map((i) => (
                <li key={`${i.kind}/${i.id}`} data-item={`${i.kind}/${i.id}`}>
                  <strong>{i.title || t('list.untitled')}</strong>{t('publishTogether.reasonSeparator')}{i.reason}
                </li>
              ))}
            </ul>
            <p>{t('publishTogether.releaseOpen', { name: outcome.release })}</p>
          </div>
        )}
        {outcome.step === 'failed' && <p role="alert" className="publish-together__refused">{t('publishTogether.failed', { message: outcome.message })}</p>}
      </div>
      <div className="dialog__actions publish-together__actions">
        <button type="button" className="btn" autoFocus disabled={busy} onClick={onCancel}>{t(refused ? 'dialog.close' : 'confirm.cancel')}</button>
        <button type="button" className="btn" disabled={busy} onClick={onPublishOnly}>{t('publishTogether.only')}</button>
        {going > 0 && !refused && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onTogether}>{t('publishTogether.together')}</button>
        )}
      </div>
    </dialog>
  );
}
