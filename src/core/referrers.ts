import { kindVariant, variantNames, type ResolvedKind } from './defineKind.ts';
import { relationTargets } from './relations.ts';
import { refKinds, schemaAnnotations } from './schemaAnnotations.ts';

/** Whether items of `owner` can point at items of `targetId`: an `x-ref` in any of its shapes, or a relation, names it. */
export function pointsAt(owner: ResolvedKind, targetId: string): boolean {
  if (Object.values(owner.relations ?? {}).some((rel) => relationTargets(rel).includes(targetId))) return true;
  return variantNames(owner).some((name) => schemaAnnotations(kindVariant(owner, name).schema).refs.some((ref) => refKinds(ref).includes(targetId)));
}

/** The kinds whose items can point at items of `targetId` (references or relations), in registry order. */
export function referringKinds(kinds: readonly ResolvedKind[], targetId: string): ResolvedKind[] {
  return kinds.filter((k) => pointsAt(k, targetId));
}
