import { useEffect, useMemo, useState } from 'react';
import type { PreviewContext } from '../../core/defineKind.ts';
import { relationOffered, relationPaths, type RelationDefinition, type WireLink } from '../../core/relations.ts';
import { linksLookup } from '../relations/relationLinksAtom.ts';
import { useEmulator } from './EmulatorContext.tsx';
import { cachedAnswer } from './emulatorLoader.ts';

/** What an opened item's links need of its kind: its relations and the shape it is in. */
export interface LinkedKind {
  relations?: Readonly<Record<string, RelationDefinition>>;
  variant?: string;
}

const linksOf = (body: unknown): readonly WireLink[] | undefined => {
  const links = (body as { data?: { links?: unknown } } | undefined)?.data?.links;
  return Array.isArray(links) ? (links as WireLink[]) : undefined;
};

/**
 * `PreviewContext.links` of an item opened inside the phone (an event's programme, a trip's stops):
 * each relation its shape has, loaded once through the emulator's cached loader. Undefined until the
 * first answer; a relation whose call failed lists nothing rather than breaking the preview.
 */
export function useOpenedLinks(kind: LinkedKind | undefined, entity: string, id: string | number): PreviewContext['links'] {
  const { load } = useEmulator();
  const paths = useMemo(() => Object.entries(kind?.relations ?? {})
    .filter(([, rel]) => relationOffered(rel, kind?.variant ?? ''))
    .map(([name]) => [name, relationPaths.list(encodeURIComponent(entity), encodeURIComponent(String(id)), name)] as const), [kind, entity, id]);
  // An answer the loader already holds (the item was opened before) is there from the first render.
  const known = (ps: typeof paths) => (ps.every(([, p]) => cachedAnswer(load, p)) ? { paths: ps, lists: ps.map(([, p]) => linksOf(cachedAnswer(load, p)!.body)) } : undefined);
  const [state, setState] = useState(() => known(paths));
  useEffect(() => {
    if (!paths.length) return;
    let live = true;
    Promise.all(paths.map(([, p]) => load(p).then(linksOf, () => undefined))).then((lists) => { if (live) setState({ paths, lists }); });
    return () => { live = false; };
  }, [paths, load]);
  const current = state?.paths === paths ? state : undefined;
  return useMemo(() => {
    if (!paths.length || !current) return undefined;
    return linksLookup(paths.map(([name]) => name), current.lists);
  }, [paths, current]);
}
