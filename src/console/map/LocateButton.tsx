import { useState } from 'react';
import { askBrowserPosition, type PositionFailure } from './browserPosition.ts';
import type { LatLng } from './coordinates.ts';
import { useMapText, type MapMessageId } from './mapMessages.ts';

/** What the author reads when the browser gave no position, by why. */
const FAILURE_TEXT: Record<PositionFailure, MapMessageId> = {
  denied: 'locateDenied', unavailable: 'locateUnavailable', timeout: 'locateTimeout', unsupported: 'locateUnsupported',
};

/**
 * "Locate me": asks the browser where it is and hands the position on; when there is none it says why
 * (permission refused, no fix, no answer in time, no geolocation) on a line of its own under the tools.
 */
export function LocateButton({ onLocated, disabled }: { onLocated(p: LatLng): void; disabled?: boolean }) {
  const t = useMapText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  return (
    <>
      <button type="button" className="btn locate-button" disabled={disabled || busy} aria-busy={busy || undefined}
        title={busy ? t('locating') : t('locate')}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          void askBrowserPosition({ fresh: true }).then((answer) => {
            setBusy(false);
            if ('position' in answer) onLocated(answer.position);
            else setFailure(answer.failure);
          });
        }}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span>{busy ? t('locating') : t('locate')}</span>
      </button>
      {failure && <p className="locate-problem" role="alert">{t(FAILURE_TEXT[failure])}</p>}
    </>
  );
}
