import type { ReactNode } from 'react';

/** A quiet in-phone message where content cannot be shown (unsafe URL, service offline, unsupported media). */
export function Notice({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return <p className={`emu-notice emu-notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>{children}</p>;
}
