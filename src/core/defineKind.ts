import type { JsonSchema, UiSchema } from './jsonSchema.ts';
import type { LifecycleAction } from './lifecycle.ts';
import type { PreviewField, PreviewFieldKind } from './previewField.ts';
import type { KindConsole } from './kindConsole.ts';
import type { KindServer } from './kindServer.ts';
import type { KindTab } from './kindTab.ts';
import type { GeoPoint, RelationDefinition } from './relations.ts';
import { inlineSharedRefs } from './sharedSchemas.ts';
import type { KindTriggers } from './walk/triggerZone.ts';

export type { KindTab } from './kindTab.ts';
export type { KindPage } from './kindConsole.ts';

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
  /** Where the item is on the map (its kind's `locate`), when a relation link carried it. */
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

/** The parts of a kind a client's variant may replace (the older and newer station screens). */
export interface KindVariant<R extends KindRecord = KindRecord> {
  schema: JsonSchema;
  uiSchema: UiSchema;
  toListItem?(record: R): ListItem;
  listFields?: readonly string[];
  toPreview?(record: R, ctx: PreviewContext): PreviewField[];
  lint?(record: R): LintFault[];
  publishRules?(record: R): RuleError[];
  defaults?(): Partial<R>;
  validate?(record: R, ctx: RuleContext): RuleError[];
  console?: KindConsole;
  createWarning?(record: R): string | undefined;
  /** Where an item of this shape is on the map; absent: the kind's `locate`. */
  locate?(record: R): GeoPoint | undefined;
  /** This shape's trigger zones (issue 18); a variant's replace the kind's, absent: it has none. */
  triggers?: KindTriggers<R>;
  /**
   * Words of this shape that differ from the kind's (the older station's "Range (DB)" where the newer
   * says "Meters (1-99)"): the same ids, in en, zh and es, over the kind's messages.
   */
  messages?: KindMessages;
  /** Message ids naming this variant in the console (e.g. when an item of another variant is opened). */
  label?: string;
}

/**
 * A select above the console's list: `{ field: 'type' }` filters by an enum property of `listFields`
 * (in the browser), `{ usedBy: 'game' }` by whether items of that kind refer to or link the item
 * (`GET /{x}/used-ids?by=game`).
 */
export type ListFilter = { field: string; usedBy?: never } | { usedBy: string; field?: never };

/** The record shape a kind edits: its schema's document. */
export type KindRecord = Record<string, unknown>;

