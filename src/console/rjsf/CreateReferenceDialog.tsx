import type { ComponentType, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ConsoleFormProps } from '../editor/ConsoleForm.tsx';
import { useClientKind } from '../registry/useClientRegistry.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import type { WireItem } from '../model/wireItem.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import { useCreateReferenceForm } from './useCreateReferenceForm.ts';
import '../ui/formDialog.css';
import './createReference.css';

/** Props of the dialog that creates an item of a reference's target kind. */
export interface CreateReferenceDialogProps {
  /** The target kind (the registry's); the dialog runs it as this client does (variant, patch, settings). */
  kind: ResolvedKind;
  /** The console's form component, from the surrounding form's `formContext.nestedForm`. */
  form: ComponentType<ConsoleFormProps>;
  /** The stored item, once the server has created it. */
  onCreated(item: WireItem): void;
  onCancel(): void;
}

// The dialog lives in a portal, but React still bubbles its events through the widget's ancestors
// (a collapsible row's drag and key handlers): they stop at the dialog.
const stop = (e: SyntheticEvent) => e.stopPropagation();
const CONTAINED = {
  onKeyDown: stop, onKeyUp: stop, onClick: stop, onPointerDown: stop, onMouseDown: stop,
  onDragStart: stop, onDragEnter: stop, onDragOver: stop, onDragLeave: stop, onDrop: stop, onDragEnd: stop,
};

/**
 * A modal <dialog> with the target kind's own form (its schema, UI schema, rules and console parts,
 * as the kind's own screen has them), its own pending edits and its own Save and Cancel. Save creates
 * the item through the kind's create call; the server's field errors show in the dialog. While the form
 * loads the dialog says so and offers Cancel; a form that cannot be loaded is said in the user's words.
 */
export function CreateReferenceDialog({ kind, form, onCreated, onCancel }: CreateReferenceDialogProps) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const client = useClientKind(kind);
  // The target kind's widgets, fields and templates: loaded here when its own screen has not yet.
  const parts = useKindConsoleParts(client.ok ? client.kind : { id: kind.id });
  const itemLabel = t(kind.labels.item);
  // The form itself is a chunk of its own (a whole console form): loaded with the kind's parts, shown when both are.
  const formChunk = useCreateReferenceForm();
  const problem = !client.ok ? client.error : parts.status === 'error' ? parts.error : formChunk.status === 'error' ? formChunk.error : undefined;
  return createPortal(
    <dialog ref={ref} className="dialog dialog--wide dialog--form" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }} {...CONTAINED}>
      <h2 id={titleId} className="dialog__title">{t('ref.createTitle', { item: itemLabel })}</h2>
      {/* Saved at once and on its own, not with the surrounding form: said before it happens. */}
      <p id={bodyId} className="dialog__hint">{t('ref.createHint', { item: itemLabel, tab: t(kind.labels.tab) })}</p>
      {problem ? (
        <>
          {/* The user's words first; the technical reason (for whoever fixes it) folded below. */}
          <p className="dialog__error" role="alert">{t('ref.createLoadFailed', { item: itemLabel })}</p>
          <details className="dialog__details">
            <summary>{t('ref.createLoadDetails')}</summary>
            <pre className="dialog__problem">{problem.message}</pre>
          </details>
          <div className="dialog__actions">
            <button type="button" className="btn" autoFocus onClick={onCancel}>{t('ref.createCancel')}</button>
          </div>
        </>
      ) : client.ok && parts.status === 'ready' && formChunk.status === 'ready' ? (
        <formChunk.CreateReferenceForm form={form} kind={client.kind} parts={parts.parts} itemLabel={itemLabel} onCreated={onCreated} onCancel={onCancel} />
      ) : (
        <>
          <p className="dialog__loading" role="status" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('ref.createLoading', { item: itemLabel })}</p>
          {/* Loading can take a while on a slow line: the user may always leave. */}
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={onCancel}>{t('ref.createCancel')}</button>
          </div>
        </>
      )}
    </dialog>,
    document.body,
  );
}
