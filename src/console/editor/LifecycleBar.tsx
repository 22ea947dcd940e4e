import { useState } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { actionAllowed, type LifecycleAction } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { kindLint } from './kindChecks.ts';
import type { KindEditor } from './useKindEditor.ts';

/** Button look per action: destroy is the only destructive one. */
const TONE: Record<LifecycleAction, string> = {
  publish: 'btn--accent-soft', 'un-publish': '', delete: '', restore: 'btn--accent-soft', destroy: 'btn--danger-ghost',
};

/** The actions the current item's state allows (SPEC §4); Destroy asks first. */
export function LifecycleBar({ kind, editor }: { kind: ResolvedKind; editor: KindEditor }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [faults, setFaults] = useState<readonly string[] | null>(null);
  const item = editor.current;
  if (!item) return null;
  // Publishing what the kind's lint faults asks first, naming the faults (the stored item is what gets published).
  const publish = () => {
    const found = kindLint(kind)?.(item as Record<string, unknown>) ?? [];
    if (found.length) setFaults(found.map((f) => t(f.message, f.values)));
    else void editor.run('publish');
  };
  const onAction = (action: LifecycleAction) => {
    if (action === 'destroy') setConfirming(true);
    else if (action === 'publish') publish();
    else void editor.run(action);
  };
  const actions = kind.api.actions.filter((a) => actionAllowed(a, item.state));
  return (
    <div className="lifecycle" role="group" aria-label={t('lifecycle.label')}>
      {actions.map((action) => (
        <button key={action} type="button" className={`btn btn--sm ${TONE[action]}`} disabled={editor.busy}
          onClick={() => onAction(action)}>
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
      {faults && (
        <ConfirmDialog
          title={t('lint.publishTitle')}
          body={t('lint.publishBody', { item: t(kind.labels.item) })}
          items={faults}
          confirmLabel={t('lint.publishConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setFaults(null)}
          onConfirm={() => { setFaults(null); void editor.run('publish'); }} />
      )}
    </div>
  );
}