/** A content kind: one object, data plus a small typed definition (DESIGN "The kind contract"). */
export interface KindDefinition<R extends KindRecord = KindRecord> {
  /** Lowercase slug: folder, schema file name and default API entity. */
  id: string;
  /** Console route key (SPEC §2 route table) and tab key (`tab_types.name`); defaults to the id. */
  route?: string;
  /** The kind's tab: its place in the tab bar, SPEC §2 name and edit route. Absent: a tab after every ordered one. */
  tab?: KindTab;
  schema: JsonSchema;
  uiSchema: UiSchema;
  labels: KindLabels;
  api?: Partial<KindApi>;
  toListItem(record: R): ListItem;
  toPreview?(record: R, ctx: PreviewContext): PreviewField[];
  defaults?(): Partial<R>;
  /** The console's UI schema for this client's settings (e.g. hide a field the client may not use). Must not mutate its argument. */
  adaptUiSchema?(uiSchema: UiSchema, settings: KindSettings): UiSchema;
  /** The server's last word on a valid write for this client's settings (e.g. drop what the client may not use). */
  adaptRecord?(record: R, settings: KindSettings): R;
  /** Cross-field rules: run by the server after the schema and by the console as RJSF's customValidate. */
  validate?(record: R, ctx: RuleContext): RuleError[];
  /**
   * What must hold before an item may be published (a game needs a challenge): the server refuses
   * publish with 400 naming the rule, in the caller's language; saving is not affected.
   */
  publishRules?(record: R): RuleError[];
  /** Publish-readiness faults (never blocking a save): `GET /{x}/{id}/lint`, the publish confirmation, markers in the form. */
  lint?(record: R): LintFault[];
  /**
   * A message id the console shows as a warning notification when the author tries to create an item
   * this returns one for (SPEC §5 older station: "Navn Required"); the create is not sent.
   */
  createWarning?(record: R): string | undefined;
  /** The document properties `toListItem` reads: the console's slim list sends only these (plus lifecycle). */
  listFields?: readonly string[];
  /** Selects above the console's list: by an enum field of `listFields`, or by use in another kind's items. */
  listFilters?: readonly ListFilter[];
  /** How this kind's items show as list items in other previews; absent: they do not. */
  asListItem?: AsListItem;
  /**
   * Preview field kinds this kind introduces (`['progress']`), each drawn by the renderer of that name
   * in its console module (`console.previewRenderers`). Names are the registry's: no core field kind,
   * no other kind's. Any preview may emit them.
   */
  previewFields?: readonly string[];
  /** SPEC §2 (stations): Tab and Shift+Tab move through the list as well as the arrow keys. */
  listTabMoves?: boolean;
  /**
   * The list keeps the order the author sets: the console's list offers drag and Alt+↑/↓, saved by
   * `POST /{x}-sync` (SPEC §7 `/form-sync`). Absent: the list shows the stored order without moves.
   */
  manualOrder?: boolean;
  /**
   * Where an item is on the map (a station's coordinates, a story's first placed page), for the
   * overview maps of relations declared with `map` (a trip's stops). Undefined: not placed.
   */
  locate?(record: R): GeoPoint | undefined;
  /**
   * What fires in the visitors' app as they walk (issue 18): the record's trigger zones (a station's
   * pin or beacon, a story page's "when in range"), its pages and its own walk. The walk simulator and
   * the zone lint read only this; nothing there names a kind.
   */
  triggers?: KindTriggers<R>;
  /** The record property holding an ISO date-time that places an item on the dashboard's schedule (an event's start, a tour run's start). */
  scheduledAt?: string;
  /** Links with their own id, order and lifecycle, by relation name (`stops`, `games`, `stories_as_event`). */
  relations?: Record<string, RelationDefinition>;
  /** Alternative shapes a client may choose in its patch file (`"variant": "legacy"`); each has its own record type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a variant is a whole other shape, not R
  variants?: Record<string, KindVariant<any>>;
  /** The name of the shape this definition itself describes (default `default`). */
  defaultVariant?: string;
  /** Console parts of the kind's own, loaded lazily: widgets, fields, templates, preview renderers, a screen. */
  console?: KindConsole;
  /** Buttons in the editor header of an opened item: `[{ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }]`. */
  editorLinks?: readonly EditorLink[];
  /** The kind's messages in en, zh and es: `kind.<id>.*`, `field.<id>.*`, `rule.<id>.*`. */
  messages?: KindMessages;
}

/** Typing helper: returns its argument, so a plugin gets checking and completion for free. */
export function defineKind<R extends KindRecord = KindRecord>(kind: KindDefinition<R>): KindDefinition<R> {
  return kind;
}

/** A kind with every default filled in: what the console and the server read. */
export interface ResolvedKind extends KindDefinition {
  route: string;
  api: KindApi;
  /** The variant this object describes (`defaultVariant` or a name of `variants`). */
  variant: string;
  /** The kind's server-only parts (`plugins/<id>/server.ts`): set in the server's registry only. */
  server?: KindServer;
}

/** Fills the defaults of a kind's route and API mapping, and inlines `schemas/_shared/` refs. */
export function resolveKind(kind: KindDefinition<any>): ResolvedKind {
  const api: KindApi = {
    entity: kind.id,
    listKey: 'items',
    bodyEncoding: 'json',
    actions: ['publish', 'un-publish', 'delete', 'restore', 'destroy'],
    ...kind.api,
  };
  return {
    ...kind,
    schema: inlineSharedRefs(kind.schema),
    route: kind.route ?? kind.id,
    api,
    variant: kind.defaultVariant ?? 'default',
  } as ResolvedKind;
}

