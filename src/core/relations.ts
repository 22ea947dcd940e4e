/** Operations on one relation's links; each has a generic path and may have a SPEC §7 legacy alias. */
export const RELATION_OPERATIONS = ['list', 'link', 'unlink', 'remove', 'reorder', 'publish', 'un-publish', 'archive', 'un-archive'] as const;

/** One relation operation. */
export type RelationOperation = (typeof RELATION_OPERATIONS)[number];

/** The lifecycle actions a link of a relation with `lifecycle: true` offers (SPEC §7 "as event" calls). */
export const LINK_ACTIONS = ['publish', 'un-publish', 'archive', 'un-archive'] as const;

/** One link lifecycle action. */
export type LinkAction = (typeof LINK_ACTIONS)[number];

/**
 * A relation: links from an item of this kind (the owner) to items of `target`, each link a record of
 * its own (id, position, and with `lifecycle` its own published/archived state).
 */
export interface RelationDefinition {
  /**
   * Kind id of the linked items, or several (an event's contents: stories, forms and games; a trip's
   * stops: stations and stories). With several, the link, unlink and of-target paths carry the kind
   * (`relationPaths`), and `kindAliases` name the SPEC paths per target kind.
   */
  target: string | readonly string[];
  /** Links keep an order the author sets (trip stops); otherwise they list in link order. */
  ordered?: boolean;
  /** Links have their own publish / un-publish / archive / un-archive (events' "as event" links). */
  lifecycle?: boolean;
  /**
   * With `lifecycle`: message id of the caption before a link's own state (`linkPlacement`), naming
   * where the link lists the item ("In the programme"); absent: "In this list".
   */
  linkLabel?: string;
  /** Destroying a linked item: drop its links (default) or refuse with 409 naming the owners. */
  onTargetDestroy?: 'remove' | 'restrict';
  /** Message id of the relation's title in the console panel. */
  label: string;
  /**
   * Extra paths the server also answers, relative to the API base, with `:owner`, `:target` and `:link`
   * parameters (e.g. `link: '/story-as-event/:target/:owner'`, `remove: '/remove-story-as-event/:link'`,
   * `unlink: '/unlink/game/:target/station/:owner'`). A `reorder` alias without `:owner` reads the
   * owner from the body's `id`.
   */
  aliases?: Partial<Record<RelationOperation, string>>;
  /**
   * Aliases that see only links to one target kind, by kind id: `{ story: { link: '/story-as-event/:target/:owner',
   * remove: '/remove-story-as-event/:link' }, game: { ... } }`. A by-link alias answers 404 for a link to another kind.
   */
  kindAliases?: Readonly<Record<string, Partial<Record<RelationOperation, string>>>>;
  /**
   * The owner's panel shows the linked items on the overview map (SPEC §2 "Map overview"), numbered in
   * link order, with the straight-line distance between consecutive ones and in total. Targets are
   * placed by their kind's `locate`.
   */
  map?: boolean;
  /**
   * The owner kind's shapes (`variants`) that have this relation; absent: all. Other shapes show no
   * panel and refuse `bodyField` (the newer station screen has no linked games).
   */
  variants?: readonly string[];
  /**
   * A create or update body may carry the linked targets' ids under this name (SPEC §7's older
   * station create: `gameStation`): the links are then made to be exactly that list, in that order,
   * in the same transaction as the write. Absent from the body: the links stay as they are.
   */
  bodyField?: string;
  /**
   * `GET /{x}/{id}` carries the links as `[key]: [{ id, <titleAs>: title }]` (SPEC §3: the older
   * station's `games`, a list of id and navn); wire-only, never stored.
   */
  inItem?: { key: string; titleAs?: string };
  /**
   * The target kind's editor shows the owners that link the opened item, with add by search and
   * unlink: a game's editor lists its stations. `label` is a message id of the owner kind's.
   */
  inverse?: { label: string };
  /** Message id of a worded remove button in the owner's panel (the older station screen's "Delete"); absent: an icon. */
  removeLabel?: string;
}

/** The kinds a relation links to, one or several. */
export const relationTargets = (rel: Pick<RelationDefinition, 'target'>): readonly string[] => (typeof rel.target === 'string' ? [rel.target] : rel.target);

/** Whether a relation links to several kinds (its paths then carry the target's kind). */
export const isMultiTarget = (rel: Pick<RelationDefinition, 'target'>): boolean => typeof rel.target !== 'string';

/** Whether the owner kind's shape `variant` has this relation. */
export const relationOffered = (rel: Pick<RelationDefinition, 'variants'>, variant: string): boolean => !rel.variants || rel.variants.includes(variant);

/** A link seen from its target: the link's own record plus the owner's list item and state. */
export interface WireOwnerLink extends Omit<WireLink, 'target'> {
  owner: { id: number; title: string; ingress?: string; thumbnail?: string; state: string };
}

/** A link as the API sends it: its own record plus the linked item's list item and state. */
export interface WireLink {
  id: number;
  owner_id: number;
  target_id: number;
  target_kind: string;
  position: number;
  state: 'active' | 'published' | 'unpublished' | 'archived';
  is_published: boolean;
  is_archived: boolean;
  /**
   * The linked item: title, ingress, thumbnail and url (its kind's list item: a form's page), its own
   * state, and where it is (its kind's `locate`) when it is placed on the map.
   */
  target: { id: number; title: string; ingress?: string; thumbnail?: string; url?: string; state: string; location?: GeoPoint };
}

/** A point on the map in WGS 84 degrees. */
export interface GeoPoint { latitude: number; longitude: number }

// A multi-target relation's paths name the target's kind before its id.
const targetSegment = (target: number | string, kind?: string) => (kind ? `${kind}/${target}` : `${target}`);

/**
 * The generic relation paths, relative to the API base; shared by console and server. `kind` (the
 * target's kind id) is given for relations with several target kinds and only then.
 */
export const relationPaths = {
  list: (entity: string, owner: number | string, rel: string) => `/${entity}/${owner}/links/${rel}`,
  link: (entity: string, owner: number | string, rel: string, target: number | string, kind?: string) => `/${entity}/${owner}/links/${rel}/add/${targetSegment(target, kind)}`,
  unlink: (entity: string, owner: number | string, rel: string, target: number | string, kind?: string) => `/${entity}/${owner}/links/${rel}/unlink/${targetSegment(target, kind)}`,
  reorder: (entity: string, owner: number | string, rel: string) => `/${entity}/${owner}/links/${rel}/sync`,
  /** The links of the relation that point at one target (its owners), for the target's editor. */
  ofTarget: (entity: string, rel: string, target: number | string, kind?: string) => `/${entity}/links/${rel}/of/${targetSegment(target, kind)}`,
  /** remove and the link lifecycle actions, by link id. */
  byLink: (entity: string, rel: string, op: 'remove' | LinkAction, link: number | string) => `/${entity}/links/${rel}/${op}/${link}`,
};
