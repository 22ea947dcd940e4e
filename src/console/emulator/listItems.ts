import { mediaUrl } from '../media/mediaUrl.ts';

/** One list item inside a preview (SPEC §3 "List item"), normalised from whatever the record carried. */
export interface PreviewListItem {
  id?: string | number;
  title: string;
  ingress?: string;
  thumbnail?: string;
  url?: string;
  checked: boolean;
  removable: boolean;
}

/** API entity `{x}` behind each list-item field kind, for the hover detail (`GET /api/{x}/{id}`). */
export const LIST_ITEM_ENTITIES: Readonly<Record<string, string>> = Object.freeze({
  event: 'event', trip: 'trip', station: 'station', story: 'story', games: 'game', form: 'form', web_page: 'web_page',
});

/** Field kinds whose list items carry an embedded page behind an eye icon. */
export const EMBEDDING_KINDS: ReadonlySet<string> = new Set(['form', 'web_page']);

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** An image reference: a URL or path as it is, a bare stored file name as its public media URL. */
function imageRef(v: unknown): string | undefined {
  const s = str(v);
  if (!s) return undefined;
  return /[/:]/.test(s) ? s : mediaUrl('image', s);
}

/** A bare URL as an item: its host as the title and the rest as the ingress, as a phone would list a link. */
function urlItem(url: string): PreviewListItem {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)(.*)$/i.exec(url);
  const host = m?.[1].replace(/^www\./i, '');
  return { title: host ?? url, ingress: host ? `${host}${m![2]}` : undefined, url, checked: false, removable: false };
}

function one(raw: unknown): PreviewListItem | null {
  if (typeof raw === 'string') return raw.trim() ? urlItem(raw.trim()) : null;
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Raw;
  // SPEC §3: list items may wrap the real item in a nested trip, story, form or data object.
  const inner = [o.trip, o.story, o.form, o.data].find((x) => x && typeof x === 'object') as Raw | undefined;
  const pick = (k: string) => o[k] ?? inner?.[k];
  const id = (o.id ?? inner?.id) as string | number | undefined;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? id : undefined,
    title: str(pick('title')) ?? str(pick('name')) ?? str(pick('navn')) ?? '',
    ingress: str(pick('ingress')),
    thumbnail: imageRef(pick('thumbnail') ?? pick('image')),
    url: str(pick('url')),
    checked: Boolean(o.checked ?? o.is_checked ?? o.done),
    removable: Boolean(o.removable ?? o.deletable),
  };
}

/** The list items of a record value: one item, a list of items, or a bare URL (a form or web page). */
export function toListItems(value: unknown): PreviewListItem[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(one).filter((x): x is PreviewListItem => x !== null);
}
