import { useCallback } from 'react';
import { FetchError } from 'ofetch';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import type { SavedEvent, SavedSimulation, SimulationInput, SimulationSummary } from '../../core/walk/simulation.ts';
import { serverMessage } from '../http/createHttp.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { subjectParams } from './simulateHref.ts';

/** A run the simulator can save: what was walked and what fired. */
export interface RunToSave { input: SimulationInput; events: SavedEvent[] }

/** How a write went: done, or refused with the server's words (in the interface language) when it sent some. */
export type WriteOutcome = { ok: true } | { ok: false; message?: string };

/** How opening one went: the whole simulation, or refused as a write is. */
export type OpenOutcome = { ok: true; simulation: SavedSimulation } | { ok: false; message?: string };

/** The saved simulations of a subject and the calls that change them. */
export interface Simulations {
  /** Newest first, without paths and events (their counts instead). */
  list: SimulationSummary[];
  loading: boolean;
  failed: boolean;
  reload(): Promise<void>;
  save(name: string, run: RunToSave): Promise<WriteOutcome>;
  /** The whole simulation (path and events), to replay it; gone from the server: gone from the list. */
  open(id: number): Promise<OpenOutcome>;
  remove(id: number): Promise<WriteOutcome>;
}

/** Newest first; the same instant by the later id. */
export function newestFirst<T extends Pick<SavedSimulation, 'id' | 'createdAt'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0) || b.id - a.id);
}

/** A whole simulation as the list shows it (a fresh save joins the list without asking the server again). */
export function summaryOf({ input: { path, ...input }, events, ...rest }: SavedSimulation): SimulationSummary {
  return { ...rest, input, pathPoints: path.length, eventCount: events.length };
}

/**
 * The simulations saved for a trip, a story or a kind's whole list (`GET/POST /simulations`,
 * `GET/DELETE /simulations/:sid`). A save lands at the top, a removal leaves the list at once.
 */
export function useSimulations(subject: SimSubject): Simulations {
  const { http } = useServices();
  const query = subjectParams(subject).toString();
  const load = useCallback(async () => {
    const res = await http<{ data?: { simulations?: SimulationSummary[] } }>(`/simulations?${query}`);
    return newestFirst(Array.isArray(res.data?.simulations) ? res.data.simulations : []);
  }, [http, query]);
  const { value: list, setValue, loading, failed, reload } = useLatestLoad(load, [] as SimulationSummary[]);

  const save = useCallback(async (name: string, run: RunToSave): Promise<WriteOutcome> => {
    try {
      const res = await http<{ data?: { simulation?: SavedSimulation } }>('/simulations', {
        method: 'POST',
        body: { kind: subject.kind, ...(subject.id !== undefined ? { id: subject.id } : {}), name, input: run.input, events: run.events },
      });
      const saved = res.data?.simulation;
      if (saved) setValue((old) => newestFirst([summaryOf(saved), ...old.filter((s) => s.id !== saved.id)]));
      else await reload();
      return { ok: true };
    } catch (err) {
      return { ok: false, message: serverMessage(err) };
    }
  }, [http, subject.kind, subject.id, setValue, reload]);

  const open = useCallback(async (id: number): Promise<OpenOutcome> => {
    try {
      const res = await http<{ data?: { simulation?: SavedSimulation } }>(`/simulations/${id}`);
      const simulation = res.data?.simulation;
      return simulation ? { ok: true, simulation } : { ok: false };
    } catch (err) {
      // Deleted in another tab: it leaves the list, and the refusal says why.
      if (err instanceof FetchError && err.status === 404) setValue((old) => old.filter((s) => s.id !== id));
      return { ok: false, message: serverMessage(err) };
    }
  }, [http, setValue]);

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

  return { list, loading, failed, reload, save, open, remove };
}
