import { useEffect, useState } from 'react';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import type { ItemState } from '../../core/lifecycle.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { toCandidate, type Candidate } from '../relations/candidates.ts';

/** What the server says about a reference in `GET /{x}/{id}`'s `refs` (by field path). */
export interface RefHint {
  kind: string;
  id: number | string;
  title: string;
  state?: ItemState;
}

/** A reference value resolved for display. */
export type Resolution =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'found'; item: Candidate }
  | { status: 'missing' };

const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== '' && String(a) === String(b);

/**
 * The item a reference points at, for display: from what the caller already knows (the candidate
 * just picked, or the item's `refs` entry), else fetched once through `GET /{x}/{id}`.
 */
export function useResolvedRef(kind: ResolvedKind | undefined, value: unknown, known: Candidate | undefined, hint: RefHint | undefined): Resolution {
  const { http } = useServices();
  const [fetched, setFetched] = useState<{ key: string; res: Resolution } | null>(null);
  const empty = value === undefined || value === null || value === '';
  const fromKnown = !empty && known && sameId(known.id, value) ? known : undefined;
  const fromHint = !empty && !fromKnown && kind && hint && hint.kind === kind.id && sameId(hint.id, value)
    ? { id: Number(hint.id), kind: kind.id, title: hint.title ?? '', state: hint.state ?? 'active' } satisfies Candidate
    : undefined;
  const key = kind && !empty ? `${kind.id}:${String(value)}` : '';
  const needFetch = !!key && !fromKnown && !fromHint;

  useEffect(() => {
    if (!needFetch || !kind) return;
    let live = true;
    http<{ data?: { items?: Record<string, unknown> } }>(kindPaths.item(kind.api, String(value)))
      .then((answer) => {
        const item = answer.data?.items;
        if (live) setFetched({ key, res: item ? { status: 'found', item: toCandidate(kind, item) } : { status: 'missing' } });
      })
      .catch(() => { if (live) setFetched({ key, res: { status: 'missing' } }); });
    return () => { live = false; };
  }, [http, kind, key, needFetch, value]);

  if (empty || !kind) return { status: 'empty' };
  if (fromKnown) return { status: 'found', item: fromKnown };
  if (fromHint) return { status: 'found', item: fromHint };
  return fetched?.key === key ? fetched.res : { status: 'loading' };
}
