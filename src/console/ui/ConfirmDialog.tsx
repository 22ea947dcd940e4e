import { useModalDialog } from './useModalDialog.ts';

/** Props of a yes/no confirmation. */
export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** Lines listed under the body (e.g. the faults a publish would carry). */
  items?: readonly string[];
}

/** A modal confirmation on the native <dialog>: it traps focus, closes on Escape, and starts on Cancel. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel, items }: ConfirmDialogProps) {
  const { ref, titleId, bodyId } = useModalDialog();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id={titleId} className="dialog__title">{title}</h2>
      <div id={bodyId}>
        <p className="dialog__body">{body}</p>
        {items && items.length > 0 && <ul className="dialog__items">{items.map((line, i) => <li key={i}>{line}</li>)}</ul>}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn" autoFocus onClick={onCancel}>{cancelLabel}</button>
        <button type="button" className="btn btn--danger" onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </dialog>
  );
}
