import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import type { Right, RightScope } from '../../core/roles.ts';
import type { AppEnv } from '../appEnv.ts';
import { contentLanguage, requestMessageLanguage } from '../http/contentLanguage.ts';
import { assertRight, type RightWords } from './requireRight.ts';

/** The kind as a 403 names it: its tab label in the caller's language (the kind id when it has none). */
export function kindWords(c: Context<AppEnv>, kind: ResolvedKind): RightWords {
  return { kindLabel: kindLookup(kind.messages, requestMessageLanguage(c))(kind.labels.tab) ?? kind.id };
}

/** Throws the 403 when the caller may not do `right` on items of `kind` (inside a handler, once more of the scope is known). */
export function assertKindRight(c: Context<AppEnv>, kind: ResolvedKind, right: Right, scope: Omit<RightScope, 'kind'> = {}): void {
  assertRight(c, right, { ...scope, kind: kind.id }, kindWords(c, kind));
}

/**
 * Lets a call on items of `kind` through only when the caller's role grants `right` for that kind,
 * checked before the body is read: a forbidden call answers 403 whatever it carries.
 */
export function requireKindRight(kind: ResolvedKind, right: Right) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertKindRight(c, kind, right);
    await next();
  });
}

/**
 * A write of an item's content: in the base language it needs `write`; in another content language
 * (`x-language-code`) it is a translation and needs `translate` for that language — so a translator
 * passes here only in their languages and the translation path refuses any shared field.
 */
export function requireContentRight(kind: ResolvedKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const lang = contentLanguage(c);
    if (lang.isBase) assertKindRight(c, kind, 'write');
    else assertKindRight(c, kind, 'translate', { language: lang.code });
    await next();
  });
}
