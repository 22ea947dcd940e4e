/** What an `event: item` of `GET /api/live` says happened to an item. */
export type LiveAction = 'created' | 'updated' | 'translated' | 'published' | 'unpublished' | 'archived' | 'restored' | 'destroyed' | 'linked' | 'unlinked' | 'reordered'
  /** The working copy was set back to the published version. */
  | 'discarded';

/** The data of an `event: item`, as the server sends it and the console reads it. */
export interface LiveItemEvent {
  kind: string;
  id: number;
  version: number | null;
  action: LiveAction;
  by: { id: number; name: string } | null;
  at: string;
}
