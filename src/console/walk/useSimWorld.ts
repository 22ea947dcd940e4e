import { useEffect, useState } from 'react';
import { kindPaths, type KindRecord, type ResolvedKind } from '../../core/defineKind.ts';
import { relationPaths, type WireLink } from '../../core/relations.ts';
import { itemKey, itemWorld, listWorld, walkRelation, type SimRecord, type SimSubject, type SimWorld } from '../../core/walk/simWorld.ts';
import { useClientRegistry } from '../registry/useClientRegistry.ts';
import { useServices } from '../http/ServicesContext.tsx';

/** A loaded world and the records behind its items (the phone previews them), by item key `<kind>:<id>`. */
export interface LoadedWorld {
  world: SimWorld;
  records: ReadonlyMap<string, SimRecord>;
}

/** The world being loaded, loaded, or why not. */
export type SimWorldLoad =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedWorld }
  | { status: 'error'; reason: 'kind' | 'load' };

interface Answer<T> { data: T }

/**
 * The links a walk goes through, in walking order: an archived link, or a link to an archived item,
 * is no stop (the app and the server's zone lint leave both out).
 */
export function walkedLinks(links: readonly WireLink[]): WireLink[] {
  return links.filter((l) => l.state !== 'archived' && !l.is_archived && l.target?.state !== 'archived').sort((a, b) => a.position - b.position);
}

/**
 * Loads what a subject simulates, each kind as the signed-in client runs it (its variant): an item with
 * a walk relation and its stops in link order (archived links and items left out, as the app leaves them out), an
 * item without one on its own, or, without an id, the kind's whole list. `title` names a whole list.
 */
export function useSimWorld(subject: SimSubject, title: string): SimWorldLoad {
  const { http } = useServices();
  const clientKinds = useClientRegistry();
  const [load, setLoad] = useState<SimWorldLoad>({ status: 'loading' });
  const { kind: kindId, id } = subject;

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    const clientKind = (kid: string): ResolvedKind | undefined => {
      const c = clientKinds.result(kid);
      return c.ok ? c.kind : undefined;
    };
    const getItem = async (kind: ResolvedKind, itemId: number): Promise<SimRecord> =>
      ({ kind, id: itemId, record: (await http<Answer<{ items: KindRecord }>>(kindPaths.item(kind.api, itemId))).data.items });

    async function run(): Promise<SimWorldLoad> {
      const kind = clientKind(kindId);
      if (!kind || (id === undefined && !kind.place?.triggers?.wholeList) || (!kind.place?.triggers && !walkRelation(kind))) return { status: 'error', reason: 'kind' };
      if (id === undefined) {
        const list = (await http<Answer<Record<string, KindRecord[]>>>(kindPaths.list(kind.api))).data?.[kind.api.listKey] ?? [];
        const records = list.filter((r) => typeof r.id === 'number').map((record): SimRecord => ({ kind, id: record.id as number, record }));
        return ready(listWorld(kind, records, title), records);
      }
      const own = await getItem(kind, id);
      const rel = walkRelation(kind);
      if (!rel) return ready(itemWorld(own, []), [own]);
      const links = (await http<Answer<{ links?: WireLink[] }>>(relationPaths.list(kind.api.entity, id, rel))).data?.links ?? [];
      const stops = await Promise.all(walkedLinks(links).flatMap((l) => {
        const k = clientKind(l.target_kind);
        return k ? [getItem(k, l.target_id)] : [];
      }));
      return ready(itemWorld(own, stops), [own, ...stops]);
    }
    const ready = (world: SimWorld, records: SimRecord[]): SimWorldLoad =>
      ({ status: 'ready', loaded: { world, records: new Map(records.map((r) => [itemKey({ kind: r.kind.id, id: r.id }), r])) } });

    run().then((l) => { if (live) setLoad(l); }, () => { if (live) setLoad({ status: 'error', reason: 'load' }); });
    return () => { live = false; };
  }, [http, clientKinds, kindId, id, title]);
  return load;
}
