import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import type { ItemState } from '../../core/lifecycle.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { referringKinds } from '../../core/referrers.ts';
import { userWebAtom } from '../session/session.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { visibleKinds } from '../session/visibleKinds.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import './usedIn.css';

/** One entry of `GET /{x}/{id}/used-by`. */
interface UsedByEntry {
  kind: string;
  id: number;
  title: string;
  state: ItemState;
  via: string;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: UsedByEntry[] };
/** One object for every render that waits, so what is derived from the shown load stays memoised. */
const LOADING: Load = { status: 'loading' };

/**
 * "Used in": the items that refer to or link the opened one (`GET /{x}/{id}/used-by`), each with its
 * kind and title, linking to that item's editor. Shown only for kinds other kinds can point at (an
 * `x-ref` or a relation names them); asked again when the item's version moves (after a save), and,
 * keeping what it shows, when someone else changes an item of a kind that can point here.
 */
export function UsedInPanel({ kind, itemId, version }: { kind: ResolvedKind; itemId: number; version?: number }) {
  const registry = useRegistry();
  const pointedAt = useMemo(() => referringKinds(registry.kinds, kind.id).length > 0, [registry, kind.id]);
  if (!pointedAt) return null;
  return <UsedInList kind={kind} itemId={itemId} version={version} />;
}

function UsedInList({ kind, itemId, version }: { kind: ResolvedKind; itemId: number; version?: number }) {
  const t = useT();
  const { http } = useServices();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const headingId = useId();
  const [load, setLoad] = useState<{ key: string; value: Load } | null>(null);
  const [round, setRound] = useState(0);
  const referrers = useMemo(() => new Set(referringKinds(registry.kinds, kind.id).map((k) => k.id)), [registry, kind.id]);
  // A list order says nothing of what points where.
  useLiveRefresh((e) => e.action !== 'reordered' && referrers.has(e.kind), () => setRound((n) => n + 1));
  const key = `${itemId}:${version ?? ''}:${round}`;

  useEffect(() => {
    let live = true;
    http<{ data?: { used_by?: UsedByEntry[] } }>(kindPaths.usedBy(kind.api, itemId))
      .then((res) => { if (live) setLoad({ key, value: { status: 'ready', items: res.data?.used_by ?? [] } }); })
      .catch(() => { if (live) setLoad({ key, value: { status: 'failed' } }); });
    return () => { live = false; };
  }, [http, kind.api, itemId, key]);

  // The last answer stays while a save asks again; another item starts empty.
  const shown: Load = load && (load.key === key || load.key.startsWith(`${itemId}:`)) ? load.value : LOADING;
  // One row per item, however many of its fields or relations point here.
  const rows = useMemo(() => {
    if (shown.status !== 'ready') return [];
    const seen = new Set<string>();
    return shown.items.filter((u) => { const k = `${u.kind}:${u.id}`; if (seen.has(k)) return false; seen.add(k); return true; });
  }, [shown]);
  const visible = useMemo(() => new Set(visibleKinds(registry.kinds, user).map((k) => k.id)), [registry, user]);
  const kindOf = (id: string) => registry.kinds.find((k) => k.id === id);

  return (
    <section className="used-in" aria-labelledby={headingId} aria-busy={shown.status === 'loading'}>
      <div className="used-in__head">
        <h2 id={headingId} className="used-in__title">{t('usedIn.title')}</h2>
        {shown.status === 'ready' && rows.length > 0 && <span className="used-in__count">{t('usedIn.count', { count: rows.length })}</span>}
      </div>
      {shown.status === 'loading' && <p className="used-in__note">{t('app.loading')}</p>}
      {shown.status === 'failed' && <p className="used-in__note" role="alert">{t('usedIn.loadFailed')}</p>}
      {shown.status === 'ready' && rows.length === 0 && <p className="used-in__note">{t('usedIn.empty')}</p>}
      {rows.length > 0 && (
        <ul className="used-in__list">
          {rows.map((u) => {
            const owner = kindOf(u.kind);
            const kindLabel = owner ? t(owner.labels.item) : u.kind;
            const title = u.title || t('list.untitled');
            return (
              <li key={`${u.kind}:${u.id}`} className={`used-in__row${u.state === 'archived' ? ' used-in__row--archived' : ''}`}>
                <span className="used-in__kind">{kindLabel}</span>
                {/* A kind whose tab this user does not see has no screen to open. */}
                {owner && visible.has(owner.id) ? (
                  <Link className="used-in__link" href={`/${owner.route}?id=${encodeURIComponent(String(u.id))}`} aria-label={t('usedIn.open', { kind: kindLabel, title })}>
                    {title}
                  </Link>
                ) : <span className="used-in__link">{title}</span>}
                <StateBadge state={u.state} publishable={!owner || hasPublishStep(owner)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
