import { useEffect, useRef, useState } from 'react';
import { kindPaths, type ResolvedKind } from '../../src/core/index.ts';
import { useServices } from '../../src/console/plugin.ts';
import { useRegistry } from '../../src/console/plugin.ts';
import type { Question } from '../question/questionTypes.ts';
import type { Game } from './gameTypes.ts';

/** `GET /{x}/{id}` answers the item under `data.items`. */
type ItemAnswer<T> = { data?: { items?: T } };

/** A game as the play page loads it: loading, there, or not (absent, another company's, or no id at all). */
export type GameLoad = { status: 'loading' } | { status: 'ready'; game: Game } | { status: 'missing' };

/** The game with this id, through the console's http client; `null` id: missing without a call. */
export function useGame(kind: ResolvedKind, id: number | null): GameLoad {
  const { http } = useServices();
  const [state, setState] = useState<{ id: number; load: GameLoad } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    http<ItemAnswer<Game>>(kindPaths.item(kind.api, id))
      .then((answer) => { if (live) setState({ id, load: answer.data?.items ? { status: 'ready', game: answer.data.items } : { status: 'missing' } }); })
      .catch(() => { if (live) setState({ id, load: { status: 'missing' } }); });
    return () => { live = false; };
  }, [http, kind.api, id]);
  if (id === null) return { status: 'missing' };
  return state?.id === id ? state.load : { status: 'loading' };
}

/**
 * The questions with these ids, each fetched once per mount (`GET /question/{id}`, the full item: its
 * most points need the options and choices, which the slim list leaves out). A missing key is still
 * loading; null: it could not be loaded.
 */
export function useQuestions(ids: readonly unknown[]): ReadonlyMap<number, Question | null> {
  const { http } = useServices();
  const question = useRegistry().kinds.find((k) => k.id === 'question');
  const [loaded, setLoaded] = useState<ReadonlyMap<number, Question | null>>(() => new Map());
  const requested = useRef(new Set<number>());
  const mounted = useRef(true);
  useEffect(() => { mounted.current = true; return () => { mounted.current = false; }; }, []);
  const key = [...new Set(ids.filter((id): id is number => Number.isInteger(id)))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    for (const id of key ? key.split(',').map(Number) : []) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      const done = (q: Question | null) => { if (mounted.current) setLoaded((m) => new Map(m).set(id, q)); };
      if (!question) { done(null); continue; }
      http<ItemAnswer<Question>>(kindPaths.item(question.api, id)).then((a) => done(a.data?.items ?? null), () => done(null));
    }
  }, [http, question, key]);
  return loaded;
}
