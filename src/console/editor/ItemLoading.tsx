import { useEffect, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** Loads quicker than this show no indicator, so stepping through a list does not flicker. */
export const LOADING_SHOWS_AFTER_MS = 200;

/** "Loading the item…" over the top of the form (workspace.css: it takes no room, so nothing moves) while the opened item's full record is on its way (after a short pause). */
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
    <div className="editor__loading-slot">
      <p className="editor__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('editor.loadingItem')}
      </p>
    </div>
  );
}
