import { linkPlacement, type LifecycleFields, type LinkPlacement } from '../../core/visitorState.ts';
import { useT } from '../i18n/IntlContext.tsx';

// Hidden is the state an author must notice (a published item visitors still do not see there): the warning tone.
const TONE: Record<LinkPlacement, string> = { listed: 'badge--published', hidden: 'badge--unpublished', archived: 'badge--archived' };

/** A pill naming what a link with its own lifecycle adds (`linkPlacement`): Listed, Hidden or Archived, never an item's word. */
export function LinkBadge({ state }: { state: LifecycleFields | string | undefined }) {
  const t = useT();
  const shown = linkPlacement(state);
  return <span className={`badge ${TONE[shown]}`} data-link-state={shown} title={t(`state.link.${shown}.hint`)}>{t(`state.link.${shown}`)}</span>;
}
