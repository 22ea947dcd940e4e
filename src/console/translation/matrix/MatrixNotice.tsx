import type { ReactNode } from 'react';

/** A calm box on the translation screen instead of a table: one language only, a failed load, an unknown kind. */
export function MatrixNotice({ title, children, actions, busy }: { title?: string; children: ReactNode; actions?: ReactNode; busy?: boolean }) {
  return (
    <section className="tnotice" aria-busy={busy || undefined}>
      {title && <h2 className="tnotice__title">{title}</h2>}
      <p className="tnotice__body">{children}</p>
      {actions && <div className="tnotice__actions">{actions}</div>}
    </section>
  );
}