/** A variant's words over the kind's, language by language. */
function overMessages(base: KindMessages | undefined, over: KindMessages): KindMessages {
  return { en: { ...base?.en, ...over.en }, zh: { ...base?.zh, ...over.zh }, es: { ...base?.es, ...over.es } };
}

/** The names of a kind's shapes: its default first, then its variants. */
export function variantNames(kind: ResolvedKind): string[] {
  return [kind.defaultVariant ?? 'default', ...Object.keys(kind.variants ?? {})];
}

/**
 * The kind as a client of the given variant sees it: the variant's schema, UI schema, list item,
 * preview, defaults, rules and console parts over the base. Throws on an unknown name.
 */
export function kindVariant(kind: ResolvedKind, name: string | undefined): ResolvedKind {
  const base = kind.defaultVariant ?? 'default';
  if (!name || name === base) return kind;
  const v = kind.variants?.[name];
  if (!v) throw new Error(`kind "${kind.id}" has no variant "${name}" (it has: ${variantNames(kind).join(', ')})`);
  // A variant is a whole other shape: rules, defaults, preview and console parts of the base do not carry over.
  return {
    ...kind,
    schema: inlineSharedRefs(v.schema),
    uiSchema: v.uiSchema,
    toListItem: v.toListItem ?? kind.toListItem,
    listFields: v.toListItem ? v.listFields : kind.listFields,
    toPreview: v.toPreview,
    defaults: v.defaults,
    validate: v.validate,
    lint: v.lint,
    publishRules: v.publishRules,
    createWarning: v.createWarning,
    locate: v.locate ?? kind.locate,
    triggers: v.triggers,
    console: v.console,
    messages: v.messages ? overMessages(kind.messages, v.messages) : kind.messages,
    variant: name,
  } as ResolvedKind;
}

/** The paths of a kind's generic calls, relative to the API base; shared by console and server. */
export const kindPaths = {
  list: (api: KindApi) => `/${api.entity}`,
  /** The console's slim list: list-item fields (`listFields`) plus lifecycle columns only. */
  slimList: (api: KindApi) => `/${api.entity}?slim=1`,
  item: (api: KindApi, id: number | string) => `/${api.entity}/${id}`,
  create: (api: KindApi) => `/${api.entity}`,
  update: (api: KindApi, id: number | string) => `/${api.entity}/update/${id}`,
  action: (api: KindApi, action: LifecycleAction, id: number | string) => `/${api.entity}/${action}/${id}`,
  groups: (api: KindApi) => `/groups/${api.entity}`,
  sync: (api: KindApi) => `/${api.entity}-sync`,
  deleteField: (api: KindApi, id: number | string) => `/${api.entity}/delete-field/${id}`,
  /** The items whose references or relations point at this one. */
  usedBy: (api: KindApi, id: number | string) => `/${api.entity}/${id}/used-by`,
  /** `?by=<kind id>`: the ids of this kind's items that items of that kind refer to or link (the list's used-by filter). */
  usedIds: (api: KindApi) => `/${api.entity}/used-ids`,
  /** The item's publish-readiness faults (the kind's `lint`). */
  lint: (api: KindApi, id: number | string) => `/${api.entity}/${id}/lint`,
  /** The item's revisions, newest first (`?limit=&before=`). */
  revisions: (api: KindApi, id: number | string) => `/${api.entity}/${id}/revisions`,
  /** One revision with its document. */
  revision: (api: KindApi, id: number | string, n: number | string) => `/${api.entity}/${id}/revisions/${n}`,
  /** `?from=<n>&to=<m>`: the field changes between two revisions. */
  revisionCompare: (api: KindApi, id: number | string) => `/${api.entity}/${id}/revisions/compare`,
  /** Saves a revision's document as the item's present one (body `{ version }`). */
  revisionRestore: (api: KindApi, id: number | string, n: number | string) => `/${api.entity}/${id}/revisions/${n}/restore`,
};
