import { useSyncExternalStore, type CSSProperties } from 'react';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import type { PresenceUser } from '../live/createLiveClient.ts';
import { usePresence } from '../live/usePresence.ts';
import { initials, userColour } from './presenceLook.ts';
import { DRAWER_QUERY } from './useNarrowPanels.ts';
import './presence.css';

/** More avatars than this fold into a "+N" that names the rest. */
export const MAX_AVATARS = 4;
/** The same where the panels fold (a phone, a narrow window): the header row has no room for more. */
export const MAX_AVATARS_NARROW = 2;

const narrowQuery = () => globalThis.matchMedia?.(DRAWER_QUERY);
const onNarrowChange = (notify: () => void) => {
  const q = narrowQuery();
  q?.addEventListener?.('change', notify);
  return () => q?.removeEventListener?.('change', notify);
};
const isNarrow = () => narrowQuery()?.matches === true;

/** The small pencil on an avatar (and a list row) of someone with unsaved changes. */
export function EditingPen({ className }: { className: string }) {
  return (
    <svg className={className} width="10" height="10" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M11.5 2.5l2 2L6 12l-3 1 1-3z" fill="currentColor" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Who else has this item open: a round avatar with initials in the user's colour, a pencil
 * once they have unsaved changes, "+N" past MAX_AVATARS (MAX_AVATARS_NARROW on a narrow screen). The name shows on hover and focus (each
 * avatar is a tab stop) and is the text a screen reader reads: "Ana Ruiz — editing".
 */
export function PresenceAvatars({ kind, id }: { kind: string; id: number }) {
  const t = useT();
  const intl = useIntl();
  const users = usePresence(kind, id);
  const max = useSyncExternalStore(onNarrowChange, isNarrow) ? MAX_AVATARS_NARROW : MAX_AVATARS;
  if (!users.length) return null;
  const shown = users.length > max ? users.slice(0, max - 1) : users;
  const rest = users.slice(shown.length);
  const label = (u: PresenceUser) => t(u.editing ? 'presence.editing' : 'presence.here', { name: u.name });
  return (
    <ul className="presence" aria-label={t('presence.label')}>
      {shown.map((u) => (
        <li key={u.id} className={`presence__avatar${u.editing ? ' presence__avatar--editing' : ''}`} tabIndex={0}
          style={{ '--presence-colour': userColour(u.id) } as CSSProperties}>
          <span className="presence__initials" aria-hidden="true">{initials(u.name)}</span>
          {u.editing && <EditingPen className="presence__pen" />}
          <span className="presence__tip">{label(u)}</span>
        </li>
      ))}
      {rest.length > 0 && (
        <li className={`presence__avatar presence__avatar--more${rest.some((u) => u.editing) ? ' presence__avatar--editing' : ''}`} tabIndex={0}>
          <span className="presence__initials" aria-hidden="true">+{rest.length}</span>
          {rest.some((u) => u.editing) && <EditingPen className="presence__pen" />}
          <span className="presence__tip">{t('presence.more', { count: rest.length, names: intl.formatList(rest.map(label), { type: 'unit' }) })}</span>
        </li>
      )}
    </ul>
  );
}
