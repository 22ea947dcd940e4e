import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { walkRelation, type SimSubject } from '../../core/walk/simWorld.ts';
import type { ItemRef, ZoneFinding } from '../../core/walk/zoneLint.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { subjectParams } from './simulateHref.ts';

/** An item a finding names: its kind, id and title. */
export type FindingItem = ItemRef;

/** One finding of `GET /zone-lint` as the console reads it: the lint's finding plus its sentence in the interface language. */
export type ZoneFindingRow = ZoneFinding & { text: string };

/** What the zone check shows: the last answer (kept while asking again), whether one is under way or failed. */
export interface ZoneFindingsLoad {
  /** The last answer; undefined before the first one arrived. */
  answer?: { accuracy: number; findings: ZoneFindingRow[] };
  loading: boolean;
  failed: boolean;
  reload(): void;
}

/** How long the accuracy must rest before asking (a dragged slider sends many values). */
const SETTLE_MS = 250;

const isItem = (v: unknown): v is FindingItem => !!v && typeof v === 'object'
  && typeof (v as FindingItem).kind === 'string' && typeof (v as FindingItem).id === 'number';

/** The answer's findings that are readable, with defaults for what a client may leave out. */
function readFindings(list: unknown): ZoneFindingRow[] {
  if (!Array.isArray(list)) return [];
  return list.filter((f) => f && typeof f === 'object' && isItem((f as ZoneFindingRow).item)).map((f: ZoneFindingRow) => ({
    ...f,
    at: typeof f.at === 'string' ? f.at : '',
    values: f.values && typeof f.values === 'object' ? f.values : {},
    text: typeof f.text === 'string' ? f.text : f.code,
    item: { ...f.item, title: typeof f.item.title === 'string' ? f.item.title : '' },
  }));
}

/** Whether a finding concerns a kind: its item or the other side is of it (a whole list's check). */
const concernsKind = (f: ZoneFindingRow, kind: string) => f.item.kind === kind || f.other?.kind === kind;

/** `GET /zone-lint` query for a subject: an item narrows to what concerns it; a whole list asks for everything. */
export function zoneLintPath(subject: SimSubject, accuracy: number): string {
  const q = new URLSearchParams({ accuracy: String(Math.round(accuracy)) });
  if (subject.id !== undefined) subjectParams(subject, q);
  return `/zone-lint?${q}`;
}

/**
 * The zone lint of what is simulated at a GPS accuracy, asked again when the accuracy settles and
 * whenever the window gets focus back (the author fixed a station in another tab). The previous
 * answer stays while asking; only the latest request's answer lands. Failures were toasted by the
 * http client; `failed` lets the panel say so in place.
 */
export function useZoneFindings(subject: SimSubject, accuracy: number): ZoneFindingsLoad {
  const { http } = useServices();
  const [answer, setAnswer] = useState<ZoneFindingsLoad['answer']>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const path = zoneLintPath(subject, accuracy);
  const { kind, id } = subject;

  const load = useCallback(async (target: string) => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const res = await http<{ data?: { accuracy?: unknown; findings?: unknown } }>(target);
      if (ticket !== latest.current) return;
      const findings = readFindings(res.data?.findings);
      const asked = Number(new URLSearchParams(target.split('?')[1]).get('accuracy'));
      setAnswer({
        accuracy: typeof res.data?.accuracy === 'number' ? res.data.accuracy : asked,
        findings: id === undefined ? findings.filter((f) => concernsKind(f, kind)) : findings,
      });
      setFailed(false);
    } catch {
      if (ticket === latest.current) setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [http, kind, id]);

  // Another subject starts empty; another accuracy keeps the old list until the new one lands.
  useEffect(() => { setAnswer(undefined); }, [kind, id]);

  // A new ticket: answers still on their way no longer land.
  const dropInFlight = useCallback(() => { latest.current++; }, []);
  useEffect(() => {
    const timer = setTimeout(() => { void load(path); }, SETTLE_MS);
    return () => { clearTimeout(timer); dropInFlight(); };
  }, [load, path, dropInFlight]);

  const pathRef = useRef(path);
  pathRef.current = path;
  useEffect(() => {
    // Coming back to this tab or window focuses it (a visibility change would only ask twice).
    const again = () => { void load(pathRef.current); };
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [load]);

  const reload = useCallback(() => { void load(pathRef.current); }, [load]);
  return { answer, loading, failed, reload };
}

/**
 * What asking before a publish needs: the zone findings that concern an item (as its
 * item, the other side or the trip), at the default accuracy. Undefined for a kind that has no zones
 * and walks nothing. A failed look-up (already told by the http client) asks nothing.
 */
export function useZoneFindingsOf(kind: ResolvedKind): ((id: number) => Promise<ZoneFindingRow[]>) | undefined {
  const { http } = useServices();
  const simulated = !!kind.place?.triggers || !!walkRelation(kind);
  const look = useCallback(async (id: number): Promise<ZoneFindingRow[]> => {
    try {
      const res = await http<{ data?: { findings?: unknown } }>(`/zone-lint?${subjectParams({ kind: kind.id, id })}`);
      return readFindings(res.data?.findings);
    } catch {
      return [];
    }
  }, [http, kind.id]);
  return simulated ? look : undefined;
}
