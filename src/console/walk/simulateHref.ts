import type { ResolvedKind } from '../../core/defineKind.ts';
import { walkRelation } from '../../core/walk/simWorld.ts';

/** Whether an opened item of this kind can be walked in the simulator: it declares triggers or walks its stops. */
export const canSimulateItem = (kind: ResolvedKind): boolean => !!kind.triggers || walkRelation(kind) !== undefined;

/** Whether the kind's list offers "Simulate walk" over all its items. */
export const canSimulateList = (kind: ResolvedKind): boolean => kind.triggers?.wholeList === true;

/** The simulator's console path for an item of a kind, or (no id) the kind's whole list. */
export function simulateHref(kind: string, id?: number): string {
  const q = new URLSearchParams({ kind });
  if (id !== undefined) q.set('id', String(id));
  return `/simulate?${q.toString()}`;
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
