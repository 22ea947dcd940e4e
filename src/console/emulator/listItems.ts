import type { KindDefinition, KindLabels, KindList, KindPreview, ListItem } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { KindConsole } from '../../core/kindConsole.ts';
import { previewVocabulary, type PreviewVocabulary } from '../../core/previewVocabulary.ts';
import { pictureUrl, THUMBNAIL_WIDTH, type MediaInfos } from '../media/pictureUrl.ts';

/** What the emulator needs of a kind to show its items as list items (a registry kind has it all). */
export interface ListItemKind {
  id: string;
  api: { entity: string };
  /** Its list item, and how it shows as one in other previews (`asListItem`). */
  list: KindList;
  // What opening an item inside the phone reads (a registry kind has all of it; a bare test kind may
  // leave it out and then previews its list title under the editor's header).
  /** Route key: the header's tab name while one of its items is open. */
  route?: string;
  /** Message ids; `tab` names the header while one of its items is open. */
  labels?: KindLabels;
  /** The kind's schema: the references an opened item points at resolve through it. */
  schema?: JsonSchema;
  /** The opened item's field records, and the field kinds the kind introduces (drawn by its console module's renderers in any preview). */
  preview?: KindPreview;
  /** Shapes an item may be stored in (its wire `variant` picks one). */
  variants?: KindDefinition['variants'];
  defaultVariant?: string;
  /** The kind's own preview renderers, loaded lazily. */
  console?: KindConsole;
  /** Its relations: an opened item's links (an event's programme) load by them. */
  relations?: KindDefinition['relations'];
  /** The shape (`variant`) this kind stands for; a relation may belong to some shapes only. */
  variant?: string;
}

/** The kinds of the registry, looked up the ways list items need. */
export interface ListItemKinds {
  /** The kind with this id (a reference's `kind`, a nested item's key). */
  byId(id: string): ListItemKind | undefined;
  /** The kind behind an API entity (a hovered item's detail). */
  byEntity(entity: string): ListItemKind | undefined;
  /** The kind whose items a preview field kind lists (its `asListItem.field`). */
  byField(field: string): ListItemKind | undefined;
  /** The field kinds previews over these kinds may emit. */
  vocabulary: PreviewVocabulary;
}

/** Lookups over the given kinds. */
export function listItemKinds(kinds: readonly ListItemKind[]): ListItemKinds {
  const byId = new Map(kinds.map((k) => [k.id, k]));
  const byEntity = new Map(kinds.map((k) => [k.api.entity, k]));
  const vocabulary = previewVocabulary(kinds);
  const byField = new Map([...vocabulary.listItems].map(([field, id]) => [field, byId.get(id)!]));
  return { byId: (id) => byId.get(id), byEntity: (e) => byEntity.get(e), byField: (f) => byField.get(f), vocabulary };
}

/** No kinds: items show their plain properties and cannot be looked up (a bare emulator). */
export const NO_LIST_ITEM_KINDS: ListItemKinds = listItemKinds([]);

