import type { LifecycleAction } from './lifecycle.ts';
import type { PreviewFieldKind } from './previewField.ts';
import type { GeoPoint } from './relations.ts';

/** A kind's API mapping (SPEC §7). Every field has a default from the generic `{x}` calls. */
export interface KindApi {
  /** API entity `{x}`: `/api/{x}`, `/api/{x}/{id}`, … Defaults to the kind id. */
  entity: string;
  /** Key under `data` that holds the list in `GET /{x}` (e.g. `story`, `stations`, `items`). */
  listKey: string;
  /** How create and update bodies are encoded. */
  bodyEncoding: 'json' | 'multipart';
  /** Lifecycle actions this kind offers. */
  actions: readonly LifecycleAction[];
}

/** What a list (and an emulator list item) shows of a record. */
export interface ListItem {
  title: string;
  ingress?: string;
  thumbnail?: string;
  url?: string;
}

/** A referenced item as a preview shows it: its list item, id, kind and state. */
export interface ResolvedRef extends ListItem {
  id: number;
  kind: string;
  state?: string;
  /** The referenced item's document, for previews that show more than its list item (a game's question points). */
  record?: Record<string, unknown>;
  /** Where the item is on the map (its kind's `place.locate`), when a relation link carried it. */
  location?: GeoPoint;
  /** The relation link's own state (an event's archived programme entry), when the ref came from a link with a lifecycle. */
  linkState?: string;
}

/** Context handed to `toPreview`: things a kind may need but must not fetch itself. */
export interface PreviewContext {
  mediaUrl(type: 'image' | 'video' | 'audio', file: string): string;
  /** The item a reference points at, as a list item, when the host has it (never fetched by the kind). */
  ref?(kind: string, id: unknown): ResolvedRef | undefined;
  /**
   * The child the author has open, per keyed array (`{ '/pages': 17 }`), or the one the visitor moved
   * to by a `link` in the phone: a kind with pages previews that one.
   */
  open?: Readonly<Record<string, string | number>>;
  /** The opened item's links of one of its relations (the older station's linked games), when the host has them. */
  links?(relation: string): ResolvedRef[] | undefined;
  /** The company's time zone (IANA name) for dates a visitor reads; absent: UTC. */
  timeZone?: string;
  /** The language dates and numbers are written in (`en`, `es`); absent: English. */
  locale?: string;
}

/** Message ids (in `src/locales`) naming the kind in tabs and lists. */
export interface KindLabels {
  tab: string;
  item: string;
}

/**
 * A button in the editor header of an opened item, linking to a console route: `label` is a message id
 * of the kind's, `route` a route name of the console's route table (SPEC §2), `query` the URL query,
 * where the value `:id` stands for the opened item's id (`{ game: ':id' }` → `/GamePlay?game=42`).
 */
export interface EditorLink {
  label: string;
  route: string;
  query?: Readonly<Record<string, string>>;
}

/** The client settings a kind may adapt to: `user_setting` in the console, the company's settings on the server. */
export type KindSettings = Readonly<Record<string, unknown>>;

/** A kind's own messages (labels, field titles, rule messages) in every UI language; ids are namespaced by the kind. */
export interface KindMessages {
  en: Record<string, string>;
  zh: Record<string, string>;
  es: Record<string, string>;
}

/** One complaint of a cross-field rule: the dotted field (`pages.2.next_page`) and a message id of the kind's messages. */
export interface RuleError {
  field: string;
  message: string;
  values?: Record<string, string | number>;
}

/**
 * A publish-readiness fault of an item (a story page nobody can reach): a JSON pointer with array
 * indices (`/pages/2`, `/pages/2/beacon_id`) and a message id of the kind's messages. Unlike a rule
 * error it never blocks a save; publishing asks first, and the console marks it where it is.
 */
export interface LintFault {
  at: string;
  message: string;
  values?: Record<string, string | number>;
}

/** What a cross-field rule may read besides the record. */
export interface RuleContext {
  settings: KindSettings;
}

/** How items of a kind appear inside other kinds' previews (SPEC §3 "List item"). */
export interface AsListItem {
  /**
   * The preview field kind that lists items of this kind (`games` for games): a new name, claimed by
   * this kind alone. Any preview may emit it; the emulator draws it as clickable list items.
   */
  field: PreviewFieldKind;
  /** The list item carries an embedded page (its url) behind an eye icon: forms and web pages (`meta.open` shows it at once). */
  embeds?: boolean;
}

/** A multipart body as the server hands it to a kind: text fields, and stored file names where files were sent. */
export type MultipartFields = Record<string, string | string[]>;

/**
 * A select above the console's list: `{ field: 'type' }` filters by an enum property of `list.fields`
 * (in the browser), `{ usedBy: 'game' }` by whether items of that kind refer to or link the item
 * (`GET /{x}/used-ids?by=game`).
 */
export type ListFilter = { field: string; usedBy?: never } | { usedBy: string; field?: never };

/** The record shape a kind edits: its schema's document. */
export type KindRecord = Record<string, unknown>;
