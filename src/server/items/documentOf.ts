import type { KindRecord } from '../../core/defineKind.ts';

/** Wire-only keys: sent with items, never part of the stored document (a client sending them back changes nothing). */
export const SYSTEM_KEYS = ['id', 'version', 'state', 'is_published', 'is_archived', 'was_published', 'position', 'created_at', 'updated_at', 'variant', 'refs', 'review',
  'published_version', 'has_changes', 'changed_languages', 'publish_at', 'unpublish_at', 'schedule_error'];

/** The document of a body or wire item: everything but the system keys. */
export function documentOf(body: Record<string, unknown>): KindRecord {
  const doc = { ...body };
  for (const k of SYSTEM_KEYS) delete doc[k];
  return doc;
}
