import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { refusedRight, type Grant, type Right, type RightScope } from '../../core/roles.ts';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../errors/refusal.ts';
import type { HttpError } from '../errors/httpError.ts';

/** What a 403 names besides the right: the kind's label (`{kind}`) and the languages a translator has. */
export interface RightWords {
  kindLabel?: string;
}

/** The 403 a caller gets for a right their role lacks, worded in their language; undefined when they have it. */
export function rightRefusal(c: Context<AppEnv>, right: Right, scope: RightScope = {}, words: RightWords = {}): HttpError | undefined {
  return grantRefusal(c.get('user').grant, right, scope, words);
}

/** `rightRefusal` for a grant at hand (an operation's caller, past the route): the same 403, or undefined when the grant has the right. */
export function grantRefusal(grant: Grant, right: Right, scope: RightScope = {}, words: RightWords = {}): HttpError | undefined {
  const id = refusedRight(grant, right, scope);
  if (!id) return undefined;
  return refusal(403, id, {
    kind: words.kindLabel ?? scope.kind ?? '',
    language: scope.language ?? '',
    languages: (grant.languages ?? []).join(', '),
  });
}

/** Throws the 403 of `rightRefusal` (inside a handler, once the scope is known: the content language, the item's author). */
export function assertRight(c: Context<AppEnv>, right: Right, scope: RightScope = {}, words: RightWords = {}): void {
  const refused = rightRefusal(c, right, scope, words);
  if (refused) throw refused;
}

/**
 * Lets a call through only when the caller's role grants the right: checked before the
 * body is read, so a forbidden call answers 403 whatever it carries, and changes nothing. Runs after
 * requireUser. `right` may depend on the request (an update in a non-base language needs `translate`).
 */
export function requireRight(right: Right | ((c: Context<AppEnv>) => Right), scopeOf: (c: Context<AppEnv>) => RightScope = () => ({}), words: RightWords = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertRight(c, typeof right === 'function' ? right(c) : right, scopeOf(c), words);
    await next();
  });
}
