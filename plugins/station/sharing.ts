import type { KindSettings } from '../../src/core/index.ts';
import type { UiSchema } from '../../src/core/index.ts';

/** Whether this client may share stations (SPEC §2); absent means no. */
export const sharingAllowed = (settings: KindSettings): boolean => settings.allow_sharing === true;

/** The UI schema with is_shared hidden when the client may not share (SPEC §2: offered only when sharing is allowed). */
export function hideSharingUnlessAllowed(uiSchema: UiSchema, settings: KindSettings): UiSchema {
  if (sharingAllowed(settings)) return uiSchema;
  const field = (uiSchema.is_shared ?? {}) as UiSchema;
  return { ...uiSchema, is_shared: { ...field, 'ui:widget': 'hidden' } };
}

/**
 * A station as stored for this client: is_shared is forced to false when the client may not share.
 * Ignored rather than refused: the field is hidden in the console, so an author saving a station that
 * was shared before the client turned sharing off could not fix a refusal.
 */
export function withoutSharingUnlessAllowed<R extends { is_shared?: boolean }>(record: R, settings: KindSettings): R {
  return sharingAllowed(settings) || record.is_shared !== true ? record : { ...record, is_shared: false };
}
