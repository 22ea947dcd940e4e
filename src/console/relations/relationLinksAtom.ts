import { atom } from 'jotai';
import type { PreviewContext, ResolvedRef } from '../../core/defineKind.ts';
import type { WireLink } from '../../core/relations.ts';

/** The key of one owner's links of one relation in {@link relationLinksAtom}. */
export const relationLinksKey = (entity: string, owner: number, relation: string) => `${entity}/${owner}/${relation}`;

/**
 * The relation links the open panels last loaded, by {@link relationLinksKey}: the phone preview reads
 * them (`PreviewContext.links`), so linking or unlinking shows there at once without a second fetch.
 */
export const relationLinksAtom = atom<Readonly<Record<string, readonly WireLink[]>>>({});

/** A link as a preview shows the linked item: its list item, id, kind and state. */
export function linkAsRef(link: WireLink): ResolvedRef {
  const { target } = link;
  const ref: ResolvedRef = { id: target.id, kind: link.target_kind, title: target.title, ingress: target.ingress, thumbnail: target.thumbnail, state: target.state };
  if (target.url) ref.url = target.url;
  if (target.location) ref.location = target.location;
  if (link.state) ref.linkState = link.state;
  return ref;
}

/** `PreviewContext.links` over loaded lists: `lists[i]` holds the links of relation `names[i]` (undefined: not loaded). */
export function linksLookup(names: readonly string[], lists: readonly (readonly WireLink[] | undefined)[]): NonNullable<PreviewContext['links']> {
  const byName = new Map(names.map((name, i) => [name, lists[i]?.map(linkAsRef)]));
  return (relation: string) => byName.get(relation);
}
