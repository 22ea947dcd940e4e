import { useEffect, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** Loads quicker than this show no indicator, so stepping through a list does not flicker. */
export const LOADING_SHOWS_AFTER_MS = 200;

// Inline: the shared stylesheets belong to the shell; two lines do not warrant a rule there.
const LOADING_STYLE = { display: 'flex', alignItems: 'center', gap: 'var(--space-2)', margin: 0, padding: 'var(--space-3) var(--space-6) 0', color: 'var(--text-muted)', fontSize: 'var(--text-sm)' } as const;

/** "Loading the item…" above the form while the opened item's full record is on its way (after a short pause). */
export function ItemLoading({ active }: { active: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) { setShown(false); return; }
    const timer = setTimeout(() => setShown(true), LOADING_SHOWS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!active || !shown) return null;
  return (
    <p className="editor__loading" role="status" style={LOADING_STYLE}>
      <span className="spinner" aria-hidden="true" />
      {t('editor.loadingItem')}
    </p>
  );
}
