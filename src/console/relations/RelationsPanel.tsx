import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { isMultiTarget, relationOffered, relationTargets, type RelationDefinition, type WireLink } from '../../core/relations.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { hasPublishStep } from '../../core/visitorState.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';
import { candidateKey } from './candidates.ts';
import { formatDistance } from './distanceText.ts';
import { ItemSearch } from './ItemSearch.tsx';
import { KindTag } from './KindTag.tsx';
import { LinkBadge } from './LinkBadge.tsx';
import { asItemState, linkActions } from './linkActions.ts';
import { RelationMap } from './RelationMap.tsx';
import { placeOf, walkOf } from './relationWalk.ts';
import { useRelation } from './useRelation.ts';
import { useMay } from '../session/useGrant.ts';
import './relations.css';

/** Kept here too: the link actions were first exported from this panel. */
export { linkActions } from './linkActions.ts';

/** A list in a new order: the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The relations of the open item, one section each (`relations` on the kind). */
export function RelationsPanel({ kind, ownerId }: { kind: ResolvedKind; ownerId: number }) {
  const t = useT();
  // Only the relations this client's shape of the kind has (the newer station screen has no linked games).
  const relations = Object.entries(kind.relations ?? {}).filter(([, rel]) => relationOffered(rel, kind.variant));
  const headingId = useId();
  if (relations.length === 0) return null;
  return (
    <section className="relations" aria-labelledby={headingId}>
      <h2 id={headingId} className="relations__title">{t('relations.title')}</h2>
      {relations.map(([name, rel]) => (
        <RelationSection key={`${name}:${ownerId}`} kindId={kind.id} entity={kind.api.entity} ownerId={ownerId} name={name} rel={rel} />
      ))}
    </section>
  );
}

/** A message id translated when the catalogue has it, else the fallback (kinds may bring their own catalogues later). */
function useLabel(id: string, fallback: string): string {
  const intl = useIntl();
  return id in intl.messages ? (intl.formatMessage({ id }) as string) : fallback;
}

interface SectionProps {
  /** The owner kind's id: what the user's rights are asked about. */
  kindId: string;
  entity: string;
  ownerId: number;
  name: string;
  rel: RelationDefinition;
}

/**
 * One relation: its links in order (title, thumbnail, the link's state and the item's own state),
 * add by search, remove with confirmation, reorder by drag, by Alt+↑/↓ on a row or by the move
 * buttons (ordered relations), and publish / un-publish / archive / un-archive (relations with a
 * link lifecycle). With several target kinds, rows and matches name their kind; with `map`, the
 * items are on the overview map with the distance from the previous one on each row.
 * Adding and removing need the write right on the owner kind, the link's lifecycle and its order the
 * lifecycle right: a reader sees the links alone.
 */
