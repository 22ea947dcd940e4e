import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ItemState } from '../../core/lifecycle.ts';
import { relationOffered, type RelationDefinition } from '../../core/relations.ts';
import { userWebAtom } from '../auth/session.ts';
import { ConfirmDialog } from '../editor/ConfirmDialog.tsx';
import { StateBadge } from '../editor/StateBadge.tsx';
import { clientKindOf } from '../editor/useClientKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { ItemSearch } from './ItemSearch.tsx';
import { useOwnerLinks } from './useOwnerLinks.ts';
import './relations.css';

/** A relation seen from its target: the owner kind (as this client runs it) and the relation. */
interface Inverse { owner: ResolvedKind; name: string; rel: RelationDefinition }

/**
 * The other side of relations declared with `inverse`: in a game's editor, the stations that link the
 * game, with add by search and unlink — the same links the station's own panel shows. Only relations
 * the client's shape of the owner kind has (the newer station screen has no linked games).
 */
export function InverseRelationsPanel({ kind, itemId }: { kind: ResolvedKind; itemId: number }) {
  const registry = useRegistry();
  const patches = useAtomValue(userWebAtom)?.schema_patches;
  const inverses = useMemo(() => registry.kinds.flatMap((k): Inverse[] => {
    const declared = Object.entries(k.relations ?? {}).filter(([, rel]) => rel.target === kind.id && rel.inverse);
    if (!declared.length) return [];
    const client = clientKindOf(k, patches?.[k.id]);
    if (!client.ok) return [];
    return declared.filter(([, rel]) => relationOffered(rel, client.kind.variant)).map(([name, rel]) => ({ owner: client.kind, name, rel }));
  }), [registry, kind.id, patches]);
  const t = useT();
  const headingId = useId();
  if (!inverses.length) return null;
  return (
    <section className="relations" aria-labelledby={headingId}>
      <h2 id={headingId} className="relations__title">{t('relations.linkedFrom')}</h2>
      {inverses.map((inv) => <InverseSection key={`${inv.owner.id}:${inv.name}:${itemId}`} {...inv} itemId={itemId} />)}
    </section>
  );
}

function InverseSection({ owner, name, rel, itemId }: Inverse & { itemId: number }) {
  const t = useT();
  const headingId = useId();
  const rows = useOwnerLinks(owner.api.entity, name, itemId);
  const [confirming, setConfirming] = useState<{ id: number; title: string } | null>(null);
  const linked = useMemo(() => new Set(rows.links.map((l) => l.owner.id)), [rows.links]);
  const label = t(rel.inverse!.label);
  return (
    <section className="relation relation--inverse" aria-labelledby={headingId} aria-busy={rows.loading || rows.busy}>
      <header className="relation__head">
        <h3 id={headingId} className="relation__title">{label}</h3>
        <span className="relation__count">{t('relations.count', { count: rows.links.length })}</span>
      </header>
      {!rows.loading && rows.links.length === 0 && <p className="relation__empty">{rows.failed ? t('relations.loadFailed') : t('relations.empty')}</p>}
      {rows.links.length > 0 && (
        <ul className="relation__list" aria-labelledby={headingId}>
          {rows.links.map((link) => {
            const title = link.owner.title || t('list.untitled');
            return (
              <li key={link.id} className="relation-row">
                <span className="item-line">
                  <Link className="item-line__title" href={`/${owner.route}?id=${link.owner.id}`} aria-label={t('usedIn.open', { kind: t(owner.labels.item), title })}>{title}</Link>
                  {link.owner.ingress && <span className="item-line__sub">{link.owner.ingress}</span>}
                </span>
                <span className="relation-row__states"><StateBadge state={link.owner.state as ItemState} /></span>
                <span className="relation-row__actions">
                  <button type="button" className="btn btn--sm btn--danger-ghost" disabled={rows.busy} aria-label={t('relations.unlinkNamed', { title })}
                    onClick={() => setConfirming({ id: link.owner.id, title })}>
                    {t('relations.unlink')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="relation__add">
        <ItemSearch kindId={owner.id} label={t('relations.add', { relation: label })} placeholder={t('ref.search')} exclude={linked}
          disabled={rows.busy} onPick={(item) => void rows.add(item.id)} />
      </div>
      {confirming && (
        <ConfirmDialog title={t('relations.removeTitle', { title: confirming.title })}
          body={t('relations.removeBody', { title: confirming.title, relation: label })}
          confirmLabel={t('relations.removeConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => { const c = confirming; setConfirming(null); void rows.unlink(c.id); }} />
      )}
    </section>
  );
}
