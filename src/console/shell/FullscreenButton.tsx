import { useEffect, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';

/** Fullscreen toggle (SPEC §2); where the browser cannot, the spec's warning "you browser can not work" (§5). */
export function FullscreenButton() {
  const t = useT();
  const { notify } = useServices();
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify('warning', t('fullscreen.unsupported'));
      return;
    }
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => notify('warning', t('fullscreen.unsupported')));
  };

  return (
    <button type="button" className="iconbtn" aria-pressed={on} aria-label={t(on ? 'fullscreen.exit' : 'fullscreen.enter')} onClick={toggle}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d={on ? 'M6 2v4H2M10 2v4h4M6 14v-4H2M10 14v-4h4' : 'M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4'} fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </button>
  );
}