function RelationSection({ kindId, entity, ownerId, name, rel }: SectionProps) {
  const t = useT();
  const mayWrite = useMay('write', { kind: kindId });
  const mayLifecycle = useMay('lifecycle', { kind: kindId });
  const ordered = !!rel.ordered && mayLifecycle;
  const label = useLabel(rel.label, name.replace(/_/g, ' '));
  const linkCaption = useLabel(rel.linkLabel ?? 'relations.linkState', t('relations.linkState'));
  const registry = useRegistry();
  // A target of a kind without a publish step is out for visitors as soon as it is not archived.
  const publishable = (kindId: string | undefined) => {
    const target = registry.kinds.find((k) => k.id === (kindId ?? targets[0]));
    return !target || hasPublishStep(target);
  };
  const headingId = useId();
  const rows = useRelation(entity, ownerId, name, kindId);
  const { links } = rows;
  const intl = useIntl();
  const multi = isMultiTarget(rel);
  const targets = useMemo(() => relationTargets(rel), [rel]);
  const [confirming, setConfirming] = useState<WireLink | null>(null);
  const [announce, setAnnounce] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const focusAfter = useRef<number | null>(null);
  // By kind and id: a story 3 and a form 3 are different items.
  const linked = useMemo(() => new Set(links.map((l) => candidateKey(l.target_kind || targets[0], l.target_id ?? l.target?.id ?? ''))), [links, targets]);
  const walk = useMemo(() => (rel.map ? walkOf(links) : undefined), [rel.map, links]);
  const rowId = (link: WireLink) => `${headingId}-link-${link.id}`;
  const titleOf = useCallback((link: WireLink) => link.target?.title || t('list.untitled'), [t]);
  const reorderable = ordered && links.length > 1;

  // A moved row is a moved DOM node, which loses focus: put it back.
  useEffect(() => {
    if (focusAfter.current === null) return;
    const link = links.find((l) => l.id === focusAfter.current);
    focusAfter.current = null;
    if (link) document.getElementById(rowId(link))?.focus();
  });

  const move = (from: number, to: number) => {
    if (!ordered || rows.busy || to < 0 || to >= links.length || from === to) return;
    const link = links[from];
    focusAfter.current = link.id;
    setAnnounce(t('relations.moved', { title: titleOf(link), position: to + 1, count: links.length }));
    void rows.reorder(moved(links, from, to).map((l) => l.id));
  };

  const rowKeys = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(index, index + (e.key === 'ArrowUp' ? -1 : 1));
      return;
    }
    if (!e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      const next = links[index + (e.key === 'ArrowUp' ? -1 : 1)];
      if (next) { e.preventDefault(); document.getElementById(rowId(next))?.focus(); }
    }
  };

  const drag = {
    start: (e: DragEvent<HTMLLIElement>, link: WireLink) => {
      setDragging(link.id);
      if (e.dataTransfer) { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(link.id)); }
    },
    over: (e: DragEvent<HTMLLIElement>, link: WireLink) => {
      if (dragging === null) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      if (over !== link.id) setOver(link.id);
    },
    drop: (e: DragEvent<HTMLLIElement>, index: number) => {
      e.preventDefault();
      const from = links.findIndex((l) => l.id === dragging);
      setDragging(null);
      setOver(null);
      if (from >= 0) move(from, index);
    },
    end: () => { setDragging(null); setOver(null); },
  };

  return (
    <section className="relation" aria-labelledby={headingId} aria-busy={rows.loading || rows.busy || rows.reordering}>
      <header className="relation__head">
        <h3 id={headingId} className="relation__title">{label}</h3>
        <span className="relation__count">{t('relations.count', { count: links.length })}</span>
      </header>
      {reorderable && <p id={`${headingId}-hint`} className="relation__hint">{t('relations.reorderHint')}</p>}
      {!rows.loading && links.length === 0 && <p className="relation__empty">{rows.failed ? t('relations.loadFailed') : t('relations.empty')}</p>}
      {links.length > 0 && (
        <ol className="relation__list" aria-labelledby={headingId}>
          {links.map((link, index) => {
            const title = titleOf(link);
            const linkState = asItemState(link.state);
            const itemState = asItemState(link.target?.state);
            return (
              <li key={link.id} id={rowId(link)} tabIndex={0}
                className={`relation-row${dragging === link.id ? ' relation-row--dragging' : ''}${over === link.id && dragging !== link.id ? ' relation-row--over' : ''}${itemState === 'archived' ? ' relation-row--archived' : ''}`}
                aria-label={t('relations.rowLabel', { title, position: index + 1, count: links.length })}
                aria-describedby={reorderable ? `${headingId}-hint` : undefined}
                draggable={ordered && !rows.busy}
                onKeyDown={(e) => rowKeys(e, index)}
                onDragStart={(e) => drag.start(e, link)} onDragOver={(e) => drag.over(e, link)}
                onDrop={(e) => drag.drop(e, index)} onDragEnd={drag.end}>
                {ordered && <span className="relation-row__grip" aria-hidden="true">⋮⋮</span>}
                <span className="relation-row__pos" aria-hidden="true">{index + 1}</span>
                {link.target?.thumbnail
                  ? <img className="item-thumb" src={mediaUrl('image', link.target.thumbnail)} alt="" loading="lazy" />
                  : <span className="item-thumb item-thumb--empty" aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>}
                <span className="item-line">
                  <span className="item-line__title">{title}</span>
                  {link.target?.ingress && <span className="item-line__sub">{link.target.ingress}</span>}
                  {walk && <LegNote leg={walk.legs[index]} placed={!!placeOf(link)} format={(m) => formatDistance(intl, m)} />}
                </span>
                {multi && link.target_kind && <KindTag kindId={link.target_kind} />}
                <span className="relation-row__states">
                  {rel.lifecycle && <span className="relation-row__state"><span className="relation-row__caption">{linkCaption}</span><LinkBadge state={linkState} /></span>}
                  <span className="relation-row__state"><span className="relation-row__caption">{t('relations.itemState')}</span><StateBadge state={itemState} publishable={publishable(link.target_kind)} /></span>
                </span>
                <span className="relation-row__actions">
                  {rel.lifecycle && mayLifecycle && linkActions(linkState).map((action) => (
                    <button key={action} type="button" className={`btn btn--sm${action === 'publish' || action === 'un-archive' ? ' btn--accent-soft' : ''}`}
                      disabled={rows.busy || rows.reordering} aria-label={t(`relations.action.${action}.named`, { title })}
                      onClick={() => void rows.act(link, action)}>
                      {t(`relations.action.${action}`)}
                    </button>
                  ))}
                  {ordered && (
                    <>
                      <button type="button" className="icon-btn" disabled={rows.busy || index === 0} aria-label={t('relations.moveUp', { title })} title={t('rjsf.moveUp')}
                        onClick={() => move(index, index - 1)}>
                        <Glyph d="M8 13V3M4 7l4-4 4 4" />
                      </button>
                      <button type="button" className="icon-btn" disabled={rows.busy || index === links.length - 1} aria-label={t('relations.moveDown', { title })} title={t('rjsf.moveDown')}
                        onClick={() => move(index, index + 1)}>
                        <Glyph d="M8 3v10M4 9l4 4 4-4" />
                      </button>
                    </>
                  )}
                  {!mayWrite ? null : rel.removeLabel ? (
                    <button type="button" className="btn btn--sm btn--danger-ghost" disabled={rows.busy || rows.reordering} aria-label={`${t(rel.removeLabel)} “${title}”`}
                      onClick={() => setConfirming(link)}>
                      {t(rel.removeLabel)}
                    </button>
                  ) : (
                    <button type="button" className="icon-btn icon-btn--danger" disabled={rows.busy || rows.reordering} aria-label={t('relations.remove', { title })} title={t('rjsf.remove')}
                      onClick={() => setConfirming(link)}>
                      <Glyph d="M4 4l8 8M12 4l-8 8" />
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {walk && <RelationMap links={links} walk={walk} relation={label} titleOf={titleOf} />}
      {mayWrite && <div className="relation__add">
        <ItemSearch kindIds={targets} label={t('relations.add', { relation: label })} placeholder={t('ref.search')} exclude={linked}
          // A link added while reorders are still being sent would not be in the order they send.
          disabled={rows.reordering} onPick={(item) => void rows.add(item.id, multi ? item.kind : undefined)} />
      </div>}
      <div className="visually-hidden" role="status" aria-live="polite">{announce}</div>
      {confirming && (
        <ConfirmDialog title={t('relations.removeTitle', { title: titleOf(confirming) })}
          body={t('relations.removeBody', { title: titleOf(confirming), relation: label })}
          confirmLabel={t('relations.removeConfirm')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => { const link = confirming; setConfirming(null); void rows.remove(link); }} />
      )}
    </section>
  );
}

/** A map relation's row note: the distance from the previous placed item, "start" for the first, or "not on the map". */
function LegNote({ leg, placed, format }: { leg: number | undefined; placed: boolean; format(metres: number): string }) {
  const t = useT();
  let text: string;
  if (!placed) text = t('relations.map.unplaced');
  else if (leg === undefined) text = t('relations.map.start');
  else text = t('relations.map.leg', { distance: format(leg) });
  return <span className={`relation-row__leg${placed ? '' : ' relation-row__leg--unplaced'}`}>{text}</span>;
}

function Glyph({ d }: { d: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
