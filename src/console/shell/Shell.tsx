import type { ReactNode } from 'react';
import { TopBar } from './TopBar.tsx';
import { useClientColors } from './useClientColors.ts';

/** The signed-in frame: top bar with tabs and user menu, then the current screen. */
export function Shell({ children }: { children: ReactNode }) {
  useClientColors();
  return (
    <div className="shell">
      <TopBar />
      <main className="shell__main" id="main">{children}</main>
    </div>
  );
}
