import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { relationLinksAtom, relationLinksKey } from './relationLinksAtom.ts';
import { countRelationWrite, relationWritesKey } from './relationWritesAtom.ts';
import { relationPaths, type LinkAction, type WireLink } from '../../core/relations.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { useRefreshWhenIdle } from './useRefreshWhenIdle.ts';

/** One relation of an open item: its links and the calls that change them. */
export interface RelationLinks {
  links: WireLink[];
  loading: boolean;
  /** An add, remove or link lifecycle call is under way (buttons and moves wait). */
  busy: boolean;
  /** Reorders are under way: sent one after another, so moves go on meanwhile; other buttons wait. */
  reordering: boolean;
  failed: boolean;
  reload(): Promise<void>;
  /** Links an item; `kind` is its kind id, given for relations with several target kinds and only then. */
  add(targetId: number, kind?: string): Promise<void>;
  remove(link: WireLink): Promise<void>;
  /**
   * Puts the links in this order (link ids, every link once); shown at once, then as the server answers.
   * A reorder made while another is on its way is queued behind it (never dropped), and only the answer
   * to the newest one is shown, so quick Alt+↓ Alt+↓ moves a row two places.
   */
  reorder(ids: number[]): Promise<void>;
  act(link: WireLink, action: LinkAction): Promise<void>;
}

interface Answer<T> { message?: string; data?: T }

const byPosition = (links: WireLink[]) => [...links].sort((a, b) => a.position - b.position);
const NO_LINKS: WireLink[] = [];

/**
 * Loads and changes the links of one relation of an item through the generic relation paths
 * (`relationPaths`, shared with the server). Success notices use the server's message; failures
 * are already shown by the http client, and the list is then reloaded so it shows the truth.
 * Given the owner's `kindId`, others' changes (the live stream) load it again quietly: a change
 * of the owner's links, or of an item it links (a renamed or destroyed target); never over a write of
 * this panel still on its way (that waits, then loads).
 */
export function useRelation(entity: string, owner: number, relation: string, kindId?: string): RelationLinks {
  const { http } = useServices();
  const notice = useServerNotice();
  const noticeRef = useRef(notice);
  noticeRef.current = notice;
  const load = useCallback(
    () => http<Answer<{ links?: WireLink[] }>>(relationPaths.list(entity, owner, relation)).then((a) => byPosition(a.data?.links ?? [])),
    [http, entity, owner, relation]);
  const { value: links, setValue: setLinks, loading, failed, reload, refresh } = useLatestLoad<WireLink[]>(load, NO_LINKS);
  const [busy, setBusy] = useState(false);
  const [reorders, setReorders] = useState(0);
  const linksRef = useRef(links);
  linksRef.current = links;
  const changed = useRefreshWhenIdle(busy || reorders > 0, refresh);
  useLiveRefresh((e) => kindId !== undefined && ((e.kind === kindId && e.id === owner)
    || linksRef.current.some((l) => l.target_kind === e.kind && l.target_id === e.id)), changed);
  const reorderQueue = useRef<Promise<void>>(Promise.resolve());
  const newestReorder = useRef(0);
  // What this panel shows is what the phone preview lists (PreviewContext.links).
  const share = useSetAtom(relationLinksAtom);
  // A write that went through: the owner's History list asks again.
  const countWrite = useSetAtom(countRelationWrite);
  const wrote = useCallback(() => countWrite(relationWritesKey(entity, owner)), [countWrite, entity, owner]);
  useEffect(() => {
    const key = relationLinksKey(entity, owner, relation);
    share((all) => ({ ...all, [key]: links }));
  }, [share, entity, owner, relation, links]);

  /** Runs a write; on success shows the server's notice, on failure reloads (the client showed the error). */
  const write = useCallback(async <T,>(call: () => Promise<Answer<T>>, done?: (answer: Answer<T>) => void) => {
    setBusy(true);
    try {
      const answer = await call();
      wrote();
      noticeRef.current(answer?.message);
      if (done) done(answer);
      else await reload();
    } catch {
      await reload();
    } finally {
      setBusy(false);
    }
  }, [reload, wrote]);

  const add = useCallback((target: number, kind?: string) => write(() => http(relationPaths.link(entity, owner, relation, target, kind))), [write, http, entity, owner, relation]);

  // The list is asked again after a removal (SPEC §4: unlinking a game from a station refreshes the list).
  const remove = useCallback((link: WireLink) => write(() => http(relationPaths.byLink(entity, relation, 'remove', link.id))), [write, http, entity, relation]);

  const act = useCallback((link: WireLink, action: LinkAction) => write<WireLink>(
    () => http(relationPaths.byLink(entity, relation, action, link.id)),
    (answer) => {
      const next = answer.data;
      if (next && typeof next === 'object' && next.id === link.id) setLinks((list) => list.map((l) => (l.id === link.id ? { ...l, ...next, target: next.target ?? l.target } : l)));
      else void reload();
    },
  ), [write, http, entity, relation, reload, setLinks]);

  const reorder = useCallback((ids: number[]) => {
    setLinks((list) => ids.map((id) => list.find((l) => l.id === id)).filter((l): l is WireLink => !!l));
    const ticket = ++newestReorder.current;
    setReorders((n) => n + 1);
    const send = async () => {
      try {
        const answer = await http<Answer<{ links?: WireLink[] }>>(relationPaths.reorder(entity, owner, relation), { method: 'POST', body: { ids } });
        wrote();
        noticeRef.current(answer?.message);
        // An older answer would put back an order the user has moved on from.
        if (ticket === newestReorder.current && answer.data?.links) setLinks(byPosition(answer.data.links));
      } catch {
        await reload();
      } finally {
        setReorders((n) => n - 1);
      }
    };
    reorderQueue.current = reorderQueue.current.then(send);
    return reorderQueue.current;
  }, [http, entity, owner, relation, reload, wrote, setLinks]);

  return { links, loading, busy, reordering: reorders > 0, failed, reload, add, remove, reorder, act };
}
