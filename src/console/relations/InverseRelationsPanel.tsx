import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { isMultiTarget, relationOffered, relationTargets, type RelationDefinition, type WireOwnerLink } from '../../core/relations.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useClientRegistry } from '../registry/useClientRegistry.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { candidateKey } from './candidates.ts';
import { ItemSearch } from './ItemSearch.tsx';
import { LinkBadge } from './LinkBadge.tsx';
import { asItemState, linkActions } from './linkActions.ts';
import { useOwnerLinks } from './useOwnerLinks.ts';
import { useMay } from '../session/useGrant.ts';
import './relations.css';

/** A relation seen from its target: the owner kind (as this client runs it) and the relation. */
interface Inverse { owner: ResolvedKind; name: string; rel: RelationDefinition }

/**
 * The other side of relations declared with `inverse`: in a game's editor, the stations that link the
 * game, with add by search and unlink — the same links the station's own panel shows; in a story's,
 * the events whose programme holds it ("Used in events"), with each link's state and lifecycle
 * buttons. Relations to several kinds count when the opened kind is one of them. Only relations the
 * client's shape of the owner kind has (the newer station screen has no linked games).
 */
export function InverseRelationsPanel({ kind, itemId }: { kind: ResolvedKind; itemId: number }) {
  const registry = useRegistry();
  const clientKinds = useClientRegistry();
  const inverses = useMemo(() => registry.kinds.flatMap((k): Inverse[] => {
    const declared = Object.entries(k.relations ?? {}).filter(([, rel]) => relationTargets(rel).includes(kind.id) && rel.inverse);
    if (!declared.length) return [];
    const client = clientKinds.result(k.id);
    if (!client.ok) return [];
    return declared.filter(([, rel]) => relationOffered(rel, client.kind.variant)).map(([name, rel]) => ({ owner: client.kind, name, rel }));
  }), [registry, kind.id, clientKinds]);
  const t = useT();
  const headingId = useId();
  if (!inverses.length) return null;
  return (
    <section className="relations" aria-labelledby={headingId}>
      <h2 id={headingId} className="relations__title">{t('relations.linkedFrom')}</h2>
      {inverses.map((inv) => <InverseSection key={`${inv.owner.id}:${inv.name}:${itemId}`} {...inv} itemId={itemId} targetKind={kind.id} />)}
    </section>
  );
}

/**
 * The owners of one relation that link the opened item. With a link lifecycle each row shows the
 * link's state beside the owner's, the link's publish / archive buttons, and removes the link by its
 * id; without, it unlinks by owner and target. The links are the owner kind's: adding and unlinking
 * need the write right on it, the link's lifecycle the lifecycle right.
 */
function InverseSection({ owner, name, rel, itemId, targetKind }: Inverse & { itemId: number; targetKind: string }) {
  const t = useT();
  const headingId = useId();
  // A relation to several kinds names the opened item's kind in its paths.
  const rows = useOwnerLinks(owner.api.entity, name, itemId, isMultiTarget(rel) ? targetKind : undefined, owner.id);
  const [confirming, setConfirming] = useState<{ link: WireOwnerLink; title: string } | null>(null);
  const linked = useMemo(() => new Set(rows.links.map((l) => candidateKey(owner.id, l.owner.id))), [rows.links, owner.id]);
  const label = t(rel.inverse!.label);
  const lifecycle = !!rel.lifecycle;
  const mayWrite = useMay('write', { kind: owner.id });
  const mayLifecycle = useMay('lifecycle', { kind: owner.id });
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
            const linkState = asItemState(link.state);
            return (
              <li key={link.id} className="relation-row">
                <span className="item-line">
                  <Link className="item-line__title" href={`/${owner.route}?id=${link.owner.id}`} aria-label={t('usedIn.open', { kind: t(owner.labels.item), title })}>{title}</Link>
                  {link.owner.ingress && <span className="item-line__sub">{link.owner.ingress}</span>}
                </span>
                {lifecycle ? (
                  <span className="relation-row__states">
                    <span className="relation-row__state"><span className="relation-row__caption">{t(rel.linkLabel ?? 'relations.linkState')}</span><LinkBadge state={linkState} /></span>
                    <span className="relation-row__state"><span className="relation-row__caption">{t(owner.labels.item)}</span><StateBadge state={link.owner.state} publishable={hasPublishStep(owner)} /></span>
                  </span>
                ) : <span className="relation-row__states"><StateBadge state={link.owner.state} publishable={hasPublishStep(owner)} /></span>}
                <span className="relation-row__actions">
                  {lifecycle && mayLifecycle && linkActions(linkState).map((action) => (
                    <button key={action} type="button" className={`btn btn--sm${action === 'publish' || action === 'un-archive' ? ' btn--accent-soft' : ''}`}
                      disabled={rows.busy} aria-label={t(`relations.inverseAction.${action}`, { title })}
                      onClick={() => void rows.act(link, action)}>
                      {t(`relations.action.${action}`)}
                    </button>
                  ))}
                  {mayWrite && (
                    <button type="button" className="btn btn--sm btn--danger-ghost" disabled={rows.busy} aria-label={t('relations.unlinkNamed', { title })}
                      onClick={() => setConfirming({ link, title })}>
                      {t('relations.unlink')}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {mayWrite && <div className="relation__add">
        <ItemSearch kindId={owner.id} label={t('relations.add', { relation: label })} placeholder={t('ref.search')} exclude={linked}
          disabled={rows.busy} onPick={(item) => void rows.add(item.id)} />
      </div>}
      {confirming && (
        <ConfirmDialog title={t('relations.removeTitle', { title: confirming.title })}
          body={t('relations.removeBody', { title: confirming.title, relation: label })}
          confirmLabel={t('relations.removeConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => { const { link } = confirming; setConfirming(null); void (lifecycle ? rows.remove(link) : rows.unlink(link.owner.id)); }} />
      )}
    </section>
  );
}
