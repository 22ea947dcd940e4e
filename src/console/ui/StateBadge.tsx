import { useAtomValue } from 'jotai';
import { changedLanguages, shownState, type LifecycleFields, type ShownState } from '../../core/visitorState.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';

// The colour classes predate the vocabulary; kept so the badge colours (and their contrast) stay in one stylesheet.
const TONE: Record<ShownState, string> = {
  draft: 'badge--active', published: 'badge--published', archived: 'badge--archived', review: 'badge--review', returned: 'badge--returned',
  changes: 'badge--changes', 'changes-review': 'badge--review badge--changes',
};

/**
 * A small coloured pill naming what visitors see of an item: Draft, Published or Archived (`visitorState`),
 * for a draft its review step, In review or Returned, for a published item its changes not published yet
 * with the languages they are in (`shownState`); from the item (or its wire state alone); `publishable: false`
 * for a kind without a publish step. Hovering explains the word.
 */
export function StateBadge({ state, publishable = true }: { state: LifecycleFields | string | undefined; publishable?: boolean }) {
  const t = useT();
  const shown = shownState(state, publishable);
  const languages = useChangedLanguageNames(shown === 'changes' || shown === 'changes-review' ? state : undefined);
  const word = t(`state.${shown}`);
  const hint = t(`state.${shown}.hint`);
  if (shown !== 'changes' && shown !== 'changes-review') {
    return <span className={`badge ${TONE[shown]}`} data-state={shown} title={hint}>{word}</span>;
  }
  const text = languages ? t('state.changes.languages', { state: word, languages }) : word;
  // "Published" stays whole; where space is short, what follows it shortens with an ellipsis (the tooltip has it all).
  const lead = t('state.published');
  const split = text.startsWith(lead) && text.length > lead.length;
  return (
    <span className={`badge ${TONE[shown]}`} data-state={shown} title={`${text}: ${hint}`}>
      {split ? <><span className="badge__lead">{lead}</span><span className="badge__tail">{text.slice(lead.length)}</span></> : <span className="badge__tail">{text}</span>}
    </span>
  );
}

/** The changed languages by name ("English and Spanish"), for a client with more than one language; else undefined (one language says nothing). */
function useChangedLanguageNames(item: LifecycleFields | string | undefined): string | undefined {
  const intl = useIntl();
  const languageName = useLanguageName();
  const many = clientLanguageCodes(useAtomValue(userWebAtom)).length > 1;
  const codes = changedLanguages(item);
  if (!many || !codes.length) return undefined;
  return intl.formatList(codes.map(languageName), { type: 'conjunction' }) as string;
}
