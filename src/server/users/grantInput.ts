import { isRole, type Role } from '../../core/roles.ts';
import type { FieldError } from './userInput.ts';
import type { UserMessages } from './userMessages.ts';

/** A user's role and limits as the users table stores them (null: no limit). */
export interface StoredGrant {
  role: Role;
  kinds: string[] | null;
  languages: string[] | null;
}

/** What a new user gets when the body names no role: the least privilege. */
export const NEW_USER_GRANT: StoredGrant = { role: 'viewer', kinds: null, languages: null };

/** What role, kinds and languages may name: the kinds the server runs and the company's languages, the base first. */
export interface GrantOptions {
  kindIds: readonly string[];
  companyLanguages: readonly string[];
}

/** A list of distinct strings, or undefined when the value is not one (null is handled by the caller). */
function distinctStrings(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) return undefined;
  return new Set(value).size === value.length ? value : undefined;
}

/**
 * Reads `role`, `kinds` and `languages` over `current` (absent: unchanged). Languages limit only a
 * translator: naming some for another role is refused, and a user who stops being a translator
 * loses theirs, so a later promotion back does not revive a forgotten limit.
 */
export function readGrant(body: Record<string, unknown>, m: UserMessages, options: GrantOptions, current: StoredGrant): { grant: StoredGrant; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let role = current.role;
  if (body.role !== undefined) {
    if (isRole(body.role)) role = body.role;
    else errors.push({ field: 'role', message: m.text('roleInvalid') });
  }

  let kinds = current.kinds;
  if (body.kinds === null) kinds = null;
  else if (body.kinds !== undefined) {
    const list = distinctStrings(body.kinds);
    const unknown = list?.find((k) => !options.kindIds.includes(k));
    if (!list) errors.push({ field: 'kinds', message: m.text('kindsInvalid') });
    else if (unknown !== undefined) errors.push({ field: 'kinds', message: m.text('kindUnknown', { kind: unknown, kinds: options.kindIds.join(', ') }) });
    else kinds = list;
  }

  let languages = role === 'translator' ? current.languages : null;
  if (body.languages === null) languages = null;
  else if (body.languages !== undefined) {
    const list = distinctStrings(body.languages);
    const offered = options.companyLanguages.slice(1);
    const unknown = list?.find((code) => !offered.includes(code));
    if (role !== 'translator') errors.push({ field: 'languages', message: m.text('languagesTranslatorOnly') });
    else if (!list) errors.push({ field: 'languages', message: m.text('languagesInvalid') });
    else if (unknown !== undefined) errors.push({ field: 'languages', message: m.text('languageUnknown', { code: unknown, languages: offered.join(', ') || '–' }) });
    else languages = list;
  }
  return { grant: { role, kinds, languages }, errors };
}
