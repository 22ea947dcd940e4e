import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { ItemState } from '../../core/lifecycle.ts';
import type { ItemReview } from '../../core/reviewWire.ts';
import type { ScheduleError } from '../../core/scheduleWire.ts';

/** An item as the API sends it: document fields plus lifecycle columns (API contract). */
export interface WireItem extends Record<string, unknown> {
  id: number;
  version: number;
  state: ItemState;
  is_published: boolean;
  is_archived: boolean;
  position?: number;
  created_at?: string;
  updated_at?: string;
  /** The kind's shape (`variants`) the item was last saved with, as the server tells it; absent: not told. */
  variant?: string;
  /** Its review step; null or absent: not in review. */
  review?: ItemReview | null;
  /** When it is scheduled to be published / un-published (ISO instants); null or absent: not scheduled. */
  publish_at?: string | null;
  unpublish_at?: string | null;
  /** The last scheduled action that failed, with the reason; null or absent: none. */
  schedule_error?: ScheduleError | null;
  /** The version visitors get; null when not live (absent: an answer that does not tell). */
  published_version?: number | null;
  /** The working copy differs from the published version, in any language. */
  has_changes?: boolean;
  /** The content languages whose working copy differs (the base language's code for the base document). */
  changed_languages?: string[];
}

/** The editable document of a record: only the schema's own properties, so lifecycle columns never go back. */
export function pickDocument(record: Record<string, unknown>, schema: JsonSchema): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties ?? {})) {
    if (record[key] !== undefined) doc[key] = record[key];
  }
  return doc;
}
