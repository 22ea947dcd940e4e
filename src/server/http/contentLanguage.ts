import type { Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../errors/refusal.ts';
import { messageLanguage, type UiLanguage } from '../i18n/ruleMessages.ts';

/** The content language of a request: its code, the client's base language and whether they are one. */
export interface ContentLanguage {
  code: string;
  base: string;
  isBase: boolean;
}

/**
 * The content language of a kind call from `x-language-code`: absent or the base → the base; one of
 * the client's other languages → that one; anything else is refused, so a typo never reads as base.
 */
export function contentLanguage(c: Context<AppEnv>): ContentLanguage {
  const languages = c.get('user').languages;
  const base = languages[0];
  const code = (c.req.header(API_HEADERS.language) ?? '').trim();
  if (!code || code === base) return { code: base, base, isBase: true };
  if (!languages.includes(code)) {
    // `languages` lets a console that still offers a removed language fall back without a reload.
    throw refusal(400, 'api.refused.unknownLanguage', { code: code.slice(0, 20), languages: languages.join(', ') }, { languages });
  }
  return { code, base, isBase: false };
}

/** The language of the request's server messages (see messageLanguage). */
export function requestMessageLanguage(c: Context): UiLanguage {
  return messageLanguage(c.req.header('accept-language'), c.req.header(API_HEADERS.language));
}
