import { useId, type ReactNode } from 'react';

/** Props of a disclosure: its header line, whether it is open, and the body (rendered only while open). */
export interface CollapsibleProps {
  header: ReactNode;
  open: boolean;
  onToggle(): void;
  /** Class of the wrapper (the header button gets `<class>__toggle`, the body `<class>__body`). */
  className: string;
  /** Heading level around the button, when the header names a section. */
  level?: 2 | 3;
  id?: string;
  children: () => ReactNode;
}

/** A header button that shows and hides its body (aria-expanded; Enter and Space work as on any button). */
export function Collapsible({ header, open, onToggle, className, level, id, children }: CollapsibleProps) {
  const bodyId = useId();
  const button = (
    <button type="button" className={`${className}__toggle`} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
      <svg className="apiref-chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M4.5 3 7.5 6 4.5 9" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      {header}
    </button>
  );
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : undefined;
  return (
    <div id={id} className={`${className}${open ? ` ${className}--open` : ''}`}>
      {Heading ? <Heading className={`${className}__heading`}>{button}</Heading> : button}
      <div id={bodyId} className={`${className}__body`} hidden={!open}>{open && children()}</div>
    </div>
  );
}
