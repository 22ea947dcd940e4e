import { useState } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { actionAllowed, type LifecycleAction } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { KindEditor } from './useKindEditor.ts';

/** Button look per action: destroy is the only destructive one. */
const TONE: Record<LifecycleAction, string> = {
  publish: 'btn--accent-soft', 'un-publish': '', delete: '', restore: 'btn--accent-soft', destroy: 'btn--danger-ghost',
};

/** The actions the current item's state allows (SPEC §4); Destroy asks first. */
export function LifecycleBar({ kind, editor }: { kind: ResolvedKind; editor: KindEditor }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const item = editor.current;
  if (!item) return null;
  const actions = kind.api.actions.filter((a) => actionAllowed(a, item.state));
  return (
    <div className="lifecycle" role="group" aria-label={t('lifecycle.label')}>
      {actions.map((action) => (
        <button key={action} type="button" className={`btn btn--sm ${TONE[action]}`} disabled={editor.busy}
          onClick={() => (action === 'destroy' ? setConfirming(true) : void editor.run(action))}>
          {t(`lifecycle.${action}`)}
        </button>
      ))}
      {confirming && (
        <ConfirmDialog
          title={t('confirm.destroy.title', { item: t(kind.labels.item) })}
          body={t('confirm.destroy.body', { title: kind.toListItem(item).title || t('list.untitled') })}
          confirmLabel={t('confirm.destroy.confirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => { setConfirming(false); void editor.run('destroy'); }} />
      )}
    </div>
  );
}
