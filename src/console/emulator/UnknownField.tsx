import { useEffect } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** A field kind without a renderer: a red box in the phone and, in development, a console error — never silently dropped. */
export function UnknownField({ kind }: { kind: string }) {
  const t = useT();
  useEffect(() => {
    if (import.meta.env.DEV) console.error(`[emulator] no renderer for field kind "${kind}"; add one to the renderer map (extendRenderers).`);
  }, [kind]);
  return <p className="emu-unknown" role="alert">{t('emulator.unknownField', { field: kind })}</p>;
}
