import { shownState, type LifecycleFields, type ShownState } from '../../core/visitorState.ts';
import { useT } from '../i18n/IntlContext.tsx';

// The colour classes predate the vocabulary; kept so the badge colours (and their contrast) stay in one stylesheet.
const TONE: Record<ShownState, string> = {
  draft: 'badge--active', published: 'badge--published', archived: 'badge--archived', review: 'badge--review', returned: 'badge--returned',
};

/**
 * A small coloured pill naming what visitors see of an item: Draft, Published or Archived (`visitorState`),
 * or for a draft its review step, In review or Returned (`shownState`); from the item (or its wire state
 * alone); `publishable: false` for a kind without a publish step. Hovering explains the word.
 */
export function StateBadge({ state, publishable = true }: { state: LifecycleFields | string | undefined; publishable?: boolean }) {
  const t = useT();
  const shown = shownState(state, publishable);
  return <span className={`badge ${TONE[shown]}`} data-state={shown} title={t(`state.${shown}.hint`)}>{t(`state.${shown}`)}</span>;
}
