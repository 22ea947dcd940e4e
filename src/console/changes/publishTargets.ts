import type { $Fetch } from 'ofetch';
import { kindPaths, type KindApi, type ResolvedKind } from '../../core/defineKind.ts';
import type { ItemReadiness, ReadinessTarget } from '../../core/readinessWire.ts';
import { pointsAt } from '../../core/referrers.ts';
import { mayDo, type Grant } from '../../core/roles.ts';
import { hasPublishStep } from '../../core/visitorState.ts';

/** Why a target stays out of a publish together: archived (a release never publishes those), the user may not publish its kind, or its kind has no publish step. */
export type LeftOut = 'archived' | 'notAllowed' | 'noPublish';

/** A referenced or linked item visitors would not get, as the publish confirmation lists it. */
export interface TargetRow {
  target: ReadinessTarget;
  /** Its kind in the console's registry; undefined for a kind the console does not know. */
  kind: ResolvedKind | undefined;
  /** Set when it cannot go live together with the item. */
  leftOut?: LeftOut;
}

/** Whether items of `kind` can point at any item at all (a reference or a relation): only then is there a target to ask about. */
export function pointsAtOthers(kind: ResolvedKind, kinds: readonly ResolvedKind[]): boolean {
  return kinds.some((k) => pointsAt(kind, k.id));
}

/** The targets of `GET /{x}/{id}/lint`: the referenced or linked items visitors would not get as they are now. */
export async function readPublishTargets(http: $Fetch, api: KindApi, id: number): Promise<ReadinessTarget[]> {
  return (await http<{ data?: ItemReadiness }>(kindPaths.lint(api, id))).data?.targets ?? [];
}

/**
 * The targets as the confirmation lists them: one row per item (a question used twice is named once, where
 * it is first met), each with its kind and, when it cannot go live together with the item, why: the server
 * refuses archived items in a release (archiving was someone's decision), and an item of a kind the user
 * may not publish would only make the whole release fail.
 */
export function targetRows(targets: readonly ReadinessTarget[], kinds: readonly ResolvedKind[], grant: Grant): TargetRow[] {
  const seen = new Set<string>();
  const rows: TargetRow[] = [];
  for (const target of targets) {
    const key = `${target.kind}/${target.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = kinds.find((k) => k.id === target.kind);
    const leftOut: LeftOut | undefined = target.gap === 'archived' ? 'archived'
      : !kind || !hasPublishStep(kind) ? 'noPublish'
        : !mayDo(grant, 'lifecycle', { kind: kind.id }) ? 'notAllowed' : undefined;
    rows.push({ target, kind, ...(leftOut ? { leftOut } : {}) });
  }
  return rows;
}
