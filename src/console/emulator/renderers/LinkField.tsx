import type { FieldRendererProps } from '../rendererMap.ts';
import { useEmulator } from '../EmulatorContext.tsx';
import { useT } from '../../i18n/IntlContext.tsx';

/**
 * A `link` field: an app button (a story page's Button 1 or 2) that moves the preview to the child it
 * points at, as the visitor's app would; `variant: "range"` is the simulated "in range" control of a
 * page that waits for a beacon. Without a target the button is shown but does nothing (a dead end).
 */
export function LinkField({ field }: FieldRendererProps) {
  const t = useT();
  const { navigate } = useEmulator();
  const to = field.meta?.to;
  const label = typeof field.value === 'string' && field.value.trim() ? field.value : undefined;
  if (field.meta?.variant === 'range') {
    return (
      <button type="button" className="emu-link emu-link--range" disabled={!to} onClick={() => to && navigate(to)}>
        <span aria-hidden="true">((•))</span> {t('emulator.link.inRange')}
      </button>
    );
  }
  return (
    <button type="button" className="emu-link" disabled={!to} onClick={() => to && navigate(to)}>
      {label ?? t('emulator.link.continue')}
    </button>
  );
}
