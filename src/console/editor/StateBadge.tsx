import type { ItemState } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';

/** A small coloured pill naming an item's lifecycle state. */
export function StateBadge({ state }: { state: ItemState }) {
  const t = useT();
  return <span className={`badge badge--${state}`} data-state={state}>{t(`state.${state}`)}</span>;
}
