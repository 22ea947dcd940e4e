import { useEffect, useRef, useState } from 'react';
import { kindPaths } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { candidatesOf, type Candidate, type GroupsAnswer } from './candidates.ts';

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
 * Searches items of a kind as the user types, through `GET /groups/{x}?query=` (the kind's API entity
 * from the registry), debounced; only the answer to the latest query is kept. Idle while `active` is false.
 */
export function useItemSearch(kindId: string, query: string, active: boolean): ItemSearchState {
  const { http } = useServices();
  const kind = useRegistry().get(kindId);
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
      http<GroupsAnswer>(kindPaths.groups(kind.api), { query: q ? { query: q } : {} })
        .then((answer) => {
          if (ticket !== latest.current) return;
          setState({ results: candidatesOf(kind, answer).slice(0, MAX_CANDIDATES), loading: false, answered: q });
        })
        .catch(() => {
          if (ticket === latest.current) setState({ results: [], loading: false, answered: q });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [http, kind, query, active]);

  return state;
}
