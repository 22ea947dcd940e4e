import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { showValue } from '../model/conflictDiff.ts';
import type { ConflictChoice, SaveConflict, Side } from '../model/mergeIntoForm.ts';
import { useModalDialog } from './useModalDialog.ts';

/**
 * Someone else saved fields I changed too: one group per field, my value and theirs side
 * by side, and I choose per field. Nothing is chosen at first — neither side wins by default — so
 * Apply waits for a choice in every row; Esc or "Decide later" keeps the form as it is.
 */
export function FieldChoiceDialog({ conflict, itemLabel, labelOf, onResolve }: {
  /** The editor's conflict, or the translator's texts (only its rows, what follows and who are read). */
  conflict: Pick<SaveConflict, 'rows' | 'then' | 'by'>; itemLabel: string;
  /** A row's field title ("Page 2 · Arrival › Title"). */
  labelOf(path: string): string;
  onResolve(choice: ConflictChoice): void;
}) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const name = useId();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const complete = conflict.rows.every((r) => choices[r.path]);
  const empty = t('conflict.empty');
  const choose = (path: string, side: Side) => setChoices((c) => ({ ...c, [path]: side }));
  const submit = (e: FormEvent) => { e.preventDefault(); if (complete) onResolve(choices); };
  const who = conflict.by ?? t('live.someone');
  return (
    <dialog ref={ref} className="dialog dialog--wide" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onResolve('cancel'); }}>
      <h2 id={titleId} className="dialog__title">{t('conflict.title', { item: itemLabel })}</h2>
      <p id={bodyId} className="dialog__body">{t(conflict.then === 'save' ? 'conflict.chooseSave' : 'conflict.chooseLive', { name: who })}</p>
      <form onSubmit={submit}>
        <div className="choices">
          {conflict.rows.map((r, i) => (
            <fieldset key={r.path} className="choice" data-field={r.path.slice(1)}>
              <legend className="choice__field">{labelOf(r.path)}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={`choice__side choice__side--${side}`}>
                  <span className="choice__pick">
                    <input type="radio" name={`${name}-${i}`} value={side} checked={choices[r.path] === side} onChange={() => choose(r.path, side)} />
                    {t(side === 'mine' ? 'conflict.keepMine' : 'conflict.takeTheirs')}
                  </span>
                  <span className={`choice__value conflict__${side}`}>{showValue(side === 'mine' ? r.mine : r.theirs, empty)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        {!complete && <p className="choice__hint">{t('conflict.chooseEach')}</p>}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={() => onResolve('cancel')}>{t('conflict.later')}</button>
          <button type="submit" className="btn btn--primary" aria-disabled={!complete}>{t(conflict.then === 'save' ? 'conflict.applySave' : 'conflict.apply')}</button>
        </div>
      </form>
    </dialog>
  );
}
