import type { ResolvedKind } from '../../core/defineKind.ts';
import { walkRelation } from '../../core/walk/simWorld.ts';

/** Whether an opened item of this kind can be walked in the simulator: it declares triggers or walks its stops. */
export const canSimulateItem = (kind: ResolvedKind): boolean => !!kind.place?.triggers || walkRelation(kind) !== undefined;

/** Whether the kind's list offers "Simulate walk" over all its items. */
export const canSimulateList = (kind: ResolvedKind): boolean => kind.place?.triggers?.wholeList === true;

/**
 * A simulated subject as query parameters, the way the simulator's address and the walk endpoints
 * (`/zone-lint`, `/simulations`) name it: `kind`, and `id` for one item; set on `into` when given.
 */
export function subjectParams(subject: { kind: string; id?: number | undefined }, into = new URLSearchParams()): URLSearchParams {
  into.set('kind', subject.kind);
  if (subject.id !== undefined) into.set('id', String(subject.id));
  return into;
}

/** The simulator's console path for an item of a kind, or (no id) the kind's whole list. */
export function simulateHref(kind: string, id?: number): string {
  return `/simulate?${subjectParams({ kind, id })}`;
}

/** The subject a simulator URL's query names, or undefined when it names none (an id that is no whole number). */
export function subjectOfQuery(search: string): { kind: string; id?: number } | undefined {
  const q = new URLSearchParams(search);
  const kind = q.get('kind');
  if (!kind) return undefined;
  const raw = q.get('id');
  if (raw === null || raw === '') return { kind };
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? { kind, id } : undefined;
}
