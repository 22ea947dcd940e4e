import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../i18n/IntlContext.tsx';
import { useInertPage } from './useInertPage.ts';

/** Props of a shell dialog: controlled open state, a title and the body. */
export interface ShellDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  wide?: boolean;
  /** Where focus goes on close when the opener is gone (a menu item unmounts with its menu). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The shell's modal dialog on Radix Dialog: focus trapped, Escape and the close button close it, focus returns. */
export function ShellDialog({ open, onOpenChange, title, description, wide, returnFocus, children }: ShellDialogProps) {
  const t = useT();
  useInertPage(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className={`sheet${wide ? ' sheet--wide' : ''}`}
          onCloseAutoFocus={(e) => { if (returnFocus?.current) { e.preventDefault(); returnFocus.current.focus(); } }}>
          <header className="sheet__header">
            <Dialog.Title className="sheet__title">{title}</Dialog.Title>
            <Dialog.Close className="iconbtn" aria-label={t('dialog.close')}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" /></svg>
            </Dialog.Close>
          </header>
          {description ? <Dialog.Description className="sheet__desc">{description}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
