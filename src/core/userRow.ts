import type { Role } from './roles.ts';

/** One user as `GET /api/users` lists it: the wire shape the server sends and the Settings screen reads. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Kind ids the user may change; null: every kind. */
  kinds: string[] | null;
  /** A translator's content languages; null: every language but the base. */
  languages: string[] | null;
  created_at: string;
  /** The caller themself. */
  is_self: boolean;
  /** A one-time set-password link is waiting to be used. */
  link_pending: boolean;
}
