import { useCallback, useRef, useState } from 'react';
import { relationPaths, type LinkAction, type WireOwnerLink } from '../../core/relations.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import type { LiveItemEvent } from '../live/createLiveClient.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { useRefreshWhenIdle } from './useRefreshWhenIdle.ts';

const NO_LINKS: WireOwnerLink[] = [];

/** The owners that link one item through a relation (a game's stations), and the calls that change them. */
export interface OwnerLinks {
  links: WireOwnerLink[];
  loading: boolean;
  busy: boolean;
  failed: boolean;
  add(ownerId: number): Promise<void>;
  unlink(ownerId: number): Promise<void>;
  /** Removes one link by its id (the owner's remove path: relations with a link lifecycle). */
  remove(link: WireOwnerLink): Promise<void>;
  /** Publishes, un-publishes, archives or un-archives one link (relations with a link lifecycle). */
  act(link: WireOwnerLink, action: LinkAction): Promise<void>;
}

/**
 * Loads `GET /{owner}/links/{rel}/of/{target}` and links, unlinks, removes and acts on links through
 * the owner's generic relation paths (the same calls the owner's own panel makes), reloading after
 * each change. `targetKind` is the opened item's kind, given for relations with several target kinds
 * and only then (their paths carry it). Given the owner kind's id (`ownerKind`), others' changes load it
 * again quietly (the live stream): an owner of that kind linked, unlinked, gone or back, or one
 * it lists changed; never over this panel's own write on its way (that waits, then loads).
 */
export function useOwnerLinks(ownerEntity: string, relation: string, targetId: number, targetKind?: string, ownerKind?: string): OwnerLinks {
  const { http } = useServices();
  const notice = useServerNotice();
  const noticeRef = useRef(notice);
  noticeRef.current = notice;
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => http<{ data?: { links?: WireOwnerLink[] } }>(relationPaths.ofTarget(ownerEntity, relation, targetId, targetKind)).then((a) => a.data?.links ?? []),
    [http, ownerEntity, relation, targetId, targetKind]);
  const { value: links, loading, failed, reload, refresh } = useLatestLoad<WireOwnerLink[]>(load, NO_LINKS);
  const linksRef = useRef(links);
  linksRef.current = links;
  const changed = useRefreshWhenIdle(busy, refresh);
  useLiveRefresh((e) => e.kind === ownerKind && ownerMayChange(e, linksRef.current), changed);

  const write = useCallback(async (path: string) => {
    setBusy(true);
    try {
      const answer = await http<{ message?: string }>(path);
      noticeRef.current(answer?.message);
    } catch {
      // The http client has shown the failure; the reload below shows the truth.
    } finally {
      await reload();
      setBusy(false);
    }
  }, [http, reload]);

  const add = useCallback((ownerId: number) => write(relationPaths.link(ownerEntity, ownerId, relation, targetId, targetKind)), [write, ownerEntity, relation, targetId, targetKind]);
  const unlink = useCallback((ownerId: number) => write(relationPaths.unlink(ownerEntity, ownerId, relation, targetId, targetKind)), [write, ownerEntity, relation, targetId, targetKind]);
  const remove = useCallback((link: WireOwnerLink) => write(relationPaths.byLink(ownerEntity, relation, 'remove', link.id)), [write, ownerEntity, relation]);
  const act = useCallback((link: WireOwnerLink, action: LinkAction) => write(relationPaths.byLink(ownerEntity, relation, action, link.id)), [write, ownerEntity, relation]);
  return { links, loading, busy, failed, add, unlink, remove, act };
}

// Which owners link the item changes only with an owner's links or existence; an owner already listed
// also shows its title and state.
const MEMBERSHIP = new Set<LiveItemEvent['action']>(['linked', 'unlinked', 'destroyed', 'archived', 'restored']);
const ownerMayChange = (e: LiveItemEvent, links: readonly WireOwnerLink[]) => MEMBERSHIP.has(e.action) || links.some((l) => l.owner_id === e.id);
