import type { $Fetch } from 'ofetch';
import { kindPaths, type KindApi } from '../../core/defineKind.ts';
import type { FieldChange } from '../../core/documentDiff.ts';
import type { ItemChanges } from '../../core/publishedWire.ts';
import type { WireItem } from '../model/wireItem.ts';

/** The published-version calls of one kind's items, on the kind's API mapping. */
export interface ChangesCalls {
  /** What differs from the published version to the working copy (translations as `es:path`). */
  changes(itemId: number): Promise<FieldChange[]>;
  /** The published version (what visitors get), in the content language. */
  published(itemId: number): Promise<WireItem>;
}

/** Builds the published-version calls on the console's main http client (it sends the content language). */
export function createChangesCalls(http: $Fetch, api: KindApi): ChangesCalls {
  return {
    async changes(itemId) {
      return (await http<{ data: ItemChanges }>(kindPaths.changes(api, itemId))).data?.changes ?? [];
    },
    async published(itemId) {
      return (await http<{ data: { item: WireItem } }>(kindPaths.published(api, itemId))).data.item;
    },
  };
}
