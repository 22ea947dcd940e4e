import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { bodyRefusal } from '../i18n/bodyMessages.ts';

/**
 * Deepest nesting a request body may have. Real documents are far shallower (the deepest seeded
 * kind documents, with lists of pages or answers, nest 3 levels; kind schemas allow under 8), while the code that
 * walks a body (text checks, schema validation, the database's JSON input) recurses once per level.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper than `limit`, by one pass over the raw characters (brackets
 * inside strings do not count): no recursion and no parse, so any input is safe to look at.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Parses a request body's JSON text, refusing with 400 what is too deep (checked first, so no
 * recursive code ever sees it) or not JSON; messages in the caller's language.
 */
export function parseJsonBody(text: string, lang: UiLanguage): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw bodyRefusal(400, 'tooDeep', lang, { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw bodyRefusal(400, 'notJson', lang);
  }
}
