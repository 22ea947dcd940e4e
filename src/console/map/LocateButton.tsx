import { useState } from 'react';
import { browserPosition } from './browserPosition.ts';
import type { LatLng } from './coordinates.ts';
import { useMapText } from './mapMessages.ts';

/** "Locate me": asks the browser where it is and hands the position on (nothing happens on refusal). */
export function LocateButton({ onLocated, disabled }: { onLocated(p: LatLng): void; disabled?: boolean }) {
  const t = useMapText();
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" className="btn locate-button" disabled={disabled || busy} aria-busy={busy || undefined}
      title={busy ? t('locating') : t('locate')}
      onClick={() => {
        setBusy(true);
        void browserPosition({ fresh: true }).then((p) => { setBusy(false); if (p) onLocated(p); });
      }}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4" fill="currentColor" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>{busy ? t('locating') : t('locate')}</span>
    </button>
  );
}
