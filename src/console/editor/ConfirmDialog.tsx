import { useModalDialog } from './useModalDialog.ts';

/** Props of a yes/no confirmation. */
export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal confirmation on the native <dialog>: it traps focus, closes on Escape, and starts on Cancel. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { ref, titleId, bodyId } = useModalDialog();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id={titleId} className="dialog__title">{title}</h2>
      <p id={bodyId} className="dialog__body">{body}</p>
      <div className="dialog__actions">
        <button type="button" className="btn" autoFocus onClick={onCancel}>{cancelLabel}</button>
        <button type="button" className="btn btn--danger" onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </dialog>
  );
}
