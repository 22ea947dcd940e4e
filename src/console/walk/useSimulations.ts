import { useCallback } from 'react';
import { FetchError } from 'ofetch';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import type { SavedEvent, SavedSimulation, SimulationInput } from '../../core/walk/simulation.ts';
import { serverMessage } from '../http/createHttp.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';

/** A run the simulator can save: what was walked and what fired. */
export interface SimulationRun { input: SimulationInput; events: SavedEvent[] }

/** How a write went: done, or refused with the server's words (in the interface language) when it sent some. */
export type WriteOutcome = { ok: true } | { ok: false; message?: string };

/** The saved simulations of a subject and the calls that change them. */
export interface Simulations {
  /** Newest first. */
  list: SavedSimulation[];
  loading: boolean;
  failed: boolean;
  reload(): Promise<void>;
  save(name: string, run: SimulationRun): Promise<WriteOutcome>;
  remove(id: number): Promise<WriteOutcome>;
}

/** Newest first; the same instant by the later id. */
export function newestFirst(list: readonly SavedSimulation[]): SavedSimulation[] {
  return [...list].sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0) || b.id - a.id);
}

/** The subject as the simulations API names it: `kind` and, for one item, `id`. */
function subjectQuery(subject: SimSubject): string {
  const q = new URLSearchParams({ kind: subject.kind });
  if (subject.id !== undefined) q.set('id', String(subject.id));
  return q.toString();
}

/**
 * The simulations saved for a trip, a story or a kind's whole list (`GET/POST /simulations`,
 * `DELETE /simulations/:sid`). A save lands at the top, a removal leaves the list at once.
 */
export function useSimulations(subject: SimSubject): Simulations {
  const { http } = useServices();
  const query = subjectQuery(subject);
  const load = useCallback(async () => {
    const res = await http<{ data?: { simulations?: SavedSimulation[] } }>(`/simulations?${query}`);
    return newestFirst(Array.isArray(res.data?.simulations) ? res.data.simulations : []);
  }, [http, query]);
  const { value: list, setValue, loading, failed, reload } = useLatestLoad(load, [] as SavedSimulation[]);

  const save = useCallback(async (name: string, run: SimulationRun): Promise<WriteOutcome> => {
    try {
      const res = await http<{ data?: { simulation?: SavedSimulation } }>('/simulations', {
        method: 'POST',
        body: { kind: subject.kind, ...(subject.id !== undefined ? { id: subject.id } : {}), name, input: run.input, events: run.events },
      });
      const saved = res.data?.simulation;
      if (saved) setValue((old) => newestFirst([saved, ...old.filter((s) => s.id !== saved.id)]));
      else await reload();
      return { ok: true };
    } catch (err) {
      return { ok: false, message: serverMessage(err) };
    }
  }, [http, subject.kind, subject.id, setValue, reload]);

  const remove = useCallback(async (id: number): Promise<WriteOutcome> => {
    try {
      await http(`/simulations/${id}`, { method: 'DELETE' });
      setValue((old) => old.filter((s) => s.id !== id));
      return { ok: true };
    } catch (err) {
      // Already gone (deleted in another tab): the list just catches up.
      if (err instanceof FetchError && err.status === 404) { setValue((old) => old.filter((s) => s.id !== id)); return { ok: true }; }
      return { ok: false, message: serverMessage(err) };
    }
  }, [http, setValue]);

  return { list, loading, failed, reload, save, remove };
}
