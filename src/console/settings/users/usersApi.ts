import { FetchError, type $Fetch } from 'ofetch';
import type { Role } from '../../../core/roles.ts';
import type { UserRow } from '../../../core/userRow.ts';

export type { UserRow } from '../../../core/userRow.ts';

/** A user's role and limits as the forms edit them (null: no limit), sent as they are. */
export interface GrantDraft {
  role: Role;
  kinds: string[] | null;
  languages: string[] | null;
}

/** How a new password comes about: typed by the admin now, or chosen by the user through a one-time link. */
export type PasswordChoice = { mode: 'password'; password: string } | { mode: 'link' };

/** What a create or reset answers: the user, and the link when one was made. */
export interface UserWrite {
  message?: string;
  data: { user?: UserRow; set_password_url?: string; revoked?: number };
}

/** A refusal's `message` and its per-field messages (`errors: [{ field, message }]`). */
export interface Refusal {
  message?: string;
  fields: Record<string, string>;
}

/** The refusal behind a failed call (400/403/404/409 with the server's words), or undefined for anything else. */
export function refusalOf(err: unknown): Refusal | undefined {
  if (!(err instanceof FetchError) || !err.status || err.status >= 500 || err.status === 401) return undefined;
  const data = err.data as { message?: unknown; errors?: { field?: unknown; message?: unknown }[] } | undefined;
  const fields: Record<string, string> = {};
  for (const e of Array.isArray(data?.errors) ? data.errors : []) {
    if (typeof e.field === 'string' && typeof e.message === 'string' && !fields[e.field]) fields[e.field] = e.message;
  }
  return { message: typeof data?.message === 'string' ? data.message : undefined, fields };
}

/** The body of a password choice: a password, or none (the server makes a link). */
function passwordBody(choice: PasswordChoice): { password?: string } {
  return choice.mode === 'password' ? { password: choice.password } : {};
}

/** The user-management calls (list, add, change and remove users, reset a password), on the console's main http client. */
export function usersApi(http: $Fetch) {
  return {
    list: async () => (await http<{ data: UserRow[] }>('/users')).data,
    add: (email: string, name: string, choice: PasswordChoice, grant: GrantDraft) =>
      http<UserWrite>('/users', { method: 'POST', body: { email, name, ...passwordBody(choice), ...grant } }),
    update: (id: number, change: { name: string } & GrantDraft) =>
      http<UserWrite>(`/users/${id}`, { method: 'POST', body: change }),
    reset: (id: number, choice: PasswordChoice) =>
      http<UserWrite>(`/users/${id}/reset-password`, { method: 'POST', body: passwordBody(choice) }),
    remove: (id: number) => http<{ message?: string }>(`/users/remove/${id}`, { method: 'POST', body: {} }),
  };
}

/** A link the server gave (a console path) as the full address to pass on. */
export function absoluteLink(url: string): string {
  return new URL(url, window.location.origin).href;
}
