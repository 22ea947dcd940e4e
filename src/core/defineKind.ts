import type { JsonSchema, UiSchema } from './jsonSchema.ts';
import type { LifecycleAction } from './lifecycle.ts';
import type { PreviewField } from './previewField.ts';

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

/** Context handed to `toPreview`: things a kind may need but must not fetch itself. */
export interface PreviewContext {
  mediaUrl(type: 'image' | 'video' | 'audio', file: string): string;
}

/** Message ids (in `src/locales`) naming the kind in tabs and lists. */
export interface KindLabels {
  tab: string;
  item: string;
}

/** The client settings a kind may adapt to: `user_setting` in the console, the company's settings on the server. */
export interface KindSettings {
  allow_sharing?: boolean;
}

/** The record shape a kind edits: its schema's document. */
export type KindRecord = Record<string, unknown>;

/** A content kind: one object, data plus a small typed definition (DESIGN "The kind contract"). */
export interface KindDefinition<R extends KindRecord = KindRecord> {
  /** Lowercase slug: folder, schema file name and default API entity. */
  id: string;
  /** Console route key (SPEC §2 route table); defaults to the id. */
  route?: string;
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
  /**
   * Preview renderers for field kinds of this kind's own, loaded only when its preview shows: the
   * module's default export maps field kind → React component (typed loosely so core stays React-free).
   */
  previewRenderers?(): Promise<{ default: Record<string, unknown> }>;
}

/** Typing helper: returns its argument, so a plugin gets checking and completion for free. */
export function defineKind<R extends KindRecord = KindRecord>(kind: KindDefinition<R>): KindDefinition<R> {
  return kind;
}

/** A kind with every default filled in: what the console and the server read. */
export interface ResolvedKind extends KindDefinition {
  route: string;
  api: KindApi;
}

/** Fills the defaults of a kind's route and API mapping. */
export function resolveKind(kind: KindDefinition<any>): ResolvedKind {
  const api: KindApi = {
    entity: kind.id,
    listKey: 'items',
    bodyEncoding: 'json',
    actions: ['publish', 'un-publish', 'delete', 'restore', 'destroy'],
    ...kind.api,
  };
  return { ...kind, route: kind.route ?? kind.id, api } as ResolvedKind;
}

/** The paths of a kind's generic calls, relative to the API base; shared by console and server. */
export const kindPaths = {
  list: (api: KindApi) => `/${api.entity}`,
  item: (api: KindApi, id: number | string) => `/${api.entity}/${id}`,
  create: (api: KindApi) => `/${api.entity}`,
  update: (api: KindApi, id: number | string) => `/${api.entity}/update/${id}`,
  action: (api: KindApi, action: LifecycleAction, id: number | string) => `/${api.entity}/${action}/${id}`,
  groups: (api: KindApi) => `/groups/${api.entity}`,
  sync: (api: KindApi) => `/${api.entity}-sync`,
  deleteField: (api: KindApi, id: number | string) => `/${api.entity}/delete-field/${id}`,
};
