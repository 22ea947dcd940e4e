/**
 * Roles and rights: one table the server enforces and the console mirrors. A user has one
 * role, may be limited to some kinds (`kinds`, absent = all) and, as a translator, to some content
 * languages (`languages`, absent = every language but the base). Reading is never limited.
 */

/** The five roles, most rights first. */
export const ROLES = ['admin', 'editor', 'author', 'translator', 'viewer'] as const;

/** One role. */
export type Role = (typeof ROLES)[number];

/**
 * What a call needs:
 * - `write`: create and update items, their links and keyed children, in the base language; upload media; save simulations
 * - `translate`: write an item's texts in a non-base language
 * - `submitReview`: send an item for review
 * - `lifecycle`: publish, un-publish, archive, restore, destroy, a link's own lifecycle, sync and reorder
 * - `decideReview`: return an item under review to its author
 * - `restoreRevision`: restore an older revision (an author: only of their own drafts)
 * - `manage`: users, company settings, delivery API keys, CSV person import, purging a language
 */
export type Right = 'write' | 'translate' | 'submitReview' | 'lifecycle' | 'decideReview' | 'restoreRevision' | 'manage';

/** Every right, for tables and tests. */
export const RIGHTS: readonly Right[] = ['write', 'translate', 'submitReview', 'lifecycle', 'decideReview', 'restoreRevision', 'manage'];

const HOLDERS: Record<Right, readonly Role[]> = {
  write: ['admin', 'editor', 'author'],
  translate: ['admin', 'editor', 'author', 'translator'],
  submitReview: ['admin', 'editor', 'author'],
  lifecycle: ['admin', 'editor'],
  decideReview: ['admin', 'editor'],
  restoreRevision: ['admin', 'editor', 'author'],
  manage: ['admin'],
};

/** A user's role and limits, as the session carries them and `POST /api/user/web` sends them. */
export interface Grant {
  role: Role;
  /** Kind ids the user may change; absent: every kind. */
  kinds?: readonly string[] | null;
  /** A translator's content languages; absent: every non-base language. */
  languages?: readonly string[] | null;
}

/** What a right is asked for: the kind of the item, the content language written, whether the item is the caller's own draft. */
export interface RightScope {
  kind?: string;
  /** The content language of a translation write (never the base). */
  language?: string;
  /** For `restoreRevision` by an author: the item is a draft the caller created. */
  ownDraft?: boolean;
}

/** Why a grant may not do something: the message id of the 403 (`api.refused.role.*`), or undefined when it may. */
export function refusedRight(grant: Grant, right: Right, scope: RightScope = {}): string | undefined {
  if (!isRole(grant.role) || !HOLDERS[right].includes(grant.role)) return `api.refused.role.${right}.${isRole(grant.role) ? grant.role : 'viewer'}`;
  if (right === 'restoreRevision' && grant.role === 'author' && !scope.ownDraft) return 'api.refused.role.restoreRevision.author';
  if (right !== 'manage' && scope.kind && grant.kinds && !grant.kinds.includes(scope.kind)) return 'api.refused.role.kind';
  if (right === 'translate' && grant.role === 'translator' && scope.language && grant.languages && !grant.languages.includes(scope.language)) return 'api.refused.role.language';
  return undefined;
}

/** Whether a grant may do something (the console hides what it may not). */
export function mayDo(grant: Grant, right: Right, scope: RightScope = {}): boolean {
  return refusedRight(grant, right, scope) === undefined;
}

/** Whether a value is one of the five roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
