import type { LiveItemEvent } from '../live/createLiveClient.ts';
import type { WireItem } from '../model/wireItem.ts';

/** What the list shows besides its items: whether archived items are in it, whether its titles are a translation's. */
export interface ListShape {
  includeArchived: boolean;
  translated: boolean;
}

/**
 * Whether a list already shows what an item event says, so reloading it would change nothing: the
 * list's copy has that version (your own save's echo), a destroyed item is already gone. A list shows
 * no relation links, so linking and unlinking never change it; a translation moves no version, so it
 * changes a list only when that list shows a language's titles, or when the item is published (its
 * badge names the languages with changes not published yet). A `reordered` is never reflected:
 * the order carries no version (a kind's own list order, or an owner's relation order: one quiet reload too many).
 */
export function listReflects(items: readonly WireItem[], event: LiveItemEvent, shape: ListShape): boolean {
  const mine = items.find((i) => i.id === event.id);
  switch (event.action) {
    case 'reordered': return false;
    case 'linked': case 'unlinked': return true;
    case 'translated': return !shape.translated && mine?.state !== 'published';
    case 'destroyed': return !mine;
    case 'archived': if (!mine && !shape.includeArchived) return true; break;
    default: break;
  }
  return mine !== undefined && event.version !== null && mine.version >= event.version;
}
