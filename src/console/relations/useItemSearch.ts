import { useEffect, useMemo, useRef, useState } from 'react';
import { kindPaths } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { candidatesOf, GROUP_ORDER, type Candidate, type GroupsAnswer } from './candidates.ts';

/** Pause after the last keystroke before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;

/** At most this many candidates are listed; typing narrows the rest. */
export const MAX_CANDIDATES = 50;

/** What a search shows. */
export interface ItemSearchState {
  results: Candidate[];
  loading: boolean;
  /** The query the results answer (undefined before the first answer). */
  answered?: string;
}

/**
 * Candidates of several kinds as one list: by state (published first, archived last), the kinds in
 * the order given within a state, so an archived story never sits above a published form.
 */
export function mergeCandidates(perKind: readonly Candidate[][]): Candidate[] {
  const rank = (c: Candidate) => GROUP_ORDER.indexOf(c.state);
  // Array.prototype.sort is stable: each kind's own order survives within a state.
  return perKind.flat().sort((a, b) => rank(a) - rank(b));
}

/**
 * Searches items of one kind or several as the user types, through each kind's `GET /groups/{x}?query=`
 * (the API entity from the registry), debounced; only the answer to the latest query is kept, and
 * with several kinds the answers are merged (a kind whose search fails adds nothing). Idle while
 * `active` is false.
 */
export function useItemSearch(kindIds: string | readonly string[], query: string, active: boolean): ItemSearchState {
  const { http } = useServices();
  const registry = useRegistry();
  // Callers may pass a fresh array each render; the joined ids keep the search from restarting.
  const idsKey = typeof kindIds === 'string' ? kindIds : kindIds.join(',');
  const kinds = useMemo(() => idsKey.split(',').map((id) => registry.get(id)), [registry, idsKey]);
  const [state, setState] = useState<ItemSearchState>({ results: [], loading: false });
  const latest = useRef(0);

  useEffect(() => {
    if (!active) {
      latest.current++;
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const q = query.trim();
    const ticket = ++latest.current;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    // Requests are not aborted: the http client reports an aborted call as a failure. Late answers are dropped.
    const timer = setTimeout(() => {
      const asks = kinds.map((kind) => http<GroupsAnswer>(kindPaths.groups(kind.api), { query: q ? { query: q } : {} }).then((answer) => candidatesOf(kind, answer)));
      void Promise.allSettled(asks).then((answers) => {
        if (ticket !== latest.current) return;
        const found = answers.map((a) => (a.status === 'fulfilled' ? a.value : []));
        setState({ results: mergeCandidates(found).slice(0, MAX_CANDIDATES), loading: false, answered: q });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [http, kinds, query, active]);

  return state;
}
