import type { Context } from 'hono';
import { refusal } from '../errors/refusal.ts';
import { bodyRefusal } from '../i18n/bodyMessages.ts';
import { requestMessageLanguage } from './contentLanguage.ts';
import { parseJsonBody } from './parseJsonBody.ts';

/** Whether every string in a JSON value is text PostgreSQL can store: well-formed Unicode without NUL. */
export function storableText(value: unknown): boolean {
  if (typeof value === 'string') return (value as string & { isWellFormed(): boolean }).isWellFormed() && !value.includes('\u0000');
  if (Array.isArray(value)) return value.every(storableText);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => storableText(k) && storableText(v));
  return true;
}

/** Refuses a query or body string the database cannot store, with a 400 instead of a database error. */
export function assertStorable(value: unknown): void {
  if (!storableText(value)) throw refusal(400, 'api.refused.brokenText');
}

/**
 * Reads the request body as a JSON object, answering 400 for anything else, for nesting deeper than
 * MAX_JSON_DEPTH (refused on the raw text, before any recursive code) or for text the database cannot store.
 * Every JSON body the server reads comes through here; requestBodyLimit has refused oversized ones (413).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const lang = requestMessageLanguage(c);
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw bodyRefusal(400, 'notJson', lang);
  }
  const body = parseJsonBody(text, lang);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bodyRefusal(400, 'notObject', lang);
  assertStorable(body);
  return body as Record<string, unknown>;
}
