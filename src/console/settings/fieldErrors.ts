import { FetchError } from 'ofetch';
import type { FieldErrors } from './settingsTypes.ts';

/**
 * The field messages of a refused `POST /api/settings` (400 `{ message, errors: [{ field, message }] }`),
 * so each shows beside its input; a failure naming no field comes back under `''`.
 */
export function fieldErrorsOf(err: unknown): FieldErrors {
  const data = err instanceof FetchError ? (err.data as { message?: unknown; errors?: unknown } | undefined) : undefined;
  const out: Record<string, string> = {};
  if (Array.isArray(data?.errors)) {
    for (const e of data.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof e?.field === 'string' && typeof e.message === 'string') out[e.field] = e.message;
    }
  }
  if (!Object.keys(out).length) out[''] = typeof data?.message === 'string' && data.message ? data.message : err instanceof Error ? err.message : String(err);
  return out;
}

/** The errors a section shows in its footer: those none of its inputs claims. */
export function unclaimedErrors(errors: FieldErrors, claimed: (field: string) => boolean): string[] {
  return Object.entries(errors).filter(([field]) => !claimed(field)).map(([field, message]) => (field ? `${field}: ${message}` : message));
}
