import { useCallback, useMemo, useRef, useState } from 'react';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { arranged, movedIds } from './listOrder.ts';
import type { WireItem } from '../model/wireItem.ts';

/** The list in the author's order, and the move that changes it (kinds with `manualOrder`). */
export interface ListReorder {
  /** The items as the list shows them: the author's latest order until a fresh load of the list replaces it. */
  items: WireItem[];
  /** Moves item `id` to index `to` of `items`; false when that is no move. Shown at once, saved by `POST /{x}-sync`. */
  move(id: number, to: number): boolean;
}

interface Answer { message?: string; data?: Record<string, unknown> }

/** The order this hook shows, and the loaded list it was made for. */
interface Override { basis: WireItem[]; order: number[] }

/**
 * Reorders the list of a `manualOrder` kind. The list itself belongs to the screen (useKindItems),
 * which reloads it after writes; this keeps the author's order over it until a load newer than the
 * last move arrives. Moves are sent one after another, so an older order can never reach the server
 * after a newer one; a queued move that a newer one has overtaken is not sent at all, since every
 * sync carries the whole order, and only the newest answer is shown. A failure (the
 * http client has shown it) loads the order again, so the list shows the truth.
 */
export function useListReorder(kind: ResolvedKind, items: WireItem[]): ListReorder {
  const { http } = useServices();
  const notice = useServerNotice();
  const noticeRef = useRef(notice);
  noticeRef.current = notice;
  const [override, setOverride] = useState<Override | null>(null);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const newest = useRef(0);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // A list loaded after the last move answered is the server's order: it wins. While moves are on
  // their way, a reload (after a save) still shows the author's order.
  const shown = useMemo(
    () => (override && (override.basis === items || pending > 0) ? arranged(items, override.order) : items),
    [items, override, pending]);
  const shownIds = useRef<number[]>([]);
  shownIds.current = useMemo(() => shown.map((i) => i.id), [shown]);

  const api = kind.api;

  const move = useCallback((id: number, to: number) => {
    const from = shownIds.current.indexOf(id);
    if (from < 0 || to < 0 || to >= shownIds.current.length || to === from) return false;
    const order = movedIds(shownIds.current, from, to);
    // Before the next render: two moves in one tick build on each other.
    shownIds.current = order;
    setOverride({ basis: itemsRef.current, order });
    const ticket = ++newest.current;
    setPending((n) => n + 1);
    const answered = (list: unknown) => {
      if (ticket === newest.current && Array.isArray(list)) setOverride({ basis: itemsRef.current, order: list.map((i: WireItem) => i.id) });
    };
    const send = async () => {
      try {
        // Overtaken: the newer move sends the whole order, this one included.
        if (ticket !== newest.current) return;
        // Only what the list shows: the server puts these in the places they hold, so hidden (archived) items keep theirs.
        const answer = await http<Answer>(kindPaths.sync(api), { method: 'POST', body: { ids: order } });
        noticeRef.current(answer?.message);
        answered(answer?.data?.[api.listKey]);
      } catch {
        // A newer move is queued and will save the whole order: its answer is the truth then.
        if (ticket === newest.current) {
          try { answered((await http<Answer>(kindPaths.slimList(api))).data?.[api.listKey]); } catch { /* shown by the http client */ }
        }
      } finally {
        setPending((n) => n - 1);
      }
    };
    queue.current = queue.current.then(send);
    return true;
  }, [http, api]);

  return { items: shown, move };
}
