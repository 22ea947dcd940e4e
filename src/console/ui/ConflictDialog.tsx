import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { conflictDiff, showValue } from '../model/conflictDiff.ts';
import type { WireItem } from '../model/wireItem.ts';
import { useModalDialog } from './useModalDialog.ts';

/** A translation's 409: the base document I translated from and the item as now stored. */
export interface TextConflict {
  mine: Record<string, unknown>;
  theirs: WireItem;
}

/**
 * The translator's 409 dialog (the form's is FieldChoiceDialog): someone saved the item while I was editing. Shows each field the two
 * versions disagree on, side by side, and lets me keep mine (saved over theirs) or take theirs.
 */
export function ConflictDialog({ conflict, schema, itemLabel, onResolve }: {
  conflict: TextConflict; schema: JsonSchema; itemLabel: string; onResolve(choice: 'mine' | 'theirs' | 'cancel'): void;
}) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const rows = conflictDiff(schema, conflict.mine, conflict.theirs);
  const empty = t('conflict.empty');
  return (
    <dialog ref={ref} className="dialog dialog--wide" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onResolve('cancel'); }}>
      <h2 id={titleId} className="dialog__title">{t('conflict.title', { item: itemLabel })}</h2>
      <p id={bodyId} className="dialog__body">{t('conflict.body')}</p>
      <table className="conflict">
        <thead><tr><th scope="col">{t('conflict.field')}</th><th scope="col">{t('conflict.mine')}</th><th scope="col">{t('conflict.theirs')}</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-field={r.key}>
              <th scope="row">{r.title}</th>
              <td className="conflict__mine">{showValue(r.mine, empty)}</td>
              <td className="conflict__theirs">{showValue(r.theirs, empty)}</td>
            </tr>
          ))}
          {rows.length === 0 && <tr><td colSpan={3}>{t('conflict.same')}</td></tr>}
        </tbody>
      </table>
      <div className="dialog__actions">
        <button type="button" className="btn" autoFocus onClick={() => onResolve('theirs')}>{t('conflict.takeTheirs')}</button>
        <button type="button" className="btn btn--primary" onClick={() => onResolve('mine')}>{t('conflict.keepMine')}</button>
      </div>
    </dialog>
  );
}