/** One list item inside a preview (SPEC §3 "List item"), normalised from whatever the record carried. */
export interface PreviewListItem {
  id?: string | number;
  title: string;
  ingress?: string;
  thumbnail?: string;
  url?: string;
  checked: boolean;
  removable: boolean;
  /** API entity `{x}` of the item, for the hover detail (`GET /api/{x}/{id}`); undefined when its kind is unknown. */
  entity?: string;
  /** The item has an embedded page (its url) behind an eye icon. */
  embeds: boolean;
  /** A referenced item's lifecycle state, when the reference carried one. */
  state?: string;
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const isObject = (v: unknown): v is Raw => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** An image reference: a URL or path as it is, a bare stored file name as its thumbnail derivative (at the version `media` knows). */
function imageRef(v: unknown, media: MediaInfos): string | undefined {
  const s = str(v);
  if (!s) return undefined;
  return /[/:]/.test(s) ? s : pictureUrl(s, THUMBNAIL_WIDTH, media[s]);
}

/** A kind's own list item for a record; a record half filled or of another shape gives nothing rather than an error. */
function kindListItem(kind: ListItemKind | undefined, record: Raw): Partial<ListItem> {
  if (!kind) return {};
  try {
    const li = kind.list.toListItem(record);
    return isObject(li) ? li : {};
  } catch {
    return {};
  }
}

const embedsOf = (kind: ListItemKind | undefined, fieldKind: ListItemKind | undefined) =>
  (kind?.list.asListItem?.embeds ?? fieldKind?.list.asListItem?.embeds) === true;

/** A bare URL as an item: its host as the title and the rest as the ingress, as a phone would list a link. */
function urlItem(url: string, fieldKind: ListItemKind | undefined): PreviewListItem {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)(.*)$/i.exec(url);
  const host = m?.[1].replace(/^www\./i, '');
  return { title: host ?? url, ingress: host ? `${host}${m![2]}` : undefined, url, checked: false, removable: false, embeds: embedsOf(undefined, fieldKind) };
}

/**
 * The item's kind and record: a value that names its `kind` (a reference resolved by the preview
 * context), else the kind a nested object is keyed by (SPEC §3: list items may wrap the real item in
 * a nested object named after its kind, or in `data`), else the kind the field kind lists.
 */
function kindAndRecord(o: Raw, kinds: ListItemKinds, fieldKind: ListItemKind | undefined): { kind?: ListItemKind; inner?: Raw } {
  const own = typeof o.kind === 'string' ? kinds.byId(o.kind) : undefined;
  const key = Object.keys(o).find((k) => isObject(o[k]) && (k === 'data' || kinds.byId(k) !== undefined));
  const inner = key === undefined ? undefined : (o[key] as Raw);
  return { kind: own ?? (key && key !== 'data' ? kinds.byId(key) : undefined) ?? fieldKind, inner };
}

function one(raw: unknown, kinds: ListItemKinds, fieldKind: ListItemKind | undefined, media: MediaInfos): PreviewListItem | null {
  if (typeof raw === 'string') return raw.trim() ? urlItem(raw.trim(), fieldKind) : null;
  if (!isObject(raw)) return null;
  const o = raw;
  const { kind, inner } = kindAndRecord(o, kinds, fieldKind);
  const pick = (k: string) => o[k] ?? inner?.[k];
  // A resolved reference (PreviewContext.ref: its kind and the list item that kind's toListItem made) is
  // shown as it is; any other value is a record of its kind, listed by that kind's toListItem.
  const resolved = typeof o.kind === 'string' && typeof o.title === 'string';
  const own = resolved ? {} : kindListItem(kind, inner ?? o);
  const id = (o.id ?? inner?.id) as string | number | undefined;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? id : undefined,
    // The kind's own list item first (it knows its fields), then the plain list-item properties.
    title: str(own.title) ?? str(pick('title')) ?? '',
    ingress: str(own.ingress) ?? str(pick('ingress')),
    thumbnail: imageRef(own.thumbnail ?? pick('thumbnail') ?? pick('image'), media),
    url: str(own.url) ?? str(pick('url')),
    checked: Boolean(o.checked ?? o.is_checked ?? o.done),
    removable: Boolean(o.removable ?? o.deletable),
    entity: kind?.api.entity,
    embeds: embedsOf(kind, fieldKind),
    state: str(o.state),
  };
}

/**
 * The list items of a record value: one item, a list of items, or a bare URL (a page). `fieldKind` is
 * the kind the value's field kind lists (or, for a fetched item, the kind it is), `kinds` the registry's;
 * stored thumbnails come at the versions `media` knows (mediaInfoAtom).
 */
export function toListItems(value: unknown, kinds: ListItemKinds = NO_LIST_ITEM_KINDS, fieldKind?: ListItemKind, media: MediaInfos = {}): PreviewListItem[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((raw) => one(raw, kinds, fieldKind, media)).filter((x): x is PreviewListItem => x !== null);
}
