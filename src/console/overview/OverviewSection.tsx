import type { ReactNode } from 'react';

/** One card of an overview screen: a heading (with an optional count or note beside it) over its content. */
export function OverviewSection({ id, title, aside, className, children }: { id: string; title: string; aside?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`ov-card${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="ov-card__header">
        <h2 id={id} className="ov-card__title">{title}</h2>
        {aside && <span className="ov-card__aside">{aside}</span>}
      </header>
      {children}
    </section>
  );
}
